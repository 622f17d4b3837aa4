import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { signUp } from './session';

// SPEC §9: the viewport class is detected in the browser, re-detected 50 ms after resizing
// stops, and remembered in a cookie so the server renders the right layout next time.
let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const htmlViewport = (html: string) => /<html[^>]*\sdata-viewport="([a-z]+)"/.exec(html)?.[1];
const layoutTag = (html: string) => /<div[^>]*class="chats-layout"[^>]*>/.exec(html)?.[0] ?? '';
const sidebarTag = (html: string) => /<div[^>]*class="sidebar-frame"[^>]*>/.exec(html)?.[0] ?? '';

/** The page has hydrated (its islands' effects, the viewport watcher's among them, have run). */
const hydrated = (page: Page) =>
  page.waitForSelector('[data-testid="theme-switch"][data-hydrated="true"]', { state: 'attached' });

describe('the viewport cookie', () => {
  it('gives a phone the mobile layout in the server HTML of its next request', async () => {
    browser = await openBrowser({ locale: 'en-US' });
    const { page, context } = browser;
    const cookie = async () => (await context.cookies()).find((c) => c.name === 'viewport');

    // A first visit has no cookie: the server renders the fallback, the page measures.
    const first = await page.goto(browser.url('/en/auth/login'));
    expect(htmlViewport((await first?.text()) ?? '')).toBe('desktop');
    await expect.poll(async () => (await cookie())?.value).toBe('desktop');
    const saved = await cookie();
    expect(saved?.path).toBe('/');
    expect(saved?.sameSite).toBe('Lax');
    expect(saved?.httpOnly).toBe(false);
    const days = ((saved?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365);

    await signUp(browser, { locale: 'en' });
    await page.clock.install();
    const desktop = await page.goto(browser.url('/en/chat'));
    const desktopHtml = (await desktop?.text()) ?? '';
    expect(htmlViewport(desktopHtml)).toBe('desktop');
    expect(layoutTag(desktopHtml)).toContain('data-viewport="desktop"');
    expect(sidebarTag(desktopHtml)).not.toContain('inert');
    await page.waitForSelector('[data-testid="drawer-open"]', { state: 'hidden' });
    await hydrated(page);

    // Turned into a phone: nothing changes until the window has been quiet for 50 ms.
    await page.clock.pauseAt(Date.now() + 5_000);
    // The browser fires `resize` with its next frame; wait for it before moving the clock.
    const resized = page.evaluate(
      () => new Promise((resolve) => window.addEventListener('resize', resolve, { once: true })),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await resized;
    expect(await page.evaluate(() => window.innerWidth)).toBe(390);
    await page.clock.runFor(49);
    expect(await page.getAttribute('html', 'data-viewport')).toBe('desktop');
    expect((await cookie())?.value).toBe('desktop');
    await page.clock.runFor(1);
    expect(await page.getAttribute('html', 'data-viewport')).toBe('mobile');
    expect((await cookie())?.value).toBe('mobile');
    expect(await page.getAttribute('.chats-layout', 'data-viewport')).toBe('mobile');
    await page.clock.resume();

    // The next request: the server already renders the phone's layout, drawer closed and inert.
    const mobile = await page.goto(browser.url('/en/chat'));
    const mobileHtml = (await mobile?.text()) ?? '';
    expect(htmlViewport(mobileHtml)).toBe('mobile');
    expect(layoutTag(mobileHtml)).toContain('data-viewport="mobile"');
    expect(sidebarTag(mobileHtml)).toContain('inert');
    await page.waitForSelector('[data-testid="drawer-open"]', { state: 'visible' });
    await hydrated(page);
    // The drawer still opens, and its links can be reached.
    await page.click('[data-testid="drawer-open"]');
    await page.waitForSelector('[data-testid="sidebar-frame"]:not([inert])');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="sidebar-frame"][inert]', { state: 'attached' });
    expect(browser.errors).toEqual([]);
  }, 120_000);
});
