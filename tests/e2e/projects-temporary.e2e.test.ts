import { afterEach, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe';
import { type Browser, openBrowser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { signUp } from './session';

/** Temporary chats and projects (docs/decisions/151-projects-and-temporary-chats.md). */
let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

type FakeRequest = { body: { messages?: { role: string; content: unknown }[] } };

/** The model request whose prompt contains `marker`, as the OpenAI fake received it. */
async function modelRequest(marker: string) {
  const list = (await (
    await fetch(`${inject('fakeOpenAIUrl')}/__fake/requests`)
  ).json()) as FakeRequest[];
  return list.findLast((r) => JSON.stringify(r.body).includes(marker));
}

describe('temporary chats and projects', () => {
  it('answers a temporary chat that never reaches the list, and says so after a reload', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'en' });
    const chat = chatPage(browser);
    const { page } = browser;
    await chat.open('/en/chat');
    await page.click('[data-testid="temporary-toggle"]');
    expect(await page.getAttribute('[data-testid="temporary-toggle"]', 'aria-pressed')).toBe(
      'true',
    );
    await page.waitForSelector('[data-testid="temporary-notice"]');
    await chat.send('A question nobody keeps');
    await chat.waitForAnswer();
    const chatId = chat.chatIdFromUrl();
    expect(chatId).toBeTruthy();
    // Neither shared nor exported, and not in the sidebar.
    expect(await page.locator('[data-testid="chat-share"]').count()).toBe(0);
    expect(await page.locator(`[data-testid="chat-item"][data-chat-id="${chatId}"]`).count()).toBe(
      0,
    );

    await page.reload();
    await page.waitForSelector('[data-testid="temporary-notice"]');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-hydrated="false"]').length === 0,
    );
    expect(await page.locator(`[data-testid="chat-item"][data-chat-id="${chatId}"]`).count()).toBe(
      0,
    );
    expect(await page.locator('[data-testid="temporary-toggle"]').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(browser.errors).toEqual([]);
  });

  it('starts a chat in a folder whose instructions the model receives', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'ru' });
    const chat = chatPage(browser);
    const { page } = browser;
    await chat.open('/ru/chat');
    await page.waitForSelector('[data-testid="folder-new"][data-ready="true"]');
    await page.click('[data-testid="folder-new"]');
    await page.fill('[data-testid="folder-name-input"]', 'Кулинария');
    await page.fill('[data-testid="folder-instructions-input"]', 'Отвечай как кондитер.');
    await page.click('[data-testid="folder-name-save"]');
    const folder = page.locator('[data-testid="folder"]', { hasText: 'Кулинария' });
    await folder.waitFor();
    await page.waitForSelector('[data-testid="folder-name-dialog"]', { state: 'hidden' });

    await folder.locator('.folder-head [data-testid="menu-button"]').click();
    await page.getByRole('menuitem', { name: 'Новый чат в этой папке' }).click();
    await page.waitForURL(/\/ru\/chat\?folder=/);
    await page.waitForSelector('[data-testid="conversation"] [data-testid="composer-input"]');
    const marker = `torte-${crypto.randomUUID().slice(0, 8)}`;
    await chat.send(`Как испечь ${marker}?`);
    await chat.waitForAnswer();
    const chatId = chat.chatIdFromUrl();
    await folder
      .locator(`[data-testid="chat-item"][data-chat-id="${chatId}"]`)
      .waitFor({ state: 'attached' });
    expect((await modelRequest(marker))?.body.messages?.[0]).toEqual({
      role: 'system',
      content: 'Отвечай как кондитер.',
    });

    // The instructions come back in the folder's dialog, editable.
    await folder.locator('.folder-head [data-testid="menu-button"]').click();
    await page.getByRole('menuitem', { name: 'Переименовать папку' }).click();
    expect(await page.inputValue('[data-testid="folder-instructions-input"]')).toBe(
      'Отвечай как кондитер.',
    );
    expect(browser.errors).toEqual([]);
  });
});
