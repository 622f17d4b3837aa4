import { afterEach, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe';
import { type Browser, openBrowser } from './browser';
import { cabinetPages } from './fixtures/cabinet-pages';
import { tinyPng } from './fixtures/tiny-png';
import { signUp } from './session';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

describe('the avatar studio in a real browser', () => {
  it('edits an uploaded photo into avatars through the image fake and sets one as the profile picture', async () => {
    browser = await openBrowser({ locale: 'en-US' });
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    await page.goto(browser.url('/en/avatar'));
    await page.waitForSelector('[data-testid="avatar-form"][data-hydrated="true"]');
    await page.waitForSelector('[data-testid="avatar-history-empty"]');

    await page.setInputFiles('[data-testid="avatar-photo-input"]', {
      name: 'me.png',
      mimeType: 'image/png',
      buffer: tinyPng(32, 32),
    });
    await page.waitForSelector('[data-testid="avatar-photo-preview"]');
    await page.check('[data-testid="avatar-style-anime"]');
    await page.selectOption('[data-testid="avatar-count"]', '3');
    // The image fake holds its answer until the test releases it: the run is a job meanwhile.
    const hold = `avatar${Date.now()}`;
    await page.fill('[data-testid="avatar-description"]', `fake:hold=${hold} smiling`);
    await page.click('[data-testid="avatar-create"]');
    await page.waitForSelector('[data-testid="avatar-progress"] [role="status"]');
    expect(new URL(page.url()).searchParams.get('run')).toBeTruthy();
    // A reload in the middle finds the running run again and keeps showing its progress.
    await page.reload();
    await page.waitForSelector('[data-testid="avatar-form"][data-hydrated="true"]');
    await page.waitForSelector('[data-testid="avatar-progress"] [role="status"]');
    expect(await page.isDisabled('[data-testid="avatar-create"]')).toBe(true);
    await fetch(`${inject('fakeOpenAIUrl')}/__fake/release/${hold}`, { method: 'POST' });
    await page.waitForSelector('[data-testid="avatar-results"]');
    expect(new URL(page.url()).searchParams.get('run')).toBeNull();
    const images = await page.$$('[data-testid="avatar-results"] [data-testid="avatar-image"] img');
    expect(images).toHaveLength(3);
    // Served from our origin under the CSP, decoded by the browser.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[data-testid="avatar-results"] img')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    const download = await page.getAttribute(
      '[data-testid="avatar-results"] [data-testid="avatar-download"]',
      'download',
    );
    expect(download).toBe('beseda-avatar-anime-1.png');

    await page.click('[data-testid="avatar-results"] [data-testid="avatar-set-profile"]');
    await page.waitForSelector('[data-testid="avatar-profile-status"][role="status"]');

    const { openProfile } = cabinetPages(browser);
    await openProfile();
    const avatar = await page.waitForSelector('[data-testid="profile-avatar"]');
    expect(await avatar.getAttribute('src')).toMatch(/^\/api\/v1\/media\//);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="profile-avatar"]');
      return img?.complete && img.naturalWidth > 0;
    });

    // The run is in the history after a reload.
    await page.goto(browser.url('/en/avatar'));
    await page.waitForSelector('[data-testid="avatar-run"] [data-testid="avatar-image"]');
  });

  it('asks for a photo or a description in Russian, and refuses a file that is not an image', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'ru' });
    const { page } = browser;
    await page.goto(browser.url('/ru/avatar'));
    await page.waitForSelector('[data-testid="avatar-form"][data-hydrated="true"]');
    await page.click('[data-testid="avatar-create"]');
    expect(await page.textContent('[data-testid="avatar-error"]')).toBe(
      'Загрузите фото или опишите лицо.',
    );
    await page.setInputFiles('[data-testid="avatar-photo-input"]', {
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await page.waitForSelector('[data-testid="avatar-error"]:has-text("PNG, JPEG или WebP")');
    expect(await page.$('[data-testid="avatar-photo-preview"]')).toBeNull();
    // A run whose image service fails ends with the hold released and says so in Russian.
    await page.fill('[data-testid="avatar-description"]', 'fake:fail=500');
    await page.click('[data-testid="avatar-create"]');
    await page.waitForSelector(
      '[data-testid="avatar-error"]:has-text("Этот запуск не удался; деньги не списаны.")',
    );
    expect(await page.inputValue('[data-testid="avatar-description"]')).toBe('fake:fail=500');
    await page.waitForSelector('[data-testid="avatar-run"]:has-text("Этот запуск не удался")');
  });

  it('has no serious or critical axe violation with avatars on the page, light and dark', async () => {
    // axe goes in as an inline script, which the strict CSP would refuse.
    browser = await openBrowser({ locale: 'en-US', bypassCSP: true });
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    await page.goto(browser.url('/en/avatar'));
    await page.waitForSelector('[data-testid="avatar-form"][data-hydrated="true"]');
    await page.fill('[data-testid="avatar-description"]', 'a smiling man with a beard');
    await page.click('[data-testid="avatar-create"]');
    await page.waitForSelector('[data-testid="avatar-results"] [data-testid="avatar-image"]');
    for (const theme of ['light', 'dark'] as const) {
      await browser.context.addCookies([{ name: 'theme', value: theme, url: page.url() }]);
      await page.reload();
      await page.waitForSelector('[data-testid="avatar-run"] [data-testid="avatar-image"]');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      expect(await seriousViolations(page), theme).toEqual([]);
    }
  });
});
