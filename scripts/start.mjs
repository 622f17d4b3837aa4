// `npm start`: build, migrate the local D1, run api + web in workerd; `--dev` runs the web app
// under `waku dev` with hot reload instead of the built Worker. Ctrl+C stops everything.
import { spawn } from 'node:child_process';
import { seed } from './lib/seed.mjs';
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
const webPort = Number(process.env.WEB_PORT ?? 8787);
const apiPort = Number(process.env.API_PORT ?? 8788);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

ensureDevVars();
await run(npm, ['run', dev ? 'i18n' : 'build']);
await migrate();
await seed();

let workers;
let wakuDev;
const shutdown = async () => {
  await Promise.all([workers?.stop(), stop(wakuDev)]);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

if (dev) {
  workers = await startApi({ apiPort, apiVars: { PUBLIC_WEB_URL: `http://127.0.0.1:${webPort}` } });
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
  workers = await startWorkers({
    webPort,
    apiPort,
    apiVars: { PUBLIC_WEB_URL: `http://127.0.0.1:${webPort}` },
  });
}

const sandbox = workers.sandboxUrl ? `  code previews: ${workers.sandboxUrl}\n` : '';
console.log(
  `\n  Beseda is running. Open http://127.0.0.1:${webPort}/\n  api: http://127.0.0.1:${apiPort}\n${sandbox}  (Ctrl+C stops all)\n`,
);
