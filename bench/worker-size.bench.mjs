// `npm run bench -- size`: what each deployed Worker uploads (`wrangler deploy --dry-run`,
// production environment), what is biggest in it, and how long workerd takes to load it and
// answer its first request (cold start), against a one-line Worker in the same harness.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions as workerOptionsOf } from 'wrangler';
import { quietEnv, root } from '../scripts/lib/workers.mjs';
import { writeResultsSection } from './lib/results.mjs';

const out = mkdtempSync(join(tmpdir(), 'beseda-size-'));
const runs = 9;

function dryRun(config, name) {
  const outdir = join(out, name);
  const result = spawnSync(
    process.execPath,
    [
      `${root}/node_modules/wrangler/bin/wrangler.js`,
      'deploy',
      '--dry-run',
      '-c',
      config,
      '--env',
      'production',
      '--outdir',
      outdir,
      '--metafile',
      join(out, `${name}.meta.json`),
    ],
    { cwd: root, env: { ...quietEnv, WRANGLER_LOG: 'log' }, encoding: 'utf8' },
  );
  const total = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(result.stdout);
  if (!total) throw new Error(`dry run of ${config} failed:\n${result.stdout}${result.stderr}`);
  return { outdir, kib: Number(total[1]), gzipKib: Number(total[2]) };
}

const files = (dir) =>
  readdirSync(dir, { recursive: true })
    .map((file) => join(dir, String(file)))
    .filter((file) => statSync(file).isFile() && /\.m?js$/.test(file));

/** The biggest packages of a bundled Worker, by minified bytes in its output (esbuild metafile). */
function packagesOf(metafile) {
  const meta = JSON.parse(readFileSync(metafile, 'utf8'));
  const output = Object.values(meta.outputs).find((o) => o.entryPoint);
  const byPackage = {};
  for (const [file, input] of Object.entries(output?.inputs ?? {})) {
    const name = file.includes('node_modules/')
      ? file.replace(/.*node_modules\/((@[^/]+\/)?[^/]+)(\/v4\/[a-z]+)?.*/, '$1$3')
      : 'our code';
    byPackage[name] = (byPackage[name] ?? 0) + input.bytesInOutput;
  }
  return Object.entries(byPackage).sort((a, b) => b[1] - a[1]);
}

/** The biggest modules of an unbundled Worker (the web's Vite output), gzip. */
function modulesOf(dir) {
  return files(dir)
    .map((file) => [relative(dir, file), gzipSync(readFileSync(file)).length])
    .sort((a, b) => b[1] - a[1]);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Cold start, median of runs: milliseconds from starting workerd with the Worker until it is
 * loaded (`ready`: modules evaluated, nothing served yet), and until its first answer (`total`).
 */
async function coldStart(options, path) {
  const ready = [];
  const total = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const mf = new Miniflare(
      convertV4MiniflareOptions({ workers: [{ name: 'bench', ...options }] }),
    );
    await mf.ready;
    ready.push(performance.now() - started);
    const res = await mf.dispatchFetch(`http://localhost${path}`);
    await res.arrayBuffer();
    total.push(performance.now() - started);
    if (res.status >= 500) throw new Error(`${path} answered ${res.status}`);
    await mf.dispose();
  }
  return { ready: median(ready), total: median(total) };
}

const api = dryRun('api/wrangler.jsonc', 'api');
const web = dryRun('wrangler.toml', 'web');
const documents = dryRun('documents/wrangler.toml', 'documents');
const sandbox = dryRun('sandbox/wrangler.toml', 'sandbox');

// Module rules are for wrangler's bundling; here each Worker gets its built modules directly.
const { modulesRules: _apiRules, ...apiOptions } = workerOptionsOf(
  join(root, 'api/wrangler.jsonc'),
  'production',
).workerOptions;
const { modulesRules: _rules, ...webOptions } = workerOptionsOf(
  join(root, 'wrangler.toml'),
  'production',
).workerOptions;
// Controls: the same bindings (D1, R2, Durable Objects, assets) with a one-line Worker, so the
// difference is what loading our code costs.
const oneLiner = (exports = '') =>
  `${exports}\nexport default { fetch: () => new Response('ok') };`;
const durableObjects = `import { DurableObject } from 'cloudflare:workers';
${['Generation', 'MidjourneyTask', 'TranscriptionJob', 'AvatarJob', 'KnowledgeIndex'].map((name) => `export class ${name} extends DurableObject {}`).join('\n')}`;
// The documents Worker is not started here: nothing in the measured request reads a PDF.
const apiBindings = {
  ...apiOptions,
  serviceBindings: {},
  bindings: { JWT_SECRET: 'bench-only-secret' },
};
const webBindings = {
  ...webOptions,
  serviceBindings: { API: () => new Response('no api in the bench', { status: 503 }) },
  assets: { directory: join(root, 'dist/public'), binding: 'ASSETS' },
};
const apiControl = await coldStart(
  { ...apiBindings, modules: true, script: oneLiner(durableObjects) },
  '/',
);
const apiStart = await coldStart(
  {
    ...apiBindings,
    modules: true,
    modulesRoot: api.outdir,
    scriptPath: join(api.outdir, 'index.js'),
  },
  // Refused before any D1 read: what is measured is loading the Worker, not the database.
  '/v1/user',
);
const webControl = await coldStart({ ...webBindings, modules: true, script: oneLiner() }, '/');
const webStart = await coldStart(
  {
    ...webBindings,
    modulesRoot: join(root, 'dist/server'),
    // Entry first, then every module of the build, as wrangler uploads them (no_bundle).
    modules: [
      join(root, 'dist/server/index.js'),
      ...files(join(root, 'dist/server')).filter((f) => !f.endsWith('dist/server/index.js')),
    ].map((path) => ({ type: 'ESModule', path })),
  },
  // A whole server-rendered page (the sign-in page needs no api).
  '/ru/auth/login',
);
const apiPackages = packagesOf(join(out, 'api.meta.json')).slice(0, 8);
const webModules = modulesOf(join(root, 'dist/server')).slice(0, 6);
rmSync(out, { recursive: true, force: true });
const ms = (value) => value.toFixed(0);
const kib = (bytes) => (bytes / 1024).toFixed(0);
const section = `<!-- worker-size:start -->
## worker-size: what each Worker uploads and how fast it starts (lean Workers)

\`npm run bench -- size\` — \`wrangler deploy --dry-run --env production\` of each Worker, then
workerd (Miniflare) started ${runs} times per Worker with its production bindings; medians. The
control is the same bindings with a one-line Worker. Recorded ${new Date().toISOString().slice(0, 10)}.

| Worker | upload | gzip (limit 1024) | loaded, ms (control) | first answer, ms (control) |
|---|---|---|---|---|
| web | ${web.kib} KiB | ${web.gzipKib} KiB | ${ms(webStart.ready)} (${ms(webControl.ready)}) | ${ms(webStart.total)} (${ms(webControl.total)}) to \`/ru/auth/login\` |
| api | ${api.kib} KiB | ${api.gzipKib} KiB | ${ms(apiStart.ready)} (${ms(apiControl.ready)}) | ${ms(apiStart.total)} (${ms(apiControl.total)}) to \`/v1/user\` (401) |
| documents (PDF text, decision 093) | ${documents.kib} KiB | ${documents.gzipKib} KiB | — | — |
| sandbox (code previews) | ${sandbox.kib} KiB | ${sandbox.gzipKib} KiB | — | — |

Biggest parts of the api bundle (minified bytes): ${apiPackages
  .map(([name, bytes]) => `${name} ${kib(bytes)} KiB`)
  .join(', ')}. Biggest modules of the web Worker (gzip): ${webModules
  .map(([name, bytes]) => `\`${name}\` ${kib(bytes)} KiB`)
  .join(', ')}.

Loading is the difference from the control: it is what workerd spends parsing and evaluating our
modules before the first request. Times on this shared 2-core machine vary by ±50% between runs;
compare within one run. Decision: docs/decisions/090-lean-workers.md.
<!-- worker-size:end -->`;
console.log(section);
writeResultsSection('worker-size', section);
