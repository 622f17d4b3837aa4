import { mkdirSync } from 'node:fs';
import { afterEach, describe, inject, it } from 'vitest';
import type { Browser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { signedIn } from './fixtures/kit-session';

// Not a test: the composer's Tools panel (decision 206), desktop and phone, light and dark, EN and
// RU, saved to tests/e2e/artifacts/. Run alone:
// `BESEDA_SCREENSHOTS=1 npx vitest run --project e2e tests/e2e/chat-tools.shots.ts`;
// `SHOTS_ONLY=ru-light` narrows it to one pass.
const opened: Browser[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

describe('screenshots', () => {
  it('saves the composer with its Tools panel open in every mode to tests/e2e/artifacts/', {
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
        const chat = chatPage(browser);
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(browser.url(`/${locale}/cabinet/tools`));
        await page.waitForSelector('[data-testid="mcp-manager"][data-hydrated="true"]');
        await page.fill('#mcp-name', 'Everything');
        await page.fill('#mcp-url', inject('mcpUrl'));
        await page.click('[data-testid="mcp-submit"]');
        await page.waitForSelector('[data-testid="mcp-server"][data-status="connected"]');
        await page.screenshot({ path: `${dir}tools-connectors-desktop-${scheme}-${locale}.png` });
        await chat.open(`/${locale}/chat`);
        await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
        for (const [size, viewport] of [
          ['desktop', { width: 1440, height: 900 }],
          ['mobile', { width: 390, height: 844 }],
        ] as const) {
          await page.setViewportSize(viewport);
          await page.screenshot({ path: `${dir}tools-composer-${size}-${scheme}-${locale}.png` });
          await page.click('[data-testid="chat-tools"]');
          await page.waitForSelector('[data-testid^="chat-tool-mcp-"]');
          await page.screenshot({ path: `${dir}tools-panel-${size}-${scheme}-${locale}.png` });
          await page.keyboard.press('Escape');
        }
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.click('[data-testid="tools-nav-toggle"]');
        await page.screenshot({ path: `${dir}tools-more-menu-desktop-${scheme}-${locale}.png` });
        await browser.close();
        opened.splice(opened.indexOf(browser), 1);
      }
    }
  });
});
