import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { signUp } from './session';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

type Page = Browser['page'];

/** Makes one chat of each mode through the same `/api` routes the screens use. */
async function oneChatOfEachMode(page: Page) {
  return page.evaluate(async () => {
    const form = (prompt: string) => {
      const body = new FormData();
      body.set('messages', JSON.stringify([{ role: 'user', content: prompt }]));
      body.set('requestId', crypto.randomUUID());
      return body;
    };
    const chatIdOf = async (response: Response) => {
      if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
      return ((await response.json()) as { chatId: string }).chatId;
    };
    const text = await chatIdOf(
      await fetch('/api/v1/openai/gpt/gpt-mini', { method: 'POST', body: form('a text chat') }),
    );
    const image = await chatIdOf(
      await fetch('/api/v1/openai/gpt/gpt-image-1?image=true', {
        method: 'POST',
        body: form('an image chat'),
      }),
    );
    const midjourney = await chatIdOf(
      await fetch('/api/v1/openai/midjourney/generate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ image: { prompt: 'a midjourney chat fake:polls=2' } }),
      }),
    );
    return { text, image, midjourney };
  });
}

/** The ids the sidebar lists once it holds `mode`'s chats. */
async function listed(page: Page, mode: string) {
  await page.waitForSelector(`[data-testid="chat-list"] .chat-items[data-mode="${mode}"]`);
  return page.$$eval('[data-testid="chat-list"] [data-testid="chat-item"]', (items) =>
    items.map((item) => item.getAttribute('data-chat-id')),
  );
}

describe('the sidebar’s mode tabs', () => {
  it('list each mode’s own chats, on the server and after switching tabs', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    await page.goto(browser.url('/en/chat'));
    const ids = await oneChatOfEachMode(page);

    await page.goto(browser.url(`/en/chat/${ids.text}`));
    expect(await listed(page, 'text')).toEqual([ids.text]);
    expect(await page.getAttribute('[data-testid="sidebar-mode-text"]', 'aria-current')).toBe(
      'true',
    );

    await page.click('[data-testid="sidebar-mode-image"]');
    await page.waitForURL(/\/en\/chat\/image$/);
    await expect.poll(() => listed(page, 'image')).toEqual([ids.image]);
    expect(await page.getAttribute('[data-testid="sidebar-mode-image"]', 'aria-current')).toBe(
      'true',
    );
    expect(await page.getAttribute('[data-testid="sidebar-mode-text"]', 'aria-current')).toBeNull();

    await page.click('[data-testid="sidebar-mode-midjourney"]');
    await page.waitForURL(/\/en\/chat\/midjourney$/);
    await expect.poll(() => listed(page, 'midjourney')).toEqual([ids.midjourney]);
    const link = `[data-chat-id="${ids.midjourney}"] [data-testid="chat-link"]`;
    expect(await page.getAttribute(link, 'href')).toBe(`/en/chat/midjourney/${ids.midjourney}`);

    // Server-rendered on a reload: the image chat's page lists only image chats.
    await page.goto(browser.url(`/en/chat/image/${ids.image}`));
    expect(await listed(page, 'image')).toEqual([ids.image]);

    // Keyboard: the text tab brings the text chats back.
    await page.focus('[data-testid="sidebar-mode-text"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/chat$/);
    await expect.poll(() => listed(page, 'text')).toEqual([ids.text]);
    expect(browser.errors).toEqual([]);
  });
});
