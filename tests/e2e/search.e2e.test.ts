import { afterEach, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { type Browser, openBrowser } from './browser';
import { executeSql, sqlText } from './d1';
import { chatPage } from './fixtures/chat-page';
import { signUp } from './session';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

describe('chat search in a real browser', () => {
  it('finds an old message from the sidebar by its shortcut and opens the chat at it', async () => {
    // Dark, and past the CSP only so that axe can be injected; the search itself uses no inline code.
    browser = await openBrowser({ locale: 'en-US', colorScheme: 'dark', bypassCSP: true });
    await signUp(browser, { locale: 'en' });
    const chat = chatPage(browser);
    const { page, sel } = chat;
    await chat.open('/en/chat');
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    await chat.send('Question 0');
    await chat.waitForAnswer();
    const chatId = chat.chatIdFromUrl() ?? '';

    // 120 more saved messages, written to D1 as the api would; the one to find is among the
    // oldest, two pages of 50 away from the end.
    const target = crypto.randomUUID();
    const rows = Array.from({ length: 120 }, (_, n) => {
      const id = n === 3 ? target : crypto.randomUUID();
      const [role, content] =
        n === 3
          ? ['assistant', 'Our orange kittens sleep in a cardboard box.']
          : n % 2 === 0
            ? ['user', `Question ${n}`]
            : ['assistant', `Answer ${n}`];
      const at = new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
      return `(${sqlText(id)}, ${sqlText(chatId)}, ${sqlText(role)}, ${sqlText(content)}, 'complete', ${sqlText(at)}, ${sqlText(at)})`;
    });
    await executeSql(
      `INSERT INTO messages (id, chat_id, role, content, status, created_at, updated_at) VALUES ${rows.join(', ')}`,
    );

    await chat.open('/en/chat');
    await page.waitForSelector('html[data-shortcuts="ready"]');
    await page.keyboard.press('Control+Shift+F');
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'chat-search',
    );

    // Nothing found says so.
    await page.keyboard.type('zebras');
    await page.waitForSelector(
      `${sel('chat-search-status')}:has-text("Nothing found for “zebras”")`,
    );

    // A stem finds the word in another form, marked.
    await page.fill(sel('chat-search'), 'kitten');
    const hit = page.locator(`${sel('search-hit')}[data-message-id="${target}"]`);
    await hit.waitFor();
    expect(await hit.locator('mark').allTextContents()).toEqual(['kittens']);
    expect(await hit.locator(sel('search-snippet')).textContent()).toBe(
      'Our orange kittens sleep in a cardboard box.',
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard: down to the result, Enter opens the chat with that message in view.
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector(`${sel('search-hit')}[aria-selected="true"]`);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('m') === target);
    const message = page.locator(`[data-message-id="${target}"][data-search-target]`);
    await message.waitFor();
    await expect
      .poll(() =>
        message.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const view = element.closest('[data-testid="message-scroller"]')?.getBoundingClientRect();
          return Boolean(view && box.top >= view.top && box.bottom <= view.bottom);
        }),
      )
      .toBe(true);
    expect(await page.inputValue(sel('chat-search'))).toBe('');
    expect(browser.errors).toEqual([]);
  });
});
