import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { chatPage, openEnglishChat } from './fixtures/chat-page';
import { signUp } from './session';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

type Page = Browser['page'];

/** The sidebar's chats, top to bottom, as their names. */
const sidebarNames = (page: Page) =>
  page.$$eval('[data-testid="chat-list"] [data-testid="chat-item"] .chat-name', (names) =>
    names.map((name) => name.textContent ?? ''),
  );

describe('new chats in the sidebar (issue 26, item 1)', () => {
  for (const locale of ['ru', 'en'] as const) {
    it(`lists each new chat once, newest first, without a reload (${locale})`, async () => {
      browser = await openBrowser();
      await signUp(browser, { locale });
      const chat = chatPage(browser);
      const { page } = chat;
      page.setDefaultTimeout(15_000);
      await chat.open(`/${locale}/chat`);
      await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
      // One-chunk answers: a chat's start and end reach the sidebar back to back.
      const prompts = ['first fake:chunks=1', 'second fake:chunks=1', 'third fake:chunks=1'];
      for (const prompt of prompts) {
        await page.click('[data-testid="new-chat"]');
        await page.waitForURL((url) => url.pathname === `/${locale}/chat`);
        await chat.send(prompt);
        // The next chat starts as soon as this one has its id, its answer maybe still streaming.
        await page.waitForURL((url) => url.pathname.startsWith(`/${locale}/chat/`));
      }
      await expect.poll(() => sidebarNames(page)).toEqual([...prompts].reverse());
    });
  }

  it('keeps each chat once when its activity arrives faster than the list renders', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    await page.goto(browser.url('/en/chat'));
    await page.waitForSelector('[data-testid="chat-list-empty"]');
    // The list listens once the page has hydrated (the layout's islands are live).
    await page.waitForSelector('html[data-shortcuts="ready"]');
    // Three chats made through the api the screens use, then their activity as a conversation
    // announces it (start and end of each answer), all in one task: no render in between.
    const ids = await page.evaluate(async () => {
      const made: string[] = [];
      for (const prompt of ['one', 'two', 'three']) {
        const body = new FormData();
        body.set('messages', JSON.stringify([{ role: 'user', content: prompt }]));
        body.set('requestId', crypto.randomUUID());
        const response = await fetch('/api/v1/openai/gpt/gpt-mini', { method: 'POST', body });
        made.push(((await response.json()) as { chatId: string }).chatId);
      }
      for (const chatId of made) {
        for (const generating of [true, false, true, false]) {
          window.dispatchEvent(new CustomEvent('beseda:chat', { detail: { chatId, generating } }));
        }
      }
      return made;
    });
    const listedIds = () =>
      page.$$eval('[data-testid="chat-list"] [data-testid="chat-item"]', (items) =>
        items.map((item) => item.getAttribute('data-chat-id')),
      );
    await expect.poll(() => sidebarNames(page)).toEqual(['three', 'two', 'one']);
    expect(await listedIds()).toEqual([...ids].reverse());
  });

  it("keeps a rename made while the new chat's name was still being read", async () => {
    const chat = await openEnglishChat((opened) => {
      browser = opened;
    });
    const { page } = chat;
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    // The list reads a new chat's name from the api: on a slow network that answer comes late,
    // after the person has already renamed the chat. It was read before the rename, so it must
    // not bring the old name back.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const nameRead = /\/api\/v1\/chat\/[0-9a-f-]{36}$/;
    await page.route(nameRead, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const stale = await route.fetch();
      await released;
      await route.fulfill({ response: stale });
    });
    await chat.send('Name me later');
    await chat.waitForAnswer();
    const chatId = chat.chatIdFromUrl();
    const item = `[data-testid="chat-item"][data-chat-id="${chatId}"]`;
    await page.hover(item);
    await page.click(`${item} [data-testid="chat-rename"]`);
    await page.fill('[data-testid="chat-rename-input"]', 'Renamed first');
    await page.press('[data-testid="chat-rename-input"]', 'Enter');
    await page.waitForSelector(`${item}:has-text("Renamed first")`);
    expect(await page.getAttribute(item, 'aria-busy')).toBe('true');
    release();
    // The item is busy until the list has taken the late answer in.
    await page.waitForSelector(`${item}:not([aria-busy])`);
    expect(await page.textContent(`${item} .chat-name`)).toBe('Renamed first');
    expect(await page.textContent('[data-testid="conversation-title"]')).toContain('Renamed first');
    await page.unroute(nameRead);
    await page.reload();
    await page.waitForSelector(`${item}:has-text("Renamed first")`);
  });
});
