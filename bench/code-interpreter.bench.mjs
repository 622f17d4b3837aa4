// `npm run bench -- code-interpreter`: the Python runner (docs/decisions/156-code-interpreter.md)
// in Chromium, against the sandbox Worker in `wrangler dev`: Pyodide's cold start to the first
// result (a fresh browser context: nothing cached), a warm run in the same interpreter, and the
// first result of a new interpreter in the same page (files cached by the HTTP cache, if at all);
// plus the sandbox Worker's own upload size (`wrangler deploy --dry-run`), which must stay under
// 1 MB gzip with Pyodide's files as static assets.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { freePort, quietEnv, root, stop, waitFor } from '../scripts/lib/workers.mjs';
import { writeResultsSection } from './lib/results.mjs';

const runs = 3;
const appPort = await freePort();
const sandboxPort = await freePort();
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;

// A page that frames the runner as the chat does and times each run from the moment it is asked.
const page = `<!doctype html><body><script>
const frame = document.createElement('iframe');
frame.setAttribute('sandbox', 'allow-scripts');
frame.hidden = true;
let ready;
const readyNow = new Promise((resolve) => { ready = resolve; });
const waiting = new Map();
addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow) return;
  if (event.data.type === 'beseda-python-ready') ready();
  if (event.data.type === 'beseda-python-result') waiting.get(event.data.id)?.(event.data);
});
window.run = async (code) => {
  const started = performance.now();
  await readyNow;
  const id = crypto.randomUUID();
  const result = await new Promise((resolve) => {
    waiting.set(id, resolve);
    frame.contentWindow.postMessage({ type: 'beseda-python-run', id, code, files: [] }, '*');
  });
  return { ms: performance.now() - started, stdout: result.stdout };
};
frame.src = '${sandboxUrl}/python';
document.body.append(frame);
</script></body>`;
const app = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end(page);
}).listen(appPort, '127.0.0.1');

const sandbox = spawn(
  process.execPath,
  [
    `${root}/node_modules/wrangler/bin/wrangler.js`,
    'dev',
    '-c',
    'sandbox/wrangler.toml',
    '--port',
    String(sandboxPort),
    '--ip',
    '127.0.0.1',
    '--inspector-port',
    '0',
    '--show-interactive-dev-session=false',
    '--var',
    `APP_ORIGIN:http://127.0.0.1:${appPort}`,
    '--var',
    'PYTHON_RUN_TIMEOUT_MS:2000',
  ],
  { cwd: root, env: quietEnv, stdio: 'ignore', detached: true },
);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cold = [];
const warm = [];
const restarted = [];
try {
  await waitFor(`${sandboxUrl}/python`, sandbox);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`http://127.0.0.1:${appPort}/`);
    const first = await tab.evaluate(() => window.run('x = sum(range(1000))\nprint(x)'));
    if (first.stdout !== '499500\n') throw new Error(`unexpected output ${first.stdout}`);
    cold.push(first.ms);
    warm.push((await tab.evaluate(() => window.run('print(x + 1)'))).ms);
    // A run past the limit ends the interpreter; the next one starts a new one.
    await tab.evaluate(() => window.run('while True:\n    pass'));
    restarted.push((await tab.evaluate(() => window.run('print(1)'))).ms);
    await context.close();
  }
  await browser.close();
} finally {
  await stop(sandbox);
  app.close();
}

const dry = spawnSync(
  process.execPath,
  [
    `${root}/node_modules/wrangler/bin/wrangler.js`,
    'deploy',
    '--dry-run',
    '-c',
    'sandbox/wrangler.toml',
    '--env',
    'production',
  ],
  { cwd: root, env: { ...quietEnv, WRANGLER_LOG: 'log' }, encoding: 'utf8' },
);
const size = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(dry.stdout);

const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;
const rows = [
  `| cold start to first result (fresh context), median of ${runs} | ${ms(median(cold))} | |`,
  `| warm run (same interpreter), median of ${runs} | ${ms(median(warm))} | |`,
  `| first result of a new interpreter in the same page, median of ${runs} | ${ms(median(restarted))} | |`,
  `| sandbox Worker upload, gzip | ${size ? `${size[2]} KiB` : 'n/a'} | < 1 MB |`,
];
console.log(rows.join('\n'));
writeResultsSection(
  'code-interpreter',
  [
    '<!-- code-interpreter:start -->',
    '## code-interpreter: Pyodide in the browser sandbox',
    '',
    '`npm run bench -- code-interpreter` — the sandbox Worker in `wrangler dev`, Debian Chromium',
    'headless, a page framing `/python` as the chat does; each time is from asking to the result',
    `(\`print\` of a small sum). Recorded ${new Date().toISOString().slice(0, 10)} at a load average of`,
    `${loadavg()[0].toFixed(1)} on the shared machine: the cold start is CPU-bound, so it grows with the load.`,
    '',
    '| Measure | figure | target |',
    '|---|---|---|',
    ...rows,
    '',
    'The cold start downloads and compiles about 12 MB (the WebAssembly module and the standard',
    'library) and starts CPython; a warm run is the interpreter alone. A new interpreter in the same',
    'page fetched the files again here (the frame is an opaque origin; Chromium did not answer its',
    'requests from the HTTP cache), so a timeout costs a second cold start.',
    '<!-- code-interpreter:end -->',
  ].join('\n'),
);
