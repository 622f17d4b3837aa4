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
