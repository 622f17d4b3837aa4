import { afterEach, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { type Browser, openBrowser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { type ImportedTurn, importChat } from './fixtures/same-origin-api';
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
    // 121 saved messages, imported; the one to find is among the oldest, two pages of 50 away
    // from the end.
    const kittens = 'Our orange kittens sleep in a cardboard box.';
    const { messages } = await importChat(
      page,
      'Pets and questions',
      Array.from(
        { length: 121 },
        (_, n): ImportedTurn =>
          n === 3
            ? { role: 'assistant', content: kittens }
            : n % 2 === 0
              ? { role: 'user', content: `Question ${n}` }
              : { role: 'assistant', content: `Answer ${n}` },
      ),
    );
    const target = messages.find((m) => m.content === kittens)?.id ?? '';
    expect(target).not.toBe('');

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
    expect(await hit.locator(sel('search-snippet')).textContent()).toBe(kittens);
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard: down to the result, Enter opens the chat with that message in view.
    await page.keyboard.press('ArrowDown');
    const selected = await page.waitForSelector(`${sel('search-hit')}[aria-selected="true"]`);
    // A screen reader follows the active result from the field.
    expect(await page.getAttribute(sel('chat-search'), 'aria-activedescendant')).toBe(
      await selected.getAttribute('id'),
    );
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
