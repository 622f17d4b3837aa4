// Voice latency (issue 11): milliseconds from the end of a dictation (Enter) to its transcript in
// the composer, and from clicking "read aloud" to the audio playing, for a new text (synthesized)
// and for the same text again (served from the R2 speech cache). Chromium's fake microphone plays
// tests/e2e/fixtures/hello.wav; the Deepgram, Yandex and OpenAI wire fakes stand in for the
// providers, so the figures are our own overhead. Needs `npm run build` first. Writes its section
// of bench/RESULTS.md.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startFakeDeepgram, startFakeOpenAI, startFakeYandexTts } from '../tests/fakes/index.mjs';
import { signUpInPage } from './lib/local-d1.mjs';
import { startLocalWorkers } from './lib/local-workers.mjs';
import { writeResultsSection } from './lib/results.mjs';

const RUNS = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sel = (id) => `[data-testid="${id}"]`;
const wav = fileURLToPath(new URL('../tests/e2e/fixtures/hello.wav', import.meta.url));

const fakes = [
  await startFakeDeepgram({ apiKey: 'bench' }),
  await startFakeYandexTts({ apiKey: 'bench' }),
  await startFakeOpenAI({ delayMs: 5 }),
];
const [deepgram, yandex, openai] = fakes;
const { workers, persistTo } = await startLocalWorkers('voice', {
  DEEPGRAM_BASE_URL: deepgram.url,
  DEEPGRAM_API_KEY: 'bench',
  YANDEX_TTS_BASE_URL: yandex.url,
  YANDEX_API_KEY: 'bench',
  OPENAI_BASE_URL: `${openai.url}/v1`,
  OPENAI_API_KEY: 'bench',
  STARTING_BALANCE_KOPECKS: '50000',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}`,
    '--autoplay-policy=no-user-gesture-required',
  ],
});

/** Clicks `selector` and answers the ms until the first `playing` event of any media element. */
async function clickToPlaying(page, selector) {
  await page.evaluate(() => {
    window.__playing = new Promise((resolve) => {
      document.addEventListener('playing', () => resolve(performance.now()), {
        capture: true,
        once: true,
      });
    });
  });
  const clickedAt = await page.evaluate(() => performance.now());
  await page.click(selector);
  const playingAt = await page.evaluate(() =>
    Promise.race([
      window.__playing,
      new Promise((_, reject) => setTimeout(() => reject(new Error('no audio played')), 20_000)),
    ]),
  );
  return playingAt - clickedAt;
}

try {
  const context = await browser.newContext();
  await context.grantPermissions(['microphone']);
  const page = await context.newPage();
  await signUpInPage(page, workers.webUrl, persistTo, { locale: 'en', prefix: 'bench-voice' });
  await page.goto(`${workers.webUrl}/en/chat`);
  await page.waitForSelector(`${sel('model-picker')}[data-ready="true"]`);

  const dictation = [];
  for (let run = 1; run <= RUNS; run += 1) {
    await page.fill(sel('composer-input'), '');
    await page.click(sel('mic-button'));
    await page.waitForFunction(() => Number(document.querySelector('.mic-level')?.value) > 0);
    // A second and a half of speech, as a short dictation (the clock shows 0:01).
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="mic-recording"]')?.textContent?.includes('0:01'),
    );
    const stoppedAt = await page.evaluate(() => performance.now());
    await page.keyboard.press('Enter');
    const shownAt = await (
      await page
        .waitForFunction(
          () =>
            document.querySelector('[data-testid="composer-input"]')?.value && performance.now(),
          undefined,
          { polling: 'raf', timeout: 30_000 },
        )
        .catch(async (error) => {
          throw new Error(
            `no transcript; the microphone says: ${await page.textContent(sel('mic'))}`,
            {
              cause: error,
            },
          );
        })
    ).jsonValue();
    dictation.push(shownAt - stoppedAt);
  }

  const fresh = [];
  const cached = [];
  for (let run = 1; run <= RUNS; run += 1) {
    await page.fill(sel('composer-input'), `Bench question ${run} ${Date.now()}`);
    await page.press(sel('composer-input'), 'Enter');
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('[data-testid="message-assistant"][data-status="complete"]')
          .length === n,
      run,
      { timeout: 30_000 },
    );
    const last = page.locator(sel('read-aloud-button')).last();
    await last.scrollIntoViewIfNeeded();
    fresh.push(await clickToPlaying(page, `${sel('read-aloud-button')} >> nth=-1`));
    await last.click(); // pause
    // Reload: the page forgets the audio, the api's R2 cache keeps it.
    await page.reload();
    await page.waitForSelector(`${sel('message-assistant')}[data-status="complete"]`);
    // A click before the answers' islands hydrate does nothing: wait for the page to be live.
    await page.waitForSelector(`${sel('model-picker')}[data-ready="true"]`);
    await page.waitForLoadState('networkidle');
    cached.push(await clickToPlaying(page, `${sel('read-aloud-button')} >> nth=-1`));
    await page.locator(sel('read-aloud-button')).last().click();
  }

  const table = [
    '| Measure | median | slowest |',
    '|---|---|---|',
    `| end of dictation (Enter) → transcript in the composer | ${Math.round(median(dictation))} ms | ${Math.round(Math.max(...dictation))} ms |`,
    `| click "read aloud" → playing, new text (synthesized) | ${Math.round(median(fresh))} ms | ${Math.round(Math.max(...fresh))} ms |`,
    `| click "read aloud" → playing, same text again (R2 cache) | ${Math.round(median(cached))} ms | ${Math.round(Math.max(...cached))} ms |`,
  ].join('\n');
  console.log(table);
  writeResultsSection(
    'voice',
    [
      '<!-- voice:start -->',
      '## voice: dictation to transcript, read aloud to sound (issue 11)',
      '',
      '`npm run bench -- voice` — built web Worker and api in `wrangler dev`, Chromium with a fake',
      `microphone (tests/e2e/fixtures/hello.wav), the Deepgram, Yandex and OpenAI fakes; ${RUNS} runs each.`,
      `Recorded ${new Date().toISOString().slice(0, 10)}.`,
      '',
      table,
      '',
      'The fakes answer at once, so these are our own costs: MediaRecorder flushing, the multipart',
      'upload through the front, R2 and D1 writes around the provider call; for speech, the api',
      'round trip, the blob and the audio decoder start. A cached play skips Yandex and the hold,',
      'but is measured after a reload, so it also pays the page’s first GET /v1/aimedia/voices',
      '(the feature check is cached per page); against a real Yandex (hundreds of ms per part)',
      'the cache is the faster one.',
      '<!-- voice:end -->',
    ].join('\n'),
  );
} finally {
  await browser.close();
  await workers.stop();
  await Promise.all(fakes.map((fake) => fake.close()));
  rmSync(persistTo, { recursive: true, force: true });
}
