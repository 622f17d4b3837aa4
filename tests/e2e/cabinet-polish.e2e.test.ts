import { afterEach, describe, expect, it } from 'vitest';
import type { Browser } from './browser';
import { signedIn } from './fixtures/kit-session';

const opened: Browser[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

describe('the cabinet for a Russian reader', () => {
  it('lists time zones by localized name in regions, finds one by search, and never shows a raw id', async () => {
    const browser = await signedIn(opened, 'ru');
    const { page } = browser;
    await page.goto(browser.url('/ru/cabinet/settings'));
    await page.waitForSelector('[data-testid="settings-form"]');
    const zone = page.locator('[data-testid="setting-time-zone"]');
    await expect.poll(() => zone.locator('option').count()).toBeGreaterThan(300);
    const groups = await zone
      .locator('optgroup')
      .evaluateAll((all) => all.map((group) => group.getAttribute('label')));
    expect(groups).toEqual(expect.arrayContaining(['Европа', 'Азия', 'Америка']));
    const labels = await zone.locator('option').allTextContents();
    expect(labels.filter((label) => /^[A-Z][a-z]+\/[A-Za-z_]+$/.test(label))).toEqual([]);
    const kiev = await zone.locator('option[value="Europe/Kiev"]').textContent();
    expect(kiev).toContain('Kyiv');
    expect(kiev).toContain('Восточная Европа');
    expect(await zone.locator('option[value="Europe/Moscow"]').textContent()).toContain('Москва');
    await page.fill('[data-testid="setting-time-zone-search"]', 'Екатеринбург');
    await expect.poll(() => zone.locator('option').count()).toBeLessThan(5);
    expect(await zone.locator('option').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Екатеринбург')]),
    );
  });

  it('on a phone, the sections are one scrolling row and a touch screen is not offered Ctrl K', async () => {
    const browser = await signedIn(opened, 'ru');
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    const cdp = await browser.context.newCDPSession(page);
    // A phone: touch events and the media features a touch screen reports.
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await cdp.send('Emulation.setEmulatedMedia', {
      features: [
        { name: 'pointer', value: 'coarse' },
        { name: 'hover', value: 'none' },
      ],
    });
    await page.goto(browser.url('/ru/cabinet/settings'));
    await page.waitForSelector('[data-testid="settings-form"]');
    const tops = await page
      .locator('[data-testid="cabinet-nav"] a')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(4);
    expect(new Set(tops).size).toBe(1);
    const nav = page.locator('[data-testid="cabinet-nav"]');
    expect(await nav.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await page.goto(browser.url('/ru/chat'));
    const kbd = page.locator('[data-testid="palette-open"] kbd').first();
    await kbd.waitFor({ state: 'attached' });
    // Its own style, not its drawer's: the hint is gone wherever the launcher shows.
    expect(await kbd.evaluate((el) => getComputedStyle(el).display)).toBe('none');
  });
});
