import { afterEach, describe, expect, it } from 'vitest';
import { seriousViolations, withAxe } from './axe';
import { type Browser, openBrowser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { signUp } from './session';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const sel = (id: string) => `[data-testid="${id}"]`;

describe('the model picker and the cost before sending', () => {
  for (const [locale, width] of [
    ['en', 1280],
    ['ru', 390],
  ] as const) {
    it(`picks by keyboard, stars a favourite and prices the draft (${locale}, ${width} px)`, async () => {
      browser = await openBrowser();
      await withAxe(browser.context);
      await browser.page.setViewportSize({ width, height: 844 });
      await signUp(browser, { locale });
      const chat = chatPage(browser);
      const { page } = chat;
      page.setDefaultTimeout(15_000);
      await chat.open(`/${locale}/chat`);

      // Typing on the picker's button opens it with the search started.
      await page.focus(sel('model-picker'));
      await page.keyboard.press('m');
      await page.waitForSelector(sel('model-picker-popup'));
      await page.keyboard.type('ini');
      expect(await page.inputValue(sel('model-picker-search'))).toBe('mini');
      const found = await page.$$eval(sel('model-option'), (options) =>
        options.map((o) => o.getAttribute('data-value')),
      );
      expect(found).toEqual(['gpt:gpt-mini']);
      // Prices per 1,000 tokens in the page's format, the context size and capability icons.
      const row = (
        await page.textContent(`${sel('model-option')}[data-value="gpt:gpt-mini"]`)
      )?.replace(/[\s\u00a0\u202f]/g, ' ');
      expect(row).toContain(locale === 'ru' ? '0,015 ₽' : 'RUB 0.015');
      expect(row).toContain(locale === 'ru' ? '128 тыс.' : '128K');
      expect(await page.$$(`${sel('model-option')} [data-capability="vision"]`)).toHaveLength(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Enter');
      await page.waitForSelector(`${sel('model-picker')}[data-value="gpt:gpt-mini"]`);
      await page.waitForSelector(sel('model-picker-popup'), { state: 'detached' });

      // Arrows move through every model; Shift+Enter stars one, which then leads the list.
      await page.keyboard.press('ArrowDown');
      await page.fill(sel('model-picker-search'), 'llama');
      await page.waitForSelector(
        `${sel('model-option')}[data-value="local:llama"][data-active="true"]`,
      );
      await page.keyboard.press('Shift+Enter');
      await page.waitForSelector(`${sel('model-star')}[data-on="true"]`);
      await page.fill(sel('model-picker-search'), '');
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="model-option"]')?.getAttribute('data-value') ===
          'local:llama',
      );
      await page.keyboard.press('Escape');
      await page.waitForSelector(sel('model-picker-popup'), { state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'model-picker',
      );

      // The estimate appears as the person types, and grows with the text.
      await page.fill(sel('composer-input'), 'Hello there');
      const first = await page.waitForSelector(
        `${sel('composer-estimate')}[data-model="gpt:gpt-mini"]`,
      );
      const shortTokens = Number(await first.getAttribute('data-tokens'));
      const cost = await page.textContent(sel('composer-estimate-cost'));
      expect(cost?.replace(/[\s\u00a0\u202f]/g, ' ')).toMatch(
        locale === 'ru' ? /^≈ \d+,\d\d ₽$/ : /^≈ RUB \d+\.\d\d$/,
      );
      await page.fill(sel('composer-input'), 'Hello there, '.repeat(400));
      await page.waitForFunction(
        (before) =>
          Number(
            document
              .querySelector('[data-testid="composer-estimate"]')
              ?.getAttribute('data-tokens'),
          ) >
          before + 1000,
        shortTokens,
      );
      const miniKopecks = Number(await page.getAttribute(sel('composer-estimate'), 'data-kopecks'));

      // Another model (picked with the arrows and Enter) prices the same draft anew.
      await page.click(sel('model-picker'));
      await page.fill(sel('model-picker-search'), 'gpt-4o');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await page.waitForSelector(`${sel('model-picker')}[data-value="gpt:gpt"]`);
      const gpt = await page.waitForSelector(`${sel('composer-estimate')}[data-model="gpt:gpt"]`);
      expect(Number(await gpt.getAttribute('data-kopecks'))).toBeGreaterThan(miniKopecks);
      expect(await page.getAttribute(sel('composer-context-gauge'), 'aria-valuenow')).not.toBe('0');

      // The star is kept in the account's settings: after a reload it still leads the list.
      await page.reload();
      await page.waitForSelector(`${sel('model-picker')}[data-ready="true"]`);
      await page.click(sel('model-picker'));
      expect(await page.getAttribute(sel('model-option'), 'data-value')).toBe('local:llama');
      const box = await page.$eval(sel('model-picker-popup'), (popup) => {
        const rect = popup.getBoundingClientRect();
        return { left: rect.left, right: rect.right, scroll: document.documentElement.scrollWidth };
      });
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(width);
      expect(box.scroll).toBeLessThanOrEqual(width);
    });
  }
});
