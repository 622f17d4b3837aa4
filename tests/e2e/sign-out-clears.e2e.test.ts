import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { signOut, signUp } from './session';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** The `Cache-Control` the page's own fetch of `path` gets. */
const cachingOf = (b: Browser, path: string) =>
  b.page.evaluate(async (url) => {
    const res = await fetch(url);
    await res.arrayBuffer();
    return `${res.status} ${res.headers.get('cache-control')}`;
  }, path);

describe('signing out forgets what the browser kept (decision 197)', () => {
  it('never stores personal answers, clears cache and storage at sign-out, and the app still works', async () => {
    browser = await openBrowser({ locale: 'en-US', serviceWorkers: 'allow' });
    await signUp(browser, { locale: 'en' });
    const { page, context } = browser;
    expect(await cachingOf(browser, '/api/v1/user')).toBe('200 private, no-store');
    expect(await cachingOf(browser, '/api/v1/entity/ledger.csv')).toBe('200 private, no-store');
    expect(await cachingOf(browser, '/api/v1/chat')).toBe('200 private, no-store');
    // Public answers stay cacheable.
    expect(await cachingOf(browser, '/api/v1/prices')).toMatch(/^200 public/);

    await page.goto(browser.url('/en/cabinet/balance'));
    // The worker registers once the page is idle after its load and installs by fetching the
    // offline pages: on a busy machine that can take a while.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 60_000,
    });
    await page.evaluate(async () => {
      localStorage.setItem('kept-by-the-signed-in-person', 'private');
      await caches.open('kept-by-the-signed-in-person');
    });
    const logout = page.waitForResponse((res) => res.url().endsWith('/api/auth/logout'));
    await signOut(browser, 'en');
    expect((await (await logout).allHeaders())['clear-site-data']).toBe('"cache", "storage"');

    // The sign-in page loads, with nothing of the person left in the origin's storage.
    await page.waitForSelector('[data-testid="login-form"][data-hydrated="true"]');
    expect(
      await page.evaluate(async () => ({
        local: localStorage.getItem('kept-by-the-signed-in-person'),
        cache: await caches.has('kept-by-the-signed-in-person'),
      })),
    ).toEqual({ local: null, cache: false });

    // The sign-in page registers the service worker again: the next visitor's offline page works.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    await expect
      .poll(() => page.evaluate(async () => (await caches.keys()).length), { timeout: 30_000 })
      .toBe(1);
    await context.setOffline(true);
    await page.goto(browser.url('/en/chat'));
    const offline = page.locator('[data-testid="offline-page"] h1');
    expect(await offline.textContent({ timeout: 30_000 })).toBe('No connection');
    await context.setOffline(false);
  }, 180_000);
});
