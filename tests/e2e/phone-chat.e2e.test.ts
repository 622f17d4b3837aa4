import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousViolations, withAxe } from './axe';
import { type Browser, openBrowser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { signUp } from './session';

// A phone's open chat gives the conversation most of the screen: the chat's title shares the
// menu bar's row, and the composer is one line of text until more is typed.
let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const sel = (id: string) => `[data-testid="${id}"]`;
const box = (page: Page, id: string) =>
  page.$eval(sel(id), (element) => {
    const { top, bottom, left, right, height } = element.getBoundingClientRect();
    return { top, bottom, left, right, height };
  });
/** The element painted at the middle of another: itself (or inside it) when nothing covers it. */
const uncovered = (page: Page, id: string) =>
  page.$eval(sel(id), (element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return hit !== null && element.contains(hit);
  });

describe('an open chat on a phone', () => {
  it('gives the conversation at least three quarters of a 390×844 screen, the title in the menu bar', async () => {
    browser = await openBrowser({ locale: 'ru-RU' });
    await withAxe(browser.context);
    await signUp(browser, { locale: 'ru' });
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    const chat = chatPage(browser);
    page.setDefaultTimeout(20_000);
    await chat.open('/ru/chat');
    // The model with the longest name of the fakes' ("GPT-4o mini"): the widest first row.
    await chat.chooseModel('gpt:gpt-mini');
    await chat.send('Как заварить улун?');
    await chat.waitForAnswer();
    // The saved chat as a phone opens it.
    await expect.poll(() => chat.chatIdFromUrl()).toBeTruthy();
    await page.reload();
    await page.waitForSelector(`${sel('model-picker')}[data-ready="true"]`);
    await chat.waitForAnswer();
    expect(await page.inputValue(sel('composer-input'))).toBe('');

    const viewport = await page.evaluate(() => window.innerHeight);
    expect(viewport).toBe(844);
    const conversation = await box(page, 'message-scroller');
    expect(conversation.height / viewport).toBeGreaterThanOrEqual(0.75);
    // Nothing is wider than the screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    // The chat's title and its buttons share the menu button's row, side by side, none covered.
    const menu = await box(page, 'drawer-open');
    const title = await box(page, 'conversation-title');
    expect(title.bottom).toBeLessThanOrEqual(56);
    expect(title.left).toBeGreaterThanOrEqual(menu.right);
    expect(conversation.top).toBeGreaterThanOrEqual(title.bottom);
    for (const id of ['drawer-open', 'conversation-title', 'chat-share']) {
      expect(await uncovered(page, id), id).toBe(true);
    }
    // By keyboard: the share button comes after the menu button, and the drawer still opens.
    await page.focus(sel('drawer-open'));
    const reached: string[] = [];
    for (let step = 0; step < 4 && !reached.includes('chat-share'); step++) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? ''),
      );
    }
    expect(reached).toContain('chat-share');
    await page.focus(sel('drawer-open'));
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${sel('sidebar-frame')}:not([inert])`);
    // The drawer has finished sliding in, over the title bar too.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await uncovered(page, 'sidebar-frame')).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForSelector(`${sel('sidebar-frame')}[inert]`, { state: 'attached' });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('grows the composer with the lines typed, up to a third of the screen, and shrinks it back', async () => {
    browser = await openBrowser({ locale: 'en-US' });
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    const chat = chatPage(browser);
    await chat.open('/en/chat');
    const input = () => box(page, 'composer-input');
    const composer = () => box(page, 'composer');
    const empty = await input();
    const emptyComposer = await composer();
    // One line of text when empty.
    const lineHeight = await page.$eval(sel('composer-input'), (element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(empty.height).toBeLessThan(lineHeight * 2);

    await page.fill(sel('composer-input'), 'one\ntwo\nthree\nfour');
    await expect.poll(async () => (await input()).height).toBeGreaterThanOrEqual(lineHeight * 4);
    expect((await composer()).top).toBeLessThan(emptyComposer.top);
    // However long, the text box stops at a third of the screen and scrolls inside.
    await page.fill(sel('composer-input'), Array.from({ length: 40 }, (_, n) => n).join('\n'));
    await expect.poll(async () => (await input()).height).toBeGreaterThan(lineHeight * 4 + 1);
    expect((await input()).height).toBeLessThanOrEqual(844 / 3 + 1);

    await page.fill(sel('composer-input'), '');
    await expect.poll(async () => (await input()).height).toBe(empty.height);
    expect((await composer()).top).toBe(emptyComposer.top);
  });
});
