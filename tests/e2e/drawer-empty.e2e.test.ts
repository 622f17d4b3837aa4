import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { signUp } from './session';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

describe('the phone drawer with no chats', () => {
  it('shows the empty list without a stray empty pill', async () => {
    browser = await openBrowser({ locale: 'en-US' });
    const { page } = browser;
    await signUp(browser, { locale: 'en' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(browser.url('/en/chat'));
    await page.waitForSelector('[data-testid="theme-switch"][data-hydrated="true"]', {
      state: 'attached',
    });
    await page.click('[data-testid="drawer-open"]');
    await page.waitForSelector('[data-testid="sidebar-frame"]:not([inert])');
    await page.waitForSelector('[data-testid="chat-list-empty"]');
    // The drawer has finished sliding in.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    // Every painted box in the drawer says something: text, a name, or an icon inside it.
    const emptyPills = await page.evaluate(() => {
      const frame = document.querySelector('[data-testid="sidebar-frame"]');
      return [...(frame?.querySelectorAll('*') ?? [])]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          const painted =
            style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent';
          const visible = box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
          const saysNothing =
            (element.textContent ?? '').trim() === '' &&
            !element.getAttribute('aria-label') &&
            !element.querySelector('svg, img') &&
            !['svg', 'img', 'input', 'path', 'use'].includes(element.tagName.toLowerCase()) &&
            element.getAttribute('role') !== 'separator';
          return painted && visible && saysNothing;
        })
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    });
    expect(emptyPills).toEqual([]);
  }, 120_000);
});
