// The api Worker under `wrangler dev --local` for benches: its own D1/R2/DO files in a temp
// folder, on a free port, with a fake provider's URL; plus a confirmed account to call it with.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDevVars, quietEnv } from '../../scripts/lib/workers.mjs';
import { requireMailedCode } from './local-d1.mjs';
import { asPreviousVersion } from './objects.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Run wrangler with this Node (npm scripts put the project's Node 24 first on PATH).
const wranglerJs = join(root, 'node_modules/wrangler/bin/wrangler.js');

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function apiConfig() {
  const toml = join(root, 'api/wrangler.toml');
  return existsSync(toml) ? toml : join(root, 'api/wrangler.jsonc');
}

/**
 * Starts the api with `vars` (name → value) on top of the local configuration and waits for
 * `/health` (`inspectorPort`: the devtools port, to profile it). Returns its base URL, the D1 folder and `stop()`.
 *
 * @example const api = await startApiDev({ OPENAI_BASE_URL: `${fake.url}/v1` })
 */
export async function startApiDev(vars = {}, { inspectorPort } = {}) {
  ensureDevVars(); // the local configuration: starting balance, secrets
  const persist = mkdtempSync(join(tmpdir(), 'beseda-bench-'));
  const port = await freePort();
  const config = apiConfig();
  spawnSync(
    process.execPath,
    [
      wranglerJs,
      'd1',
      'migrations',
      'apply',
      'DB',
      '--local',
      '-c',
      config,
      '--persist-to',
      persist,
    ],
    { cwd: root, stdio: 'ignore' },
  );
  // A frozen bundle of today's code: others edit api/src meanwhile, and a dev server watching the
  // sources would restart mid-run ("Your worker restarted mid-request") on every save.
  // BENCH_API_BUNDLE: an existing bundle folder instead (to profile an edited build).
  const bundle = process.env.BENCH_API_BUNDLE ?? join(persist, 'bundle');
  if (!process.env.BENCH_API_BUNDLE) {
    const built = spawnSync(
      process.execPath,
      [wranglerJs, 'deploy', '--dry-run', '-c', config, '--outdir', bundle],
      { cwd: root, encoding: 'utf8' },
    );
    if (built.status !== 0)
      throw new Error(`bundling the api failed:\n${built.stdout}${built.stderr}`);
  }
  const all = { JWT_SECRET: 'bench-only-secret-0123456789abcdef', ...vars };
  const server = spawn(
    process.execPath,
    [
      wranglerJs,
      'dev',
      join(bundle, 'index.js'),
      '--no-bundle',
      '-c',
      config,
      '--port',
      String(port),
      '--local',
      '--persist-to',
      persist,
      ...(inspectorPort ? ['--inspector-port', String(inspectorPort)] : []),
      ...Object.entries(all).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    // The same environment as `npm start` gives wrangler.
    { cwd: root, env: quietEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  // The Worker's console (stdout) and wrangler's errors, newest 200 kB, for a bench to explain failures.
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-200_000);
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    rmSync(persist, { recursive: true, force: true });
  };
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {}
    if (i >= 120) {
      stop();
      throw new Error(`the api did not come up:\n${log.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, persist, pid: server.pid, stop, log: () => log };
}

/**
 * Registers an account on the api and confirms its email (which grants the starting balance);
 * `previousVersion`: an account of the previous version, with its ids.
 */
export async function confirmedAccount(api, prefix = 'bench', { previousVersion = false } = {}) {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const register = await fetch(`${api.base}/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench password 42' }),
  });
  if (!register.ok) throw new Error(`register answered ${register.status}`);
  const { accessToken } = await register.json();
  // An account of the previous version: every part of it and its team in D1, its grant too.
  const ids = previousVersion
    ? await asPreviousVersion(api.persist, { email }, { money: true })
    : undefined;
  const confirmed = await fetch(`${api.base}/v1/auth/confirm-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ code: await requireMailedCode(api.persist, email) }),
  });
  if (!confirmed.ok) throw new Error(`confirm-email answered ${confirmed.status}`);
  return { email, accessToken, ...ids };
}
