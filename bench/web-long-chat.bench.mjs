// Main-thread time per streamed token in a 1,000-message chat against a new chat (issue 6),
// measured with Chromium's performance metrics (TaskDuration) while an answer of 200 deltas
// streams in. The person is an account of the previous version: the long chat's older messages
// are written to D1, then the move takes the chat into their object, where the api reads it
// (bench/lib/objects.mjs). Needs `npm run build` first. Writes its section of bench/RESULTS.md.
import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { executeSql, sqlText } from '../scripts/lib/d1.mjs';
import { startFakeOpenAI } from '../tests/fakes/index.mjs';
import { signUpInPage } from './lib/local-d1.mjs';
import { startLocalWorkers } from './lib/local-workers.mjs';
import { asPreviousVersion, MOVE_TOKEN, moveIntoObjects } from './lib/objects.mjs';
import { writeResultsSection } from './lib/results.mjs';

const MESSAGES = 1000;
const TOKENS = 200;
/** Answers streamed into each chat; the figure is their median. */
const SENDS = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const answerMarkdown = (i) =>
  `Answer ${i}: a paragraph with **bold** text and a [link](https://example.com/${i}).\n\n- one\n- two\n\n\`\`\`js\nconst n = ${i};\n\`\`\``;

/** Median over `SENDS` answers of main-thread milliseconds per token in the open chat. */
async function medianPerToken(page, cdp) {
  const runs = [];
  for (let i = 0; i < SENDS; i += 1) runs.push(await perToken(page, cdp));
  return median(runs);
}

/** Milliseconds of main-thread work per token while one answer streams into the open chat. */
async function perToken(page, cdp) {
  const metric = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const before = await metric();
  const lastAnswer = () =>
    page.$$eval('[data-testid="message-assistant"]', (list) => {
      const last = list.at(-1);
      return `${last?.getAttribute('data-message-id')}:${last?.getAttribute('data-status')}`;
    });
  const previous = await lastAnswer();
  await page.fill('[data-testid="composer-input"]', `stream fake:chunks=${TOKENS} fake:delay=10`);
  await page.press('[data-testid="composer-input"]', 'Enter');
  // Done when the newest answer is another one than before and complete (the DOM may shrink).
  for (const deadline = Date.now() + 120_000; ; ) {
    const now = await lastAnswer();
    if (now !== previous && now.endsWith(':complete')) break;
    if (Date.now() > deadline) throw new Error('the answer did not complete');
    await page.waitForTimeout(50);
  }
  return (((await metric()) - before) * 1000) / TOKENS;
}

const fake = await startFakeOpenAI({ delayMs: 1 });
const { workers, persistTo } = await startLocalWorkers('long', {
  OPENAI_BASE_URL: `${fake.url}/v1`,
  OPENAI_API_KEY: 'bench',
  STORAGE_MOVE_TOKEN: MOVE_TOKEN,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const email = await signUpInPage(page, workers.webUrl, persistTo, {
    locale: 'ru',
    prefix: 'long',
  });
  await asPreviousVersion(persistTo, { email });

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${workers.webUrl}/ru/chat`);
  await page.waitForSelector('[data-testid="model-picker"][data-ready="true"]');
  // The picker is a button whose list opens on click (decision 142).
  await page.click('[data-testid="model-picker"]');
  await page.click(
    '[data-testid="model-picker-popup"] [data-testid="model-option"][data-value="gpt:gpt-mini"]',
  );
  await page.waitForSelector('[data-testid="model-picker"][data-value="gpt:gpt-mini"]');
  await perToken(page, cdp); // warm-up: loads the markdown code, creates the chat
  const small = await medianPerToken(page, cdp);
  const chatId = /\/chat\/([^/]+)$/.exec(page.url())?.[1];

  // The older messages, written to D1 as the api writes answers (clients save questions only),
  // then moved with the chat into the person's object.
  const rows = [];
  for (let i = 0; i < MESSAGES - 2; i += 2) {
    for (const [role, content] of [
      ['user', `Question ${i}`],
      ['assistant', answerMarkdown(i)],
    ]) {
      const at = sqlText(new Date(Date.UTC(2026, 0, 1, 0, 0, 0, i)).toISOString());
      rows.push(
        `(${sqlText(crypto.randomUUID())}, ${sqlText(chatId)}, ${sqlText(role)}, ${sqlText(content)}, 'complete', ${at}, ${at})`,
      );
    }
  }
  // In slices: one command-line argument holds at most 128 KiB.
  for (let i = 0; i < rows.length; i += 200) {
    await executeSql(
      `INSERT INTO messages (id, chat_id, role, content, status, created_at, updated_at) VALUES ${rows.slice(i, i + 200).join(', ')}`,
      { persistTo },
    );
  }
  const moved = await moveIntoObjects(workers.apiUrl);
  console.log(`moved ${moved.rows} rows into the person's object in ${Math.round(moved.ms)} ms`);
  await page.goto(`${workers.webUrl}/ru/chat/${chatId}`);
  await page.waitForSelector('[data-testid="model-picker"][data-ready="true"]');
  // Scroll up until every page is loaded: all 1,000 messages in the DOM.
  while (await page.$('[data-testid="older-sentinel"]')) {
    await page.$eval('[data-testid="message-scroller"]', (el) => el.scrollTo(0, 0));
    await page.waitForTimeout(150);
  }
  const loaded = await page.$$eval('[data-testid^="message-"][data-message-id]', (l) => l.length);
  await page.$eval('[data-testid="message-scroller"]', (el) => el.scrollTo(0, el.scrollHeight));
  const long = await medianPerToken(page, cdp);
  const mounted = await page.$$eval('[data-testid^="message-"][data-message-id]', (l) => l.length);

  const table = [
    '| Chat | messages loaded | mounted after the answer | main-thread ms per token |',
    '|---|---|---|---|',
    `| new chat | 4 | 4 | ${small.toFixed(2)} |`,
    `| long chat | ${loaded} | ${mounted} | ${long.toFixed(2)} |`,
    `| ratio long/new | | | ${(long / small).toFixed(2)} |`,
  ].join('\n');
  console.log(table);
  const section = [
    '<!-- web-long-chat:start -->',
    '## web-long-chat: main-thread time per streamed token (issue 6)',
    '',
    `\`npm run bench -- web-long-chat\` — Chromium \`TaskDuration\` while answers of ${TOKENS} deltas`,
    `(10 ms apart, fake OpenAI) stream into a new chat and into a chat of ${MESSAGES} saved messages`,
    "(written to D1 and moved into the person's object, where the api reads them) with every page",
    `scrolled in; median of ${SENDS} answers each. Recorded ${new Date().toISOString().slice(0, 10)}.`,
    '',
    table,
    '',
    'Before the streaming render of decision 115 (one update per animation frame) the same bench',
    'gave 4.20 ms (new chat) and 4.65 ms (long chat) per token; an answer is now shown at most every',
    '50 ms (`updateInterval` in `src/lib/chat/answer-stream.ts`), so a 2-second answer costs about',
    '40 renders, layouts, paints and compositor commits instead of 120 (the profile is in',
    '`docs/decisions/115-streaming-render.md`). Target: at most 2 ms per token in both chats.',
    '',
    'Per token the page re-renders only the growing answer (finished messages and markdown blocks',
    'are memoized). The DOM holds a window of the newest messages (`mountedWindow` in',
    '`src/components/chat/use-older-pages.ts`): scrolling up mounts older ones, and a new message',
    'sent from the end of the chat unmounts them again, so the list React walks and the browser',
    'lays out per token stays the same size however long the chat is.',
    '<!-- web-long-chat:end -->',
  ].join('\n');
  writeResultsSection('web-long-chat', section);
} finally {
  await browser.close();
  await workers.stop();
  await fake.close();
  rmSync(persistTo, { recursive: true, force: true });
}
