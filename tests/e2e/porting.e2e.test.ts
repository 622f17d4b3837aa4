import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations, withAxe } from './axe';
import { type Browser, openBrowser } from './browser';
import { signUp } from './session';

const chatGptExport = fileURLToPath(
  new URL('../../api/src/chat-porting/fixtures/chatgpt-conversations.json', import.meta.url),
);

let browser: Browser | undefined;
afterAll(async () => {
  await browser?.close();
});

describe('chat import and answer ratings', () => {
  it('imports a ChatGPT export after a preview, opens it on its branch, and keeps a rating across a reload', async () => {
    // axe goes in as an init script, so the pages keep their real strict CSP.
    const b = await openBrowser({ locale: 'en-US' });
    browser = b;
    await withAxe(b.context);
    const { page } = b;
    await signUp(b, { locale: 'en', name: 'Ilya Import' });

    await page.goto(b.url('/en/cabinet/settings'));
    await page.waitForSelector('[data-testid="chat-porting"][data-hydrated="true"]');
    await page.setInputFiles('[data-testid="import-file"]', chatGptExport);
    await page.waitForSelector('[data-testid="import-preview"][open]');
    expect(await page.textContent('[data-testid="import-preview-counts"]')).toBe(
      'Chats: 2 · messages: 11',
    );
    expect(await page.locator('[data-testid="import-preview-chat"]').allTextContents()).toEqual([
      'Хлеб дома messages: 9',
      'Hello world in Rust messages: 2',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.click('[data-testid="import-confirm"]');
    // Done or refused, whichever comes: a refusal fails here with its message.
    await page.waitForSelector('[data-testid="import-done"], [data-testid="import-error"]');
    expect(await page.locator('[data-testid="import-error"]').allTextContents()).toEqual([]);
    await page.waitForSelector('[data-testid="import-done"]:has-text("Imported chats: 2")');

    await page.click('[data-testid="import-done"] a:has-text("Хлеб дома")');
    // The branch ChatGPT showed: the regenerated answer, the photo question, the tool's answer.
    const answers = page.locator('[data-testid="message-assistant"]');
    await page.waitForSelector('[data-testid="message-assistant"]:has-text("Бородинский хлеб")');
    const questions = page.locator('[data-testid="message-user"]');
    expect(await questions.locator('.message-bubble').allTextContents()).toEqual([
      'Как испечь хлеб дома?',
      '[image]\n\nЧто на фото?',
      'Найди рецепт бородинского',
    ]);
    expect(await answers.first().textContent()).toContain('Второй вариант');
    // The edited question and the regenerated answer came with their other versions.
    expect(await questions.first().textContent()).toContain('1/2');
    expect(await answers.first().textContent()).toContain('2/2');

    // Buttons work once the page has hydrated; the model picker says when.
    await page.waitForSelector('[data-testid="model-picker"][data-ready="true"]');
    const last = answers.last();
    await last.locator('[data-testid="rate-down"]').click();
    await last.locator('[data-testid="rating-reason"] label:has-text("Wrong")').click();
    await last.locator('[data-testid="rating-comment"]').fill('Нет закваски');
    await Promise.all([
      page.waitForResponse(
        (res) => res.url().includes('/api/v1/message/rating/') && res.status() === 200,
      ),
      last.locator('[data-testid="rating-send"]').click(),
    ]);
    await page.reload();
    await page.waitForSelector(
      '[data-testid="message-assistant"]:last-of-type [data-testid="rate-answer"][data-rating="down"]',
    );
    expect(
      await answers.last().locator('[data-testid="rate-down"]').getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      await answers.first().locator('[data-testid="rate-answer"]').getAttribute('data-rating'),
    ).toBe('');
    expect(b.errors).toEqual([]);
  });
});
