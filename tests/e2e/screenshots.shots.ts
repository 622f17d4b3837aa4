import { mkdirSync } from 'node:fs';
import { afterEach, describe, it } from 'vitest';
import type { Browser } from './browser';
import { operatorSignedIn, signedIn, spend, studioPages } from './fixtures/kit-session';

// Not a test: `npm run screenshots` saves every kit page, desktop and phone, light and dark, EN and
// RU, to tests/e2e/artifacts/ for people to look at (decision 094 says why it left `npm test`).
const opened: Browser[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

/** Screenshots of the changed pages, desktop and phone, light and dark, EN and RU, to look at. */
describe('screenshots', () => {
  it('saves each changed page in every mode to tests/e2e/artifacts/', {
    timeout: 600_000,
  }, async () => {
    const dir = new URL('./artifacts/', import.meta.url).pathname;
    mkdirSync(dir, { recursive: true });
    const pages = [
      'chat',
      'support',
      'service',
      'feedback',
      'cabinet/balance',
      'cabinet/usage',
      'cabinet/members',
      'cabinet/memory',
      'cabinet/knowledge',
      'cabinet/key-combinations',
      'cabinet/settings',
      'cabinet/profile',
      'cabinet/api-keys',
      'cabinet/tools',
      ...studioPages,
      'ui',
    ];
    for (const locale of ['en', 'ru'] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const browser = await signedIn(opened, locale, scheme);
        if (scheme === 'light') await spend(browser, locale);
        const { page } = browser;
        for (const [size, viewport] of [
          ['desktop', { width: 1440, height: 900 }],
          ['mobile', { width: 390, height: 844 }],
        ] as const) {
          await page.setViewportSize(viewport);
          for (const path of pages) {
            await page.goto(browser.url(`/${locale}/${path}`));
            await page.waitForLoadState('networkidle');
            const name = `kit-${path.replaceAll('/', '-')}-${size}-${scheme}-${locale}.png`;
            await page.screenshot({ path: `${dir}${name}`, fullPage: path !== 'ui' });
          }
        }
        await browser.close();
      }
    }
  });
});

/** The operator console, desktop and phone, light and dark, EN and RU: `-t operator` alone. */
describe('screenshots of the operator console', () => {
  it('saves each console page of the operator in every mode', { timeout: 600_000 }, async () => {
    const dir = new URL('./artifacts/', import.meta.url).pathname;
    mkdirSync(dir, { recursive: true });
    const pages = [
      'admin',
      'admin/promocodes',
      'admin/models',
      'admin/stats',
      'admin/support',
      'admin/audit',
    ];
    for (const locale of ['en', 'ru'] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const browser = await operatorSignedIn(opened, locale, scheme);
        if (scheme === 'light' && locale === 'en') await spend(browser, locale);
        const { page } = browser;
        for (const [size, viewport] of [
          ['desktop', { width: 1440, height: 900 }],
          ['mobile', { width: 390, height: 844 }],
        ] as const) {
          await page.setViewportSize(viewport);
          for (const path of pages) {
            await page.goto(browser.url(`/${locale}/${path}`));
            await page.waitForLoadState('networkidle');
            if (path === 'admin') {
              await page.locator('[data-testid="admin-user-open"]').first().click();
              await page.waitForSelector('[data-testid="admin-user-detail"]');
              await page.waitForLoadState('networkidle');
            }
            const name = `kit-${path.replaceAll('/', '-')}-${size}-${scheme}-${locale}.png`;
            await page.screenshot({ path: `${dir}${name}`, fullPage: true });
          }
        }
        await browser.close();
      }
    }
  });
});
