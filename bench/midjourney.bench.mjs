// The Midjourney studio's delay (issue 10): milliseconds from the moment a task is ready at the
// proxy (the fake's `finishTime`; each task is ready 2–6 s after submit, at a random moment) to
// the grid image loaded on the page, with the api's default poll interval. Needs `npm run build` first. Writes its section of
// bench/RESULTS.md.
import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startFakeMidjourney } from '../tests/fakes/index.mjs';
import { signUpInPage } from './lib/local-d1.mjs';
import { startLocalWorkers } from './lib/local-workers.mjs';
import { writeResultsSection } from './lib/results.mjs';

const RUNS = 7;
const POLL_MS = 3000; // the api's default MIDJOURNEY_POLL_MS
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const fake = await startFakeMidjourney({ apiSecret: 'bench' });
const { workers, persistTo } = await startLocalWorkers('mj', {
  MIDJOURNEY_BASE_URL: `${fake.url}/mj`,
  MIDJOURNEY_API_SECRET: 'bench',
  MIDJOURNEY_POLL_MS: String(POLL_MS),
  STARTING_BALANCE_KOPECKS: '50000',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await (await browser.newContext()).newPage();
  await signUpInPage(page, workers.webUrl, persistTo, { locale: 'en', prefix: 'bench-mj' });
  await page.goto(`${workers.webUrl}/en/chat/midjourney`);
  // Typed only into the live (hydrated) form.
  await page.waitForSelector('[data-testid="mj-studio"][data-hydrated="true"]');

  const delays = [];
  for (let run = 1; run <= RUNS; run += 1) {
    // Ready at a moment unrelated to the api's polls, as a real job is.
    const readyMs = 2000 + Math.floor(Math.random() * 4000);
    await page.fill('[data-testid="mj-prompt"]', `bench grid ${run} fake:readyms=${readyMs}`);
    await page.click('[data-testid="mj-generate"]');
    const shownAt = await (
      await page.waitForFunction(
        (count) => {
          const images = [...document.querySelectorAll('[data-testid="mj-image"]')];
          const loaded = images.every((img) => img.complete && img.naturalWidth > 0);
          return images.length === count && loaded ? Date.now() : false;
        },
        run,
        { polling: 'raf', timeout: 60_000 },
      )
    ).jsonValue();
    const task = [...fake.tasks.values()].sort((a, b) => b.submitTime - a.submitTime)[0];
    delays.push(shownAt - task.finishTime);
  }
  const table = [
    '| Measure | figure |',
    '|---|---|',
    `| proxy SUCCESS → grid loaded on the page, median | ${median(delays)} ms |`,
    `| the same, slowest of ${RUNS} | ${Math.max(...delays)} ms |`,
  ].join('\n');
  console.log(table);
  const section = [
    '<!-- midjourney:start -->',
    '## midjourney: from the proxy’s SUCCESS to the grid on screen (issue 10)',
    '',
    '`npm run bench -- midjourney` — built web Worker and api in `wrangler dev`, the',
    `midjourney-proxy fake, MIDJOURNEY_POLL_MS=${POLL_MS} (the default); ${RUNS} grids in one chat.`,
    `Recorded ${new Date().toISOString().slice(0, 10)}.`,
    '',
    table,
    '',
    'Each task becomes ready at a random moment 2–6 s after submit. The delay is the wait for the',
    'task’s Durable Object to poll the proxy again (0 to MIDJOURNEY_POLL_MS), copying the image',
    'into R2 and writing D1, then the page’s next read of the task and the image download. The',
    'page reads every 1.5 s from the submit, in step with the object’s 3 s polls, so its read',
    'usually comes just after the object’s: the poll wait dominates. A shorter MIDJOURNEY_POLL_MS,',
    'the proxy’s notifyHook, or pushing the task to the page (SSE) would cut it. The fake’s grids',
    'are 1024 px PNGs of about 0.6 MB, copied into R2 and then downloaded by the page.',
    '<!-- midjourney:end -->',
  ].join('\n');
  writeResultsSection('midjourney', section);
} finally {
  await browser.close();
  await workers.stop();
  await fake.close();
  rmSync(persistTo, { recursive: true, force: true });
}
