// `npm start`: build, migrate the local D1, run api + web in workerd; `--dev` runs the web app
// under `waku dev` with hot reload instead of the built Worker; `--fakes` starts every paid
// outside service as a local wire fake and points the api at them. Ctrl+C stops everything.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { startLocalFakes } from '../tests/fakes/local.mjs';
import { watchOutbox } from './lib/mailbox.mjs';
import { seed } from './lib/seed.mjs';
import { moveStorage } from './lib/storage-moves.mjs';
import {
  ensureDevVars,
  migrate,
  quietEnv,
  root,
  run,
  startApi,
  startWorkers,
  stop,
  waitFor,
} from './lib/workers.mjs';

const dev = process.argv.includes('--dev');
const withFakes = process.argv.includes('--fakes');
const webPort = Number(process.env.WEB_PORT ?? 8787);
const apiPort = Number(process.env.API_PORT ?? 8788);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

ensureDevVars();
await run(npm, ['run', dev ? 'i18n' : 'build']);
await migrate();
await seed();

let workers;
let wakuDev;
// Their variables win over api/.dev.vars (wrangler's `--var`), so nothing needs pasting.
const fakes = withFakes
  ? await startLocalFakes({
      base: Number(process.env.FAKES_PORT ?? 8790),
      apiUrl: `http://127.0.0.1:${apiPort}`,
    })
  : undefined;
const shutdown = async () => {
  await Promise.all([workers?.stop(), stop(wakuDev), fakes?.close()]);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
// A fresh secret per run lets this script, and nothing else, run the storage move below.
const moveToken = randomBytes(32).toString('hex');
const apiVars = {
  PUBLIC_WEB_URL: `http://127.0.0.1:${webPort}`,
  STORAGE_MOVE_TOKEN: moveToken,
  ...fakes?.vars,
};

if (dev) {
  workers = await startApi({ apiPort, apiVars });
  wakuDev = spawn(
    process.execPath,
    [`${root}/node_modules/waku/cli.js`, 'dev', '--port', String(webPort)],
    {
      cwd: root,
      env: { ...quietEnv, API_URL: `http://127.0.0.1:${apiPort}` },
      stdio: 'inherit',
      detached: true,
    },
  );
  await waitFor(`http://127.0.0.1:${webPort}/`, wakuDev);
} else {
  // Links in mail (email confirmation) point at this front.
  workers = await startWorkers({ webPort, apiPort, apiVars });
}

// A database made by an earlier version moves into the people's objects before use (decision 203).
// If it fails, everyone is still served from D1; the next start goes on where it stopped.
await moveStorage({ apiUrl: `http://127.0.0.1:${apiPort}`, token: moveToken }).catch((error) =>
  console.error(`  storage: the move stopped (${error.message}); the next start resumes it`),
);

const sandbox = workers.sandboxUrl ? `  code previews: ${workers.sandboxUrl}\n` : '';
const fakeNote = fakes
  ? '  providers: local fakes (tests/fakes/README.md)\n'
  : '  providers: as api/.dev.vars sets them (none: the demo model); `npm start -- --fakes` wires local fakes\n';
console.log(
  `\n  Beseda is running. Open http://127.0.0.1:${webPort}/\n  passkeys: open http://localhost:${webPort}/ (browsers refuse them on an IP address)\n  api: http://127.0.0.1:${apiPort}\n${sandbox}${fakeNote}  mail: not sent locally; each message is printed below (codes and links)\n  (Ctrl+C stops all)\n`,
);
watchOutbox((text) => console.log(text));
