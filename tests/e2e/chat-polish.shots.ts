import { mkdirSync } from 'node:fs';
import { afterEach, describe, it } from 'vitest';
import type { Browser } from './browser';
import { signedIn } from './fixtures/kit-session';

// Not a test: the screens of the chat's finishing touches (issue 48: image and Midjourney
// lists, the sidebar), in both languages and themes, desktop and phone, for people to look at.
const opened: Browser[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

describe('screenshots', () => {
  it('saves the image and Midjourney lists and the sidebar in every mode', {
    timeout: 600_000,
  }, async () => {
    const dir = new URL('./artifacts/', import.meta.url).pathname;
    mkdirSync(dir, { recursive: true });
    const only = process.env.SHOTS_ONLY?.split(',');
    for (const locale of ['ru', 'en'] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        if (only && !only.includes(`${locale}-${scheme}`)) continue;
        const browser = await signedIn(opened, locale, scheme);
        const { page } = browser;
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(browser.url(`/${locale}/chat/image`));
        await page.waitForSelector('[data-testid="img-studio"][data-hydrated="true"]');
        await page.fill('[data-testid="img-prompt"]', 'a red fox in the snow');
        await page.click('[data-testid="img-generate"]');
        await page.waitForSelector('[data-testid="img-thumb"] img');
        await page.waitForURL(/\/chat\/image\/[\w-]+$/);
        await page.goto(browser.url(`/${locale}/chat/midjourney`));
        await page.waitForSelector('[data-testid="mj-studio"][data-hydrated="true"]');
        await page.fill('[data-testid="mj-prompt"]', 'a lighthouse at dusk fake:polls=40');
        await page.click('[data-testid="mj-generate"]');
        await page.waitForSelector('[data-testid="mj-task"]');
        const shoot = async (name: string) => {
          for (const [size, viewport] of [
            ['desktop', { width: 1440, height: 900 }],
            ['mobile', { width: 390, height: 844 }],
          ] as const) {
            await page.setViewportSize(viewport);
            await page.screenshot({ path: `${dir}polish-${name}-${size}-${scheme}-${locale}.png` });
          }
          await page.setViewportSize({ width: 1440, height: 900 });
        };
        await shoot('mj-waiting');
        await page.goto(browser.url(`/${locale}/chat/midjourney`));
        await page.waitForLoadState('networkidle');
        await shoot('mj-list');
        await page.goto(browser.url(`/${locale}/chat/image`));
        await page.waitForLoadState('networkidle');
        await shoot('image-list');
        await browser.close();
      }
    }
  });
});
