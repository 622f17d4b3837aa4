// Main-thread time per streamed token while four models answer one question side by side
// (compare, docs/decisions/165-compare-models.md) against one answer streaming alone, measured
// with Chromium's performance metrics (TaskDuration). Needs `npm run build` first. Writes its
// section of bench/RESULTS.md.
import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startFakeOpenAI } from '../tests/fakes/index.mjs';
import { signUpInPage } from './lib/local-d1.mjs';
import { startLocalWorkers } from './lib/local-workers.mjs';
import { writeResultsSection } from './lib/results.mjs';

const TOKENS = 200;
/** Sends of each kind; the figure is their median. */
const SENDS = Number(process.env.SENDS ?? 5);
const MODELS = ['gpt:gpt-mini', 'gpt:gpt', 'local:llama', 'local:qwen'];
const sel = (id) => `[data-testid="${id}"]`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function pick(page, picker, model) {
  await page.click(sel(picker));
  await page.click(`${sel(`${picker}-popup`)} ${sel('model-option')}[data-value="${model}"]`);
}

/** Main-thread ms per token of one send: `answers` answers of `TOKENS` deltas each. */
async function perToken(page, cdp, answers) {
  const metric = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  if (await page.$(sel('compare'))) {
    await page.click(sel('compare-close'));
    await page.waitForSelector(sel('compare'), { state: 'detached' });
  }
  const count = async () => (await page.$$(sel('message-assistant'))).length;
  const before = await count();
  const start = await metric();
  await page.fill(sel('composer-input'), `stream fake:chunks=${TOKENS} fake:delay=10`);
  await page.press(sel('composer-input'), 'Enter');
  const done =
    answers === 1
      ? async () =>
          (await count()) > before &&
          (await page.$eval(
            `${sel('message-assistant')}:last-of-type`,
            (el) => el.getAttribute('data-status') === 'complete',
          ))
      : async () =>
          (await page.$$(`${sel('compare-answer')}[data-status="complete"]`)).length === answers;
  for (const deadline = Date.now() + 120_000; !(await done()); ) {
    if (Date.now() > deadline) throw new Error('the answers did not complete');
    await page.waitForTimeout(50);
  }
  return (((await metric()) - start) * 1000) / (TOKENS * answers);
}

const fake = await startFakeOpenAI({ delayMs: 1 });
const { workers, persistTo } = await startLocalWorkers('compare', {
  OPENAI_BASE_URL: `${fake.url}/v1`,
  OPENAI_API_KEY: 'bench',
  OPENAI_COMPATIBLE_BASE_URL: `${fake.url}/v1`,
  OPENAI_COMPATIBLE_MODELS: 'llama,qwen',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signUpInPage(page, workers.webUrl, persistTo, { locale: 'ru', prefix: 'compare' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${workers.webUrl}/ru/chat`);
  await page.waitForSelector(`${sel('model-picker')}[data-ready="true"]`);
  await pick(page, 'model-picker', MODELS[0]);

  // Alternating, so both kinds meet the same load on the shared machine.
  const arm = async (on) => {
    const pressed = (await page.getAttribute(sel('compare-toggle'), 'aria-pressed')) === 'true';
    if (pressed !== on) await page.click(sel('compare-toggle'));
    if (on) for (const model of MODELS.slice(1)) await pick(page, 'compare-add', model);
  };
  await perToken(page, cdp, 1); // warm-up: loads the markdown code, creates the chat
  await arm(true);
  await perToken(page, cdp, MODELS.length); // warm-up: loads the comparison's code
  const single = [];
  const four = [];
  for (let i = 0; i < SENDS; i += 1) {
    await arm(false);
    single.push(await perToken(page, cdp, 1));
    await arm(true);
    four.push(await perToken(page, cdp, MODELS.length));
  }
  const one = median(single);
  const many = median(four);
  const perSend = (perTokenMs, answers) => Math.round(perTokenMs * TOKENS * answers);
  const table = [
    '| Streams | main-thread ms per send | main-thread ms per token | target |',
    '|---|---|---|---|',
    `| one answer | ${perSend(one, 1)} | ${one.toFixed(2)} | |`,
    `| four answers side by side | ${perSend(many, MODELS.length)} | ${many.toFixed(2)} | |`,
    `| ratio four/one | | ${(many / one).toFixed(2)} | ≤ 1.5 |`,
  ].join('\n');
  console.log(table);
  const section = [
    '<!-- web-compare:start -->',
    '## web-compare: main-thread time per token, four answers side by side',
    '',
    `\`npm run bench -- web-compare\` — Chromium \`TaskDuration\` while answers of ${TOKENS} deltas`,
    '(10 ms apart, fake OpenAI) stream into the chat: one answer alone, then the same question put',
    `to ${MODELS.length} models at once with the composer's "Compare" (decision 165), per token of all`,
    `the answers; median of ${SENDS} sends each, alternating. Recorded ${new Date().toISOString().slice(0, 10)}.`,
    '',
    table,
    '',
    'Each compared answer is its own `runAnswer`, showing its text at most every 50 ms like any',
    'answer (decision 115); a send has work of its own (the question, the chat list, the end of',
    'the answer) that four answers share, so a token of a comparison costs less than one of a',
    'lone answer, and a whole comparison costs well under four lone answers. `TaskDuration` on',
    'the 2 shared cores moves a lot between runs (one answer gave 6 to 13 ms per token in one',
    'trial run); read the ratio of the alternating medians, not the absolute figures.',
    '<!-- web-compare:end -->',
  ].join('\n');
  writeResultsSection('web-compare', section);
} finally {
  await browser.close();
  await workers.stop();
  await fake.close();
  rmSync(persistTo, { recursive: true, force: true });
}
