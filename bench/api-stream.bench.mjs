// Streaming overhead of the api: time to first delta and the gap between deltas through
// `wrangler dev` (api Worker → Generation Durable Object → AI SDK → fake OpenAI) against the same
// fake hit directly, on loopback, as ratios in one run. Writes its section of bench/RESULTS.md.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDevVars } from '../scripts/lib/workers.mjs';
import { startFakeOpenAI } from '../tests/fakes/index.mjs';
import { requireMailedCode } from './lib/local-d1.mjs';
import { writeResultsSection } from './lib/results.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHUNKS = 40;
const DELAY_MS = 15;
const RUNS = 6;

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Reads an SSE response, returning the arrival time of each text delta. */
async function deltaTimes(res, isDelta) {
  const times = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body) {
    buffer += decoder.decode(chunk, { stream: true });
    const frames = buffer.split('\n\n');
    buffer = frames.pop() ?? '';
    const now = performance.now();
    for (const frame of frames) if (isDelta(frame)) times.push(now);
  }
  return times;
}

function summary(start, times) {
  const gaps = times
    .slice(1)
    .map((t, i) => t - times[i])
    .sort((a, b) => a - b);
  const pick = (q) => gaps[Math.min(gaps.length - 1, Math.floor(q * gaps.length))] ?? 0;
  return { first: times[0] - start, gapP50: pick(0.5), gapP95: pick(0.95), deltas: times.length };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function direct(fake) {
  const start = performance.now();
  const res = await fetch(`${fake.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      model: 'gpt-4o-mini',
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: 'user', content: 'bench' }],
    }),
  });
  return summary(start, await deltaTimes(res, (f) => f.includes('"content":"w')));
}

async function viaApi(base, token) {
  const form = new FormData();
  form.set('messages', JSON.stringify([{ role: 'user', content: 'bench' }]));
  form.set('requestId', crypto.randomUUID());
  const start = performance.now();
  const res = await fetch(`${base}/v1/openai/gpt/gpt-mini?timestamp=${Date.now()}`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}`, 'X-Stream': 'true' },
  });
  if (!res.ok) throw new Error(`api answered ${res.status}: ${await res.text()}`);
  return summary(start, await deltaTimes(res, (f) => f.includes('event: delta')));
}

async function waitFor(url, tries = 120) {
  for (let i = 0; i < tries; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up:\n${serverLog.slice(-2000)}`);
}

const fake = await startFakeOpenAI({
  chunks: Array.from({ length: CHUNKS }, (_, i) => `w${i} `),
  delayMs: DELAY_MS,
});
ensureDevVars(); // the local configuration: starting balance, secrets
const persist = mkdtempSync(join(tmpdir(), 'beseda-bench-'));
const port = await freePort();
// Run wrangler with this Node (npm scripts put the project's Node 24 first on PATH).
const wranglerJs = join(root, 'node_modules/wrangler/bin/wrangler.js');
const config = join(root, 'api/wrangler.jsonc');
spawnSync(
  process.execPath,
  [wranglerJs, 'd1', 'migrations', 'apply', 'DB', '--local', '-c', config, '--persist-to', persist],
  {
    cwd: root,
    stdio: 'ignore',
  },
);
const server = spawn(
  process.execPath,
  [
    wranglerJs,
    'dev',
    '-c',
    config,
    '--port',
    String(port),
    '--local',
    '--persist-to',
    persist,
    '--var',
    `OPENAI_BASE_URL:${fake.url}/v1`,
    '--var',
    'JWT_SECRET:bench-only-secret-0123456789abcdef',
  ],
  { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
);
let serverLog = '';
server.stderr.on('data', (chunk) => {
  serverLog += chunk;
});
try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/health`);
  const email = `bench-${Date.now()}@example.com`;
  const register = await fetch(`${base}/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench password 42' }),
  });
  const { accessToken } = await register.json();
  // The starting balance comes with the confirmed email.
  const confirmed = await fetch(`${base}/v1/auth/confirm-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ code: await requireMailedCode(persist, email) }),
  });
  if (!confirmed.ok) throw new Error(`confirm-email answered ${confirmed.status}`);
  await viaApi(base, accessToken); // warm-up: module load, Durable Object class, D1 files
  await direct(fake);
  const rows = { direct: [], api: [] };
  for (let i = 0; i < RUNS; i += 1) {
    rows.direct.push(await direct(fake));
    rows.api.push(await viaApi(base, accessToken));
  }
  const pick = (list, key) => median(list.map((r) => r[key]));
  const fig = (key) => ({ direct: pick(rows.direct, key), api: pick(rows.api, key) });
  const first = fig('first');
  const gap = fig('gapP50');
  const gap95 = fig('gapP95');
  const ratio = (f) => (f.api / f.direct).toFixed(2);
  const ms = (n) => n.toFixed(1);
  const table = [
    '| Measure (median of runs) | fake direct | through api | ratio api/direct |',
    '|---|---|---|---|',
    `| time to first delta, ms | ${ms(first.direct)} | ${ms(first.api)} | ${ratio(first)} |`,
    `| gap between deltas p50, ms | ${ms(gap.direct)} | ${ms(gap.api)} | ${ratio(gap)} |`,
    `| gap between deltas p95, ms | ${ms(gap95.direct)} | ${ms(gap95.api)} | ${ratio(gap95)} |`,
  ].join('\n');
  console.log(table);
  const section = [
    '<!-- api-stream:start -->',
    '## api-stream: streaming overhead of the api (issue 5)',
    '',
    `\`npm run bench -- api-stream\` — ${RUNS} runs, ${CHUNKS} deltas ${DELAY_MS} ms apart from the fake`,
    'OpenAI server; through `wrangler dev --local` (Worker → Generation Durable Object → AI SDK → fake)',
    `vs. the fake directly, loopback. Recorded ${new Date().toISOString().slice(0, 10)}.`,
    '',
    table,
    '',
    'The first delta waits for what the api does before the provider is asked, by design: the',
    'session check, the billing hold and saving the chat, question and `streaming` answer in D1;',
    'after that, deltas pass through at the provider’s pace.',
    '<!-- api-stream:end -->',
  ].join('\n');
  writeResultsSection('api-stream', section);
} finally {
  if (server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  await fake.close();
  rmSync(persist, { recursive: true, force: true });
}
