// Starts the api and web Workers in workerd through wrangler, for `npm start` and the tests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const wranglerBin = `${root}/node_modules/wrangler/bin/wrangler.js`;

/**
 * Environment for every wrangler child: no network look-ups, no telemetry, and no local trace
 * collector (wrangler records every invocation into a local SQLite store unless told not to, at
 * about a sixth of the api's CPU under load; X_LOCAL_OBSERVABILITY=true turns it back on;
 * docs/decisions/121-no-local-trace-collector.md).
 */
export const quietEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  X_LOCAL_OBSERVABILITY: process.env.X_LOCAL_OBSERVABILITY ?? 'false',
  WRANGLER_LOG: process.env.WRANGLER_LOG ?? 'warn',
  NO_COLOR: '1',
};

/** Ports this process has handed out: the OS may offer a just-released one again. */
const handedOut = new Set();

/**
 * A free TCP port on loopback, chosen by the OS, never one this process handed out before (a
 * caller binds it later, so until then the OS could offer it again).
 */
export async function freePort() {
  for (;;) {
    const port = await osFreePort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

function osFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command to completion, rejecting on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: quietEnv, stdio: 'inherit', ...options });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * Local configuration for the api: `api/.dev.vars` is made from `api/.dev.vars.example` on first
 * run, with a fresh random value for every *_SECRET and MCP_TOKEN_KEY, so a fresh clone needs no manual step. An
 * existing file gets the example's keys it lacks appended (with their example values), so keys
 * added later (e.g. STARTING_BALANCE_KOPECKS, DEMO_MODEL) reach developers too.
 */
export function ensureDevVars() {
  const target = `${root}/api/.dev.vars`;
  const example = `${root}/api/.dev.vars.example`;
  if (!existsSync(example)) return;
  const randomizeSecrets = (text) =>
    text.replace(
      /^(\w*SECRET\w*|MCP_TOKEN_KEY)=.*$/gm,
      (_, name) => `${name}=${randomBytes(32).toString('hex')}`,
    );
  const exampleText = readFileSync(example, 'utf8');
  if (!existsSync(target)) {
    writeFileSync(target, randomizeSecrets(exampleText));
    return;
  }
  const current = readFileSync(target, 'utf8');
  const has = new Set([...current.matchAll(/^(\w+)=/gm)].map((match) => match[1]));
  const missing = exampleText.split('\n').filter((line) => {
    const name = line.match(/^(\w+)=/)?.[1];
    return name !== undefined && !has.has(name);
  });
  if (missing.length === 0) return;
  const added = randomizeSecrets(missing.join('\n'));
  const separator = current.endsWith('\n') ? '' : '\n';
  writeFileSync(target, `${current}${separator}# Added from .dev.vars.example:\n${added}\n`);
}

/** Applies every D1 migration of the api to the local database (optionally in `persistTo`). */
export function migrate({ persistTo } = {}) {
  const args = [
    wranglerBin,
    'd1',
    'migrations',
    'apply',
    'DB',
    '--local',
    '-c',
    'api/wrangler.jsonc',
  ];
  if (persistTo) args.push('--persist-to', persistTo);
  // stdin closed: wrangler then applies without asking for confirmation.
  return run(process.execPath, args, {
    stdio: ['ignore', persistTo ? 'ignore' : 'inherit', 'inherit'],
  });
}

function varArgs(vars) {
  return Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
}

/** The api with the documents Worker it reads PDFs through, in one wrangler (primary first). */
const apiConfigs = ['api/wrangler.jsonc', 'documents/wrangler.toml'];

function startWrangler(config, port, { vars = {}, persistTo, quiet, registry }) {
  const configs = [config].flat().flatMap((file) => ['-c', file]);
  const args = [wranglerBin, 'dev', ...configs, '--port', String(port), '--ip', '127.0.0.1'];
  args.push('--show-interactive-dev-session=false', '--inspector-port', '0', ...varArgs(vars));
  if (persistTo) args.push('--persist-to', persistTo);
  return spawn(process.execPath, args, {
    cwd: root,
    env: registry ? { ...quietEnv, WRANGLER_REGISTRY_PATH: registry } : quietEnv,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}

/**
 * Polls a URL until it answers (any status, or one `accept` takes) or the time runs out.
 */
export async function waitFor(url, child, timeoutMs = 90_000, accept = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    const res = await fetch(url, { redirect: 'manual' }).catch(() => null);
    await res?.body?.cancel();
    if (res && accept(res.status)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Stops a child started with `detached: true`, with its whole process group. */
export function stop(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      resolve();
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }, 5000).unref();
  });
}

function collectLogs(children) {
  const logs = [];
  for (const child of children) {
    child.stdout?.on('data', (chunk) => logs.push(String(chunk)));
    child.stderr?.on('data', (chunk) => logs.push(String(chunk)));
  }
  return logs;
}

async function whenReady(checks, children, logs) {
  try {
    await Promise.all(checks);
  } catch (error) {
    await Promise.all(children.map(stop));
    throw new Error(`${error.message}\n${logs.join('')}`);
  }
}

/** Starts the api Worker alone (used with `waku dev` for the web app). */
export async function startApi({ apiPort, apiVars = {}, persistTo, quiet = false }) {
  const api = startWrangler(apiConfigs, apiPort, { vars: apiVars, persistTo, quiet });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const logs = collectLogs([api]);
  await whenReady([waitFor(`${apiUrl}/health`, api)], [api], logs);
  return { apiUrl, logs, stop: () => stop(api) };
}

/**
 * Starts the api, the sandbox (code previews) and the built web Worker pointing at both.
 * Returns their URLs and `stop()`. `apiVars`/`webVars` override configuration (e.g. a fake
 * provider's base URL in tests); `sandboxVars` the sandbox's (e.g. the Python run limit). The
 * sandbox takes `sandboxPort`, or a free port. `processGroups` are the three wranglers' process
 * groups, their workerd processes included.
 */
export async function startWorkers({
  webPort,
  apiPort,
  sandboxPort,
  apiVars = {},
  webVars = {},
  sandboxVars = {},
  persistTo,
  quiet = false,
}) {
  // The web Worker's `API` service binding finds the api through wrangler's dev registry: one
  // of this run's own, so a test run never binds to another run's api (or `npm start`'s).
  const registry = mkdtempSync(join(tmpdir(), 'beseda-registry-'));
  const api = startWrangler(apiConfigs, apiPort, {
    vars: apiVars,
    persistTo,
    quiet,
    registry,
  });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  // Code previews run on an origin of their own, framed only by this web Worker
  // (docs/decisions/106-code-previews.md).
  const sandboxAt = sandboxPort ?? (await freePort());
  const sandboxUrl = `http://127.0.0.1:${sandboxAt}`;
  const sandbox = startWrangler('sandbox/wrangler.toml', sandboxAt, {
    vars: { APP_ORIGIN: `http://127.0.0.1:${webPort}`, ...sandboxVars },
    quiet,
    registry,
  });
  const web = startWrangler('wrangler.toml', webPort, {
    vars: { API_URL: apiUrl, SANDBOX_ORIGIN: sandboxUrl, ...webVars },
    persistTo,
    quiet,
    registry,
  });
  const webUrl = `http://127.0.0.1:${webPort}`;
  const logs = collectLogs([api, web, sandbox]);
  // The web Worker answers before its service binding reaches the api (a few seconds of 503):
  // ready means a call through the binding gets the api's own answer (401 without a session).
  const throughBinding = waitFor(`${webUrl}/api/v1/chat`, web, 90_000, (status) => status === 401);
  await whenReady(
    [
      waitFor(`${apiUrl}/health`, api),
      waitFor(`${webUrl}/favicon.svg`, web),
      throughBinding,
      waitFor(`${sandboxUrl}/`, sandbox),
    ],
    [api, web, sandbox],
    logs,
  ).catch((error) => {
    rmSync(registry, { recursive: true, force: true });
    throw error;
  });
  const stopBoth = async () => {
    await Promise.all([stop(api), stop(web), stop(sandbox)]);
    rmSync(registry, { recursive: true, force: true });
  };
  // Each wrangler leads a process group with its workerd: a bench can lower their priority.
  const processGroups = [api.pid, web.pid, sandbox.pid];
  return { apiUrl, webUrl, sandboxUrl, logs, processGroups, stop: stopBoth };
}
