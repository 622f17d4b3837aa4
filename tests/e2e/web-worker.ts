import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
// @ts-expect-error plain ESM helper shared with `npm start`
import { freePort, quietEnv, root, stop, waitFor } from '../../scripts/lib/workers.mjs';

export type WebWorker = {
  url: string;
  port: number;
  logs: string[];
  stop: () => Promise<void>;
};

/**
 * Another web Worker in workerd beside the one of this run (global-setup), serving a build
 * folder (default `dist/`) with vars of its own, e.g. analytics configured. It reaches this
 * run's api over HTTP at `API_URL` (no service binding). `port` reuses a port, as a deploy
 * replaces the Worker behind one address.
 *
 * @example const web = await startWebWorker({ vars: { METRIKA_COUNTER_IDS: '1' } });
 */
export async function startWebWorker(
  options: { dist?: string; vars?: Record<string, string>; port?: number } = {},
): Promise<WebWorker> {
  const dist = resolve(root, options.dist ?? 'dist');
  const folder = mkdtempSync(join(tmpdir(), 'beseda-web-'));
  const config = join(folder, 'wrangler.json');
  writeFileSync(
    config,
    JSON.stringify({
      name: 'beseda-web-e2e',
      main: join(dist, 'server/index.js'),
      compatibility_date: '2026-11-01',
      compatibility_flags: ['nodejs_compat'],
      no_bundle: true,
      rules: [{ type: 'ESModule', globs: ['**/*.js', '**/*.mjs'] }],
      assets: {
        binding: 'ASSETS',
        directory: join(dist, 'public'),
        html_handling: 'drop-trailing-slash',
        not_found_handling: 'none',
        run_worker_first: ['/*', '!/assets/*'],
      },
    }),
  );
  const port: number = options.port ?? (await freePort());
  const vars = { API_URL: inject('apiUrl'), ...options.vars };
  const args = [`${root}/node_modules/wrangler/bin/wrangler.js`, 'dev', '-c', config];
  args.push('--port', String(port), '--ip', '127.0.0.1', '--inspector-port', '0');
  args.push('--show-interactive-dev-session=false', '--persist-to', join(folder, 'state'));
  for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}:${value}`);
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: { ...quietEnv, WRANGLER_REGISTRY_PATH: join(folder, 'registry') },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const logs: string[] = [];
  child.stdout?.on('data', (chunk) => logs.push(String(chunk)));
  child.stderr?.on('data', (chunk) => logs.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const stopIt = async () => {
    await stop(child);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/favicon.svg`, child);
  } catch (error) {
    await stopIt();
    throw new Error(`${(error as Error).message}\n${logs.join('')}`);
  }
  return { url, port, logs, stop: stopIt };
}
