import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TRANSCRIPT } from '../fakes/index.mjs';
import { type Browser, openBrowser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { signUp } from './session';

/** "Hello, this is a dictation test." spoken by espeak-ng (fixtures/README.md). */
const recording = fileURLToPath(new URL('./fixtures/hello.wav', import.meta.url));

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function signedInChat() {
  browser = await openBrowser({
    args: [
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${recording}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  await browser.context.grantPermissions(['microphone'], {
    origin: new URL(browser.url('/')).origin,
  });
  await signUp(browser, { locale: 'en' });
  const chat = chatPage(browser);
  await chat.open('/en/chat');
  return chat;
}

describe('voice in the chat, with a real recording', () => {
  it('dictates into the composer: records with a live level, stops on Enter, and leaves the transcript editable and unsent', async () => {
    const chat = await signedInChat();
    const { page, sel } = chat;
    await page.click(sel('mic-button'));
    await page.waitForSelector(sel('mic-recording'));
    // The level meter moves with the recorded speech.
    await page.waitForFunction(
      () => Number((document.querySelector('.mic-level') as HTMLMeterElement | null)?.value) > 0,
    );
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.inputValue(sel('composer-input')), { timeout: 15_000 })
      .toBe(DEFAULT_TRANSCRIPT);
    expect(await page.$$(sel('message-user'))).toHaveLength(0);
    // Editable, and sent only when the user sends it.
    await page.fill(sel('composer-input'), `${DEFAULT_TRANSCRIPT} Edited.`);
    await page.press(sel('composer-input'), 'Enter');
    await page.waitForSelector(sel('message-user'));
  });

  it('reads an answer aloud: the audio element plays from our origin and its time advances', async () => {
    const chat = await signedInChat();
    const { page, sel } = chat;
    await chat.send('Say something short.');
    await chat.waitForAnswer();
    const synthesized = page.waitForResponse((res) =>
      res.url().includes('/api/v1/aimedia/yandex/synthesize'),
    );
    await chat.lastAnswer().locator(sel('read-aloud-button')).click();
    const response = await synthesized;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('audio/ogg');
    await page.waitForFunction(
      () => {
        const audio = document.querySelector(
          '[data-testid="read-aloud-audio"]',
        ) as HTMLAudioElement | null;
        return (audio?.currentTime ?? 0) > 0.3;
      },
      undefined,
      { timeout: 15_000 },
    );
    expect(await page.getAttribute(sel('read-aloud'), 'data-state')).toBe('playing');
    expect(browser?.errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });
});

describe('the transcription page', () => {
  it('uploads a recording, shows speakers and times, plays from a line, survives a reload, and exports SRT cues that parse', async () => {
    browser = await openBrowser({ args: ['--autoplay-policy=no-user-gesture-required'] });
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    const sel = (id: string) => `[data-testid="${id}"]`;
    await page.goto(browser.url('/en/transcription'));
    await page.waitForSelector(`${sel('transcription')}[data-ready="true"]`);
    await page.setInputFiles(sel('transcription-file-input'), recording);
    // The job's outcome: the transcript, or an error the page shows (then say which).
    const outcomes = ['transcript-line', 'transcription-error', 'transcription-failed'];
    await page.waitForSelector(outcomes.map(sel).join(', '), { timeout: 15_000 }).catch(() => {
      throw new Error(`no outcome: ${browser?.errors.join(' | ')}`);
    });
    expect(await page.textContent(sel('transcription'))).not.toMatch(/failed|Не удалось/);
    expect(page.url()).toMatch(/[?&]id=/);
    const lines = page.locator(sel('transcript-line'));
    expect(await lines.count()).toBe(2);
    expect(await lines.nth(1).textContent()).toContain('Speaker 2');
    // A click on the second line plays the audio from its start.
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="transcript-audio"]') as HTMLAudioElement).duration >
        0,
    );
    await lines.nth(1).click();
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="transcript-audio"]') as HTMLAudioElement)
          .currentTime > 1,
    );
    await page.reload();
    await page.waitForSelector(`${sel('transcription')}[data-ready="true"]`);
    await page.waitForSelector(sel('transcript-line'));
    await page.fill(sel('transcript-search'), 'second');
    await expect.poll(() => page.locator(sel('transcript-line')).count()).toBe(1);

    const downloading = page.waitForEvent('download');
    await page.click(sel('transcript-download-srt'));
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('hello.srt');
    const path = await download.path();
    const srt = (await import('node:fs')).readFileSync(path, 'utf8');
    const cues = srt.trim().split(/\n\n/);
    expect(cues.length).toBeGreaterThan(1);
    let previousEnd = 0;
    cues.forEach((cue, i) => {
      const [index, times, ...text] = cue.split('\n');
      expect(index).toBe(String(i + 1));
      const match = /^(\d{2}):(\d{2}):(\d{2}),(\d{3}) --> (\d{2}):(\d{2}):(\d{2}),(\d{3})$/.exec(
        times ?? '',
      );
      expect(match, times).not.toBeNull();
      const seconds = (at: number) => {
        const [h = 0, m = 0, s = 0, ms = 0] = (match ?? []).slice(at, at + 4).map(Number);
        return h * 3600 + m * 60 + s + ms / 1000;
      };
      const start = seconds(1);
      const end = seconds(5);
      expect(end).toBeGreaterThan(start);
      expect(start).toBeGreaterThanOrEqual(previousEnd);
      previousEnd = end;
      expect(text.join(' ').length).toBeGreaterThan(0);
    });

    // The history: rename, then delete.
    await page.click(sel('transcription-rename'));
    await page.fill(sel('transcription-title-input'), 'Morning notes');
    await page.press(sel('transcription-title-input'), 'Enter');
    await expect.poll(() => page.textContent(sel('transcription-open'))).toBe('Morning notes');
    await page.click(sel('transcription-delete'));
    await page.waitForSelector(sel('transcription-item'), { state: 'detached' });
  });
});
