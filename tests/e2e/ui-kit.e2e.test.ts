import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';

/** Screenshots of the kit land here (gitignored), kept as artifacts of the run, never compared. */
const artifacts = join(new URL('.', import.meta.url).pathname, 'artifacts');

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser({ locale: 'en-US' });
});
afterAll(() => browser?.close());

const focusedTestId = () =>
  browser.page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');

async function openKit(path: string, theme: 'light' | 'dark' = 'light') {
  const { page, context } = browser;
  await context.addCookies([{ name: 'theme', value: theme, url: browser.url('/') }]);
  await page.goto(browser.url(path));
  await page.waitForLoadState('networkidle');
}

describe('the interface kit (issue 13)', () => {
  it('screenshots /ui in both themes into tests/e2e/artifacts', async () => {
    mkdirSync(artifacts, { recursive: true });
    for (const theme of ['light', 'dark'] as const) {
      await openKit('/en/ui', theme);
      // Both colour modes side by side, whatever the page's own theme.
      expect(await browser.page.locator('[data-testid="forced-light"]').count()).toBe(1);
      expect(await browser.page.locator('[data-testid="forced-dark"]').count()).toBe(1);
      // The bar chart of the kit: seven days in each colour mode.
      expect(await browser.page.locator('[data-testid="kit-bar-chart-bar"]').count()).toBe(14);
      const file = join(artifacts, `ui-${theme}.png`);
      await browser.page.screenshot({ path: file, fullPage: true });
      await browser.page.setViewportSize({ width: 390, height: 844 });
      await browser.page.screenshot({ path: join(artifacts, `ui-${theme}-mobile.png`) });
      await browser.page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('keeps focus inside the actions modal, closes it on Escape and gives focus back', async () => {
    const { page } = browser;
    await openKit('/en/ui/actions-modal');
    const opener = '[data-testid="light-actions-modal-open"]';
    const dialog = '[data-testid="light-actions-modal"]';
    await page.focus(opener);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${dialog}[open]`);
    // Focus starts on the first action; the page behind is inert.
    expect(await focusedTestId()).toBe('action-copy');
    const stops = await page.locator(`${dialog} button`).count();
    const seen = new Set<string>();
    for (let i = 0; i < stops * 2; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(
          (selector) => document.querySelector(selector)?.contains(document.activeElement),
          dialog,
        ),
      ).toBe(true);
      seen.add(await focusedTestId());
    }
    expect(seen.size).toBe(stops);
    await page.keyboard.press('Shift+Tab');
    expect(
      await page.evaluate(
        (s) => document.querySelector(s)?.contains(document.activeElement),
        dialog,
      ),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForSelector(`${dialog}:not([open])`, { state: 'attached' });
    expect(await focusedTestId()).toBe('light-actions-modal-open');
  });

  it('runs an action from the modal by keyboard and says so in a toast', async () => {
    const { page } = browser;
    await openKit('/en/ui/actions-modal', 'dark');
    await page.click('[data-testid="dark-actions-modal-open"]');
    await page.waitForSelector('[data-testid="dark-actions-modal"][open]');
    await page.keyboard.press('ArrowDown');
    expect(await focusedTestId()).toBe('action-share');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="dark-actions-modal"]:not([open])', {
      state: 'attached',
    });
    expect(await focusedTestId()).toBe('dark-actions-modal-open');
    await page.waitForSelector(
      '[data-testid="toasts-polite"] [data-testid="toast"]:has-text("Chosen: Share")',
    );
  });

  it('announces toasts (errors assertively), pauses them on hover and dismisses by keyboard', async () => {
    const { page } = browser;
    await openKit('/en/ui');
    const toasts = '[data-testid="toast"]';
    // The live regions are there before any toast, so screen readers hear what goes in.
    expect(await page.getAttribute('[data-testid="toasts-polite"]', 'aria-live')).toBe('polite');
    expect(await page.getAttribute('[data-testid="toasts-assertive"]', 'aria-live')).toBe(
      'assertive',
    );
    await page.locator('[data-testid="forced-light"] [data-testid="kit-toast"]').click();
    await page.waitForSelector(
      `[data-testid="toasts-polite"] ${toasts}:has-text("The chat is saved.")`,
    );
    await page.locator('[data-testid="forced-light"] [data-testid="kit-toast-error"]').click();
    await page.waitForSelector(
      `[data-testid="toasts-assertive"] ${toasts}:has-text("Couldn't save the chat.")`,
    );
    expect(await page.locator(toasts).count()).toBe(2);
    // Stacked at the bottom of the screen.
    const box = await page.locator('[data-testid="toaster"]').boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.y + box.height).toBeGreaterThan((viewport?.height ?? 0) - 40);

    // While the pointer rests on them they stay past their 5 s.
    await page.hover(`${toasts} >> nth=0`);
    await page.waitForSelector('[data-testid="toaster"][data-paused="true"]');
    const pausedAt = Date.now();
    await page.waitForFunction((since) => Date.now() - since > 5500, pausedAt, {
      polling: 250,
      timeout: 8000,
    });
    expect(await page.locator(toasts).count()).toBe(2);
    // Moving away resumes them: they leave on their own.
    await page.mouse.move(5, 5);
    await page.waitForSelector('[data-testid="toaster"][data-paused="false"]');
    await page.waitForSelector(toasts, { state: 'detached', timeout: 8000 });

    // Keyboard: focus the toast's close button, Escape dismisses it.
    await page.locator('[data-testid="forced-light"] [data-testid="kit-toast"]').click();
    await page.waitForSelector(toasts);
    await page.focus('[data-testid="toast-dismiss"]');
    await page.keyboard.press('Escape');
    await page.waitForSelector(toasts, { state: 'detached' });
  });
});
