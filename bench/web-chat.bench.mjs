// The web chat's weight and the web front's cost on the stream (issue 6): gzipped JavaScript a
// browser loads for /ru/auth/login and /ru/chat/{id}, and the time to the first delta through
// the web Worker's /api (web → api → fake OpenAI) against the api alone, as a difference in one
// run. Needs `npm run build` first. Writes its section of bench/RESULTS.md.
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startFakeOpenAI } from '../tests/fakes/index.mjs';
import { signUpInPage } from './lib/local-d1.mjs';
import { startLocalWorkers } from './lib/local-workers.mjs';
import { writeResultsSection } from './lib/results.mjs';

const RUNS = 41;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => (bytes / 1024).toFixed(1);
/** Exact, so a page a few bytes from its budget reads as over or under. */
const bytes = (n) => n.toLocaleString('en-US');

/** Gzipped bytes of every script the page loads until the network is idle. */
async function initialScripts(page, url) {
  const scripts = new Map();
  const onResponse = async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !response.url().endsWith('.js')) return;
    try {
      scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {}
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  page.off('response', onResponse);
  // BENCH_LIST_FILES=1 prints each script and its gzipped bytes, largest first.
  if (process.env.BENCH_LIST_FILES === '1') {
    const rows = [...scripts].sort((a, b) => b[1] - a[1]);
    console.log(
      `${url}\n${rows.map(([file, size]) => `  ${size}\t${new URL(file).pathname}`).join('\n')}`,
    );
  }
  return { files: scripts.size, gzip: [...scripts.values()].reduce((a, b) => a + b, 0) };
}

/** Milliseconds from sending a question to the first delta event of the answer. */
async function firstDelta(url, headers) {
  const form = new FormData();
  form.set('messages', JSON.stringify([{ role: 'user', content: 'bench' }]));
  form.set('requestId', crypto.randomUUID());
  const start = performance.now();
  const res = await fetch(`${url}/v1/openai/gpt/gpt-mini?timestamp=${Date.now()}`, {
    method: 'POST',
    body: form,
    headers: { 'X-Stream': 'true', ...headers },
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of res.body) {
    text += decoder.decode(chunk, { stream: true });
    if (text.includes('event: delta')) {
      const elapsed = performance.now() - start;
      await res.body.cancel().catch(() => {});
      return elapsed;
    }
  }
  throw new Error('no delta');
}

const fake = await startFakeOpenAI({ chunks: ['one ', 'two ', 'three'], delayMs: 1 });
const { workers, persistTo } = await startLocalWorkers('web', {
  OPENAI_BASE_URL: `${fake.url}/v1`,
  OPENAI_API_KEY: 'bench',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await initialScripts(page, `${workers.webUrl}/ru/auth/login`);

  await signUpInPage(page, workers.webUrl, persistTo, { locale: 'ru', prefix: 'bench' });
  const cookies = await context.cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const access = cookies.find((c) => c.name === '__Host-beseda_at')?.value;

  // A chat with one answer, opened fresh: what a returning person downloads.
  await firstDelta(`${workers.webUrl}/api`, { cookie, origin: workers.webUrl });
  const chats = await (
    await fetch(`${workers.apiUrl}/v1/chat`, { headers: { Authorization: `Bearer ${access}` } })
  ).json();
  const chatId = chats.items[0].id;
  await context.clearCookies({ name: 'never' });
  const fresh = await context.newPage();
  const chat = await initialScripts(fresh, `${workers.webUrl}/ru/chat/${chatId}`);

  const web = [];
  const api = [];
  for (let i = 0; i < RUNS; i += 1) {
    api.push(await firstDelta(workers.apiUrl, { Authorization: `Bearer ${access}` }));
    web.push(await firstDelta(`${workers.webUrl}/api`, { cookie, origin: workers.webUrl }));
  }
  const table = [
    '| Measure | figure | target |',
    '|---|---|---|',
    `| initial JS of /ru/auth/login, gzip | ${kb(login.gzip)} kB (${login.files} files; ${bytes(login.gzip)} bytes) | ≤ 90 kB (92,160 bytes) |`,
    `| initial JS of /ru/chat/{id}, gzip | ${kb(chat.gzip)} kB (${chat.files} files; ${bytes(chat.gzip)} bytes) | goal ≤ 140 kB (143,360 bytes), limit 160 kB (163,840 bytes) |`,
    `| first delta, api alone, median | ${median(api).toFixed(1)} ms | |`,
    `| first delta, web → api, median | ${median(web).toFixed(1)} ms | |`,
    `| added by the web front, median | ${(median(web) - median(api)).toFixed(1)} ms | < 5 ms |`,
  ].join('\n');
  console.log(table);
  const section = [
    '<!-- web-chat:start -->',
    '## web-chat: weight of the chat pages and the front on the stream (issue 6)',
    '',
    `\`npm run bench -- web-chat\` — built web Worker and api in \`wrangler dev\`, fake OpenAI;`,
    `scripts counted as Chromium loads them until the network is idle, gzip level 9; first delta`,
    `over ${RUNS} alternating sends each way (medians). Recorded ${new Date().toISOString().slice(0, 10)}.`,
    '',
    table,
    '',
    'The front reaches the api through its `API` service binding (decision 005), so its share is',
    'the Hono front itself (cookie to bearer, unbuffered passthrough) plus wrangler’s dev proxy for',
    'the extra Worker; the difference of medians moves by a few ms either way between runs on the',
    '2 shared cores, so read it against that noise (it was 8.5 ms over the network before).',
    '<!-- web-chat:end -->',
  ].join('\n');
  writeResultsSection('web-chat', section);
} finally {
  await browser.close();
  await workers.stop();
  await fake.close();
  rmSync(persistTo, { recursive: true, force: true });
}
