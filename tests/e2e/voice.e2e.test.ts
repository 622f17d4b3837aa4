import { closeSync, mkdtempSync, openSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, inject, it } from 'vitest';
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
    // Someone dictating speaks for a moment before stopping: a stop within the recorder's first
    // few hundred ms can come before it has encoded anything, and then there is nothing to send.
    await page.waitForFunction(
      (selector) => /0:0[1-9]/.test(document.querySelector(selector)?.textContent ?? ''),
      sel('mic-recording'),
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => page.inputValue(sel('composer-input'))).toBe(DEFAULT_TRANSCRIPT);
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

  it('reads a new answer aloud from its first finished sentence while the rest still streams, each piece once, and stops on demand', async () => {
    const chat = await signedInChat();
    const { page, sel } = chat;
    // The cabinet setting "read new answers aloud", saved as the settings page saves it.
    const saved = await page.evaluate(() =>
      fetch('/api/v1/user', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ settings: { autoRead: true } }),
      }).then((res) => res.status),
    );
    expect(saved).toBe(200);
    await chat.open('/en/chat');
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    const spoken: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/aimedia/yandex/synthesize')) {
        spoken.push((JSON.parse(request.postData() ?? '{}') as { text: string }).text);
      }
    });
    const release = (hold: string) =>
      fetch(`${inject('fakeOpenAIUrl')}/__fake/release/${hold}`, { method: 'POST' });
    const autoAudioTime = () =>
      page.evaluate(
        () =>
          (document.querySelector('[data-testid="auto-read-audio"]') as HTMLAudioElement)
            .currentTime,
      );

    // The fake holds the answer's last piece until this test has heard audio playing.
    const answer =
      'The first sentence is ready. The second sentence follows here. And this is the last one.';
    const hold = `first${Date.now()}`;
    await chat.send(
      `Talk to me fake:hold=${hold} fake:text=${Buffer.from(answer).toString('hex')}`,
    );
    await expect.poll(autoAudioTime, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await chat.lastAnswer().getAttribute('data-status')).toBe('streaming');
    // What has finished so far is being read (one or both of the first sentences), not the rest.
    expect(spoken[0]).toMatch(/^The first sentence is ready\./);
    expect(spoken.join('')).not.toContain('last one');
    await release(hold);
    await chat.waitForAnswer();
    // Every piece was read in order, none twice and none left out.
    await expect.poll(() => spoken.join(''), { timeout: 20_000 }).toBe(answer);

    // The reading ends by itself once the last piece has played.
    await page.waitForSelector(`${sel('auto-read')}[hidden]`, { state: 'attached' });
    const lastSource = await page.getAttribute(sel('auto-read-audio'), 'src');

    // Stop while the next answer streams: the audio pauses and nothing more is read.
    const next = 'Another answer starts here. It would go on and on.';
    const held = `second${Date.now()}`;
    const before = spoken.length;
    await chat.send(`More fake:hold=${held} fake:text=${Buffer.from(next).toString('hex')}`);
    // The new answer's first sentence has played (a short clip may have ended by the time a busy
    // page is looked at, so its time, not its playing state, tells).
    await page
      .waitForFunction(
        (previous) => {
          const audio = document.querySelector(
            '[data-testid="auto-read-audio"]',
          ) as HTMLAudioElement;
          return audio.src.startsWith('blob:') && audio.src !== previous && audio.currentTime > 0;
        },
        lastSource,
        { timeout: 20_000 },
      )
      .catch(async (error: Error) => {
        const problem = await page.textContent(sel('auto-read')).catch(() => '');
        throw new Error(`${error.message} | bar: ${problem} | spoken: ${spoken.join(' / ')}`);
      });
    expect(spoken.slice(before)).toEqual(['Another answer starts here.']);
    await page.click(sel('auto-read-stop'));
    await page.waitForSelector(`${sel('auto-read')}[hidden]`, { state: 'attached' });
    expect(
      await page.evaluate(
        () =>
          (document.querySelector('[data-testid="auto-read-audio"]') as HTMLAudioElement).paused,
      ),
    ).toBe(true);
    await release(held);
    await chat.waitForAnswer();
    await expect.poll(() => chat.lastAnswer().textContent()).toContain('on and on.');
    expect(spoken.slice(before)).toEqual(['Another answer starts here.']);
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
    // The page plays the audio straight from the media route, which answers Range requests.
    const ranged = page.waitForResponse(
      (res) => res.url().includes('/api/v1/media/') && res.status() === 206,
    );
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
    expect(await page.getAttribute(sel('transcript-audio'), 'src')).toMatch(/^\/api\/v1\/media\//);
    expect((await ranged).headers()['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/);
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

  it('uploads a file over 25 MB straight to R2 in 10 MB parts with progress, and transcribes it', async () => {
    // A silent 16 kHz WAV of 26 MB, written in pieces (never held whole).
    const size = 26 * 1024 * 1024;
    const path = join(mkdtempSync(join(tmpdir(), 'beseda-long-')), 'long-meeting.wav');
    const file = openSync(path, 'w');
    const header = Buffer.alloc(44);
    header.write('RIFF', 0, 'latin1');
    header.writeUInt32LE(size - 8, 4);
    header.write('WAVEfmt ', 8, 'latin1');
    header.writeUInt32LE(16, 16);
    header.writeUInt16LE(1, 20);
    header.writeUInt16LE(1, 22);
    header.writeUInt32LE(16_000, 24);
    header.writeUInt32LE(32_000, 28);
    header.writeUInt16LE(2, 32);
    header.writeUInt16LE(16, 34);
    header.write('data', 36, 'latin1');
    header.writeUInt32LE(size - 44, 40);
    writeSync(file, header);
    const zeros = Buffer.alloc(1024 * 1024);
    for (let left = size - 44; left > 0; left -= zeros.length) {
      writeSync(file, zeros, 0, Math.min(left, zeros.length));
    }
    closeSync(file);

    browser = await openBrowser();
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    const sel = (id: string) => `[data-testid="${id}"]`;
    // Parts stored, in the order their PUT succeeded; a part that met a network error or a 5xx
    // is sent again by design (decision 061), so only the successes are counted.
    const parts: string[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'PUT' && request.url().includes('/api/v1/aimedia/stt/uploads/')) {
        if (response.ok()) parts.push(new URL(request.url()).pathname.split('/').at(-1) ?? '');
      }
    });
    await page.goto(browser.url('/en/transcription'));
    await page.waitForSelector(`${sel('transcription')}[data-ready="true"]`);
    // Every value the upload's progress bar shows, whatever the speed of the upload.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[data-testid="transcription-upload-progress"]');
        if (bar instanceof HTMLProgressElement && seen.at(-1) !== bar.value) seen.push(bar.value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.setInputFiles(sel('transcription-file-input'), path);
    const outcomes = ['transcript-line', 'transcription-error', 'transcription-failed'];
    await page.waitForSelector(outcomes.map(sel).join(', '), { timeout: 60_000 });
    expect(await page.textContent(sel('transcription'))).not.toMatch(/failed/);
    expect(parts).toEqual(['1', '2', '3']);
    const progress = await page.evaluate(
      () => (window as unknown as { progressSeen: number[] }).progressSeen,
    );
    expect(progress.some((value) => value > 0 && value < 1)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(await page.locator(sel('transcript-line')).count()).toBe(2);
    await expect.poll(() => page.textContent(sel('transcription-open'))).toBe('long-meeting.wav');
  });
});
