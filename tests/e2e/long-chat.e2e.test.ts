import { afterEach, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import type { Browser } from './browser';
import { openEnglishChat } from './fixtures/chat-page';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const sel = (id: string) => `[data-testid="${id}"]`;

describe('a chat past its model’s window', () => {
  it('summarizes its earlier messages behind a divider that opens, and starts a new chat from it', async () => {
    const chat = await openEnglishChat((opened) => {
      browser = opened;
    });
    const { page } = chat;
    // local:tiny has a window of 1,500 tokens (tests/e2e/global-setup.ts): three questions of
    // 900 characters fit, the fourth does not.
    await chat.chooseModel('local:tiny');
    for (const n of [1, 2, 3, 4]) {
      await chat.send(`Question ${n}: ${'about the long chat '.repeat(45)}`);
      await page.waitForFunction(
        (count) =>
          document.querySelectorAll('[data-testid="message-assistant"][data-status="complete"]')
            .length >= count,
        n,
      );
      if (n < 4) expect(await page.$(sel('chat-summary'))).toBeNull();
    }
    // The send succeeded, with the divider where the summary begins, closed.
    const divider = page.locator(sel('chat-summary'));
    await divider.waitFor();
    expect(await page.textContent(`${sel('chat-summary')} summary`)).toBe(
      'Summary of earlier messages',
    );
    expect(await page.locator(sel('message-assistant')).last().getAttribute('data-status')).toBe(
      'complete',
    );

    // After a reload it is still there, and opens by keyboard to the summary and its cost.
    await page.reload();
    await page.waitForSelector(`${sel('model-picker')}[data-ready="true"]`);
    await divider.waitFor();
    await page.focus(`${sel('chat-summary')} summary`);
    await page.keyboard.press('Enter');
    await page.waitForSelector(sel('chat-summary-text'));
    expect((await page.textContent(sel('chat-summary-text')))?.length).toBeGreaterThan(0);
    expect(await page.textContent(sel('chat-summary-usage'))).toMatch(/gpt-mini|GPT-4o mini/);
    expect(await seriousViolations(page)).toEqual([]);

    // A new chat carrying the summary, shown at its top.
    const summary = await page.textContent(sel('chat-summary-text'));
    const before = chat.chatIdFromUrl();
    await page.click(sel('chat-summary-new-chat'));
    await page.waitForURL((url) => !url.pathname.endsWith(`/chat/${before}`));
    await page.waitForSelector(`${sel('chat-summary')} summary`);
    await page.click(`${sel('chat-summary')} summary`);
    expect(await page.textContent(sel('chat-summary-text'))).toBe(summary);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
