import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { cabinetPages } from './fixtures/cabinet-pages';
import { noisyPng, tinyPng } from './fixtures/tiny-png';
import { latestResetCode } from './outbox';
import { signUp } from './session';

const opened: Browser[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

describe('the profile page (issue 12)', () => {
  it('crops and uploads an avatar served from our origin, and changes the email by a code', async () => {
    const browser = await openBrowser({ locale: 'en-US' });
    opened.push(browser);
    const account = await signUp(browser, { locale: 'en', name: 'Vera Avatar' });
    const { page, openProfile } = cabinetPages(browser);
    await openProfile();

    await page.setInputFiles('[data-testid="profile-avatar-input"]', {
      name: 'wide.png',
      mimeType: 'image/png',
      buffer: tinyPng(40, 20),
    });
    const avatar = await page.waitForSelector('[data-testid="profile-avatar"]');
    expect(await avatar.getAttribute('src')).toMatch(/^\/api\/v1\/media\//);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="profile-avatar"]');
      return img?.complete && img.naturalWidth === 256 && img.naturalHeight === 256;
    });

    const next = `moved-${Date.now()}@example.com`;
    await page.fill('[data-testid="email-new"]', next);
    await page.fill('[data-testid="email-password"]', account.password);
    await page.click('[data-testid="email-send-code"]');
    await page.waitForSelector('[data-testid="email-code"]');
    await page.fill('[data-testid="email-code"]', await latestResetCode(next));
    await page.click('[data-testid="email-confirm"]');
    await page.waitForSelector(`[data-testid="profile-email"]:has-text("${next}")`);
    expect(browser.errors).toEqual([]);
  });

  it('uploads a 1.5 MB photo from the page: the cropped image, well over 64 KB, is kept (issue 26)', async () => {
    const browser = await openBrowser({ locale: 'ru-RU' });
    opened.push(browser);
    await signUp(browser, { locale: 'ru', name: 'Фото Большое' });
    const { page, openProfile } = cabinetPages(browser);
    await openProfile();
    const photo = noisyPng(724, 724);
    expect(photo.byteLength).toBeGreaterThan(1.4 * 1024 * 1024);
    await page.setInputFiles('[data-testid="profile-avatar-input"]', {
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: photo,
    });
    const avatar = await page.waitForSelector('[data-testid="profile-avatar"]');
    const src = (await avatar.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/api\/v1\/media\//);
    const storedBytes = await page.evaluate(
      async (url) => (await (await fetch(url)).arrayBuffer()).byteLength,
      src,
    );
    expect(storedBytes).toBeGreaterThan(64 * 1024);
    expect(await page.textContent('.profile-section')).not.toContain('Слишком большой запрос');
    expect(browser.errors).toEqual([]);
  });
});
