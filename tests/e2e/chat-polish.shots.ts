import { mkdirSync } from 'node:fs';
import { afterEach, describe, inject, it } from 'vitest';
import type { Browser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { signedIn } from './fixtures/kit-session';
import { importChat, sameOriginApi } from './fixtures/same-origin-api';

// Not a test: the chat screens the polish review touched (tool cards, the image and Midjourney lists, the
// sidebar's search, menu and folders), desktop and phone, light and dark, EN and RU, saved to
// tests/e2e/artifacts/ for people to look at. `SHOTS_ONLY=ru-light` narrows it to one pass.
const opened: Browser[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

describe('screenshots', () => {
  it('saves the chat screens of the polish review in every mode to tests/e2e/artifacts/', {
    timeout: 900_000,
  }, async () => {
    const dir = new URL('./artifacts/', import.meta.url).pathname;
    mkdirSync(dir, { recursive: true });
    const only = process.env.SHOTS_ONLY?.split(',');
    for (const locale of ['ru', 'en'] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        if (only && !only.includes(`${locale}-${scheme}`)) continue;
        const ru = locale === 'ru';
        const browser = await signedIn(opened, locale, scheme);
        const { page } = browser;
        const chat = chatPage(browser);
        const shoot = async (name: string, before?: () => Promise<void>) => {
          for (const [size, viewport] of [
            ['desktop', { width: 1440, height: 900 }],
            ['mobile', { width: 390, height: 844 }],
          ] as const) {
            await page.setViewportSize(viewport);
            // The sidebar slides out of a phone's screen: shot once it has.
            await page.waitForFunction(
              () =>
                (document.querySelector('[data-testid="sidebar-frame"]')?.getAnimations().length ??
                  0) === 0,
            );
            await before?.();
            await page.screenshot({ path: `${dir}polish-${name}-${size}-${scheme}-${locale}.png` });
          }
          await page.setViewportSize({ width: 1440, height: 900 });
        };
        await page.setViewportSize({ width: 1440, height: 900 });
        await chat.open(`/${locale}/chat`);
        for (let n = 0; n < 12; n++) {
          await importChat(page, ru ? `Чат номер ${n} о выпечке` : `Chat number ${n} on baking`, [
            { role: 'user', content: ru ? `Вопрос ${n}` : `Question ${n}` },
            { role: 'assistant', content: ru ? `Ответ ${n}` : `Answer ${n}` },
          ]);
        }
        await importChat(page, ru ? 'Чайная' : 'Tea room', [
          { role: 'user', content: ru ? 'Как заварить улун?' : 'How to brew oolong?' },
          {
            role: 'assistant',
            content: ru
              ? '### Заварка\n\n> Настоящий **улун** заваривают трижды'
              : '### Brewing\n\n> A real **oolong** is brewed three times',
          },
          {
            role: 'user',
            content: ru ? 'Сколько раз можно заваривать улун?' : 'How often oolong?',
          },
        ]);
        await sameOriginApi(page, '/v1/chat/folders', {
          method: 'POST',
          json: {
            name: ru ? 'Выпечка' : 'Baking',
            instructions: ru
              ? 'Отвечай кратко и по делу, как кондитер. Граммы, а не чашки.'
              : 'Answer briefly, as a pastry chef would. Grams, not cups.',
          },
        });

        // A tool call through MCP, its card closed then open.
        await page.goto(browser.url(`/${locale}/cabinet/tools`));
        await page.waitForSelector('[data-testid="mcp-manager"][data-hydrated="true"]');
        await page.fill('#mcp-name', 'Everything');
        await page.fill('#mcp-url', inject('mcpUrl'));
        await page.click('[data-testid="mcp-submit"]');
        await page.waitForSelector('[data-testid="mcp-server"][data-status="connected"]');
        await chat.open(`/${locale}/chat`);
        await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
        const args = hex(JSON.stringify({ message: ru ? 'привет из карточки' : 'hello' }));
        await chat.send(`Echo fake:tool=echo fake:args=${args}`);
        await page.click('[data-testid="tool-approve"]');
        await chat.waitForAnswer();
        await shoot('tool-card');
        await page.click('[data-testid="tool-card"] summary');
        await shoot('tool-card-open');
        // The composer grown by a few lines (one line when empty, in the shots above).
        await page.fill(
          '[data-testid="composer-input"]',
          ru
            ? 'Первая строка\nвторая строка\nтретья строка'
            : 'First line\nsecond line\nthird line',
        );
        await shoot('composer-lines');
        await page.fill('[data-testid="composer-input"]', '');

        // The sidebar: search, the last chat's menu, a new chat in the folder.
        await chat.open(`/${locale}/chat`);
        await page.waitForSelector('[data-testid="folder-new"][data-ready="true"]');
        await page.fill('[data-testid="chat-search"]', ru ? 'улун' : 'oolong');
        await page.waitForSelector('[data-testid="search-hit"]');
        await page.screenshot({ path: `${dir}polish-search-desktop-${scheme}-${locale}.png` });
        await page.fill('[data-testid="chat-search"]', '');
        const last = page.locator('[data-testid="chat-item"]').last();
        await last.scrollIntoViewIfNeeded();
        await last.hover();
        await last.locator('[data-testid="menu-button"]').click();
        await page.waitForSelector('[role="menu"]');
        await page.screenshot({ path: `${dir}polish-chat-menu-desktop-${scheme}-${locale}.png` });
        await page.keyboard.press('Escape');
        await page.click('[data-testid="folder"] .folder-head [data-testid="menu-button"]');
        await page.locator('[role="menuitem"]').first().click();
        await page.waitForSelector('[data-testid="folder-start"]');
        await shoot('folder-start');

        // The image and Midjourney lists.
        await page.goto(browser.url(`/${locale}/chat/image`));
        await page.waitForSelector('[data-testid="img-studio"][data-hydrated="true"]');
        await shoot('image-empty');
        await page.fill('[data-testid="img-prompt"]', 'a red fox in the snow');
        await page.click('[data-testid="img-generate"]');
        await page.waitForSelector('[data-testid="img-thumb"] img');
        await page.goto(browser.url(`/${locale}/chat/midjourney`));
        await page.waitForSelector('[data-testid="mj-studio"][data-hydrated="true"]');
        await page.fill('[data-testid="mj-prompt"]', 'a lighthouse at dusk fake:polls=60');
        await page.click('[data-testid="mj-generate"]');
        await page.waitForSelector('[data-testid="mj-task"]');
        await page.waitForSelector('[data-testid="img-chat-blank"]');
        await shoot('mj-waiting');
        await browser.close();
      }
    }
  });
});
