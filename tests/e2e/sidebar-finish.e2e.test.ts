import { afterEach, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { type Browser, openBrowser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { type ImportedTurn, importChat, sameOriginApi } from './fixtures/same-origin-api';
import { signUp } from './session';

// The polish review's finishing touches of the sidebar: search rows, the chat's menu, folders.
let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

type Page = Browser['page'];
const item = (id: string) => `[data-testid="chat-item"][data-chat-id="${id}"]`;

/** The corners of `selector`'s box (a little inside its rounding) that show something else. */
const hiddenCorners = (page: Page, selector: string) =>
  page.$eval(selector, (element) => {
    const box = element.getBoundingClientRect();
    const inset = 12;
    const corners = [
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ] as const;
    return corners.flatMap(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && element.contains(hit)
        ? []
        : [`${Math.round(x)},${Math.round(y)}: ${hit?.className || hit?.tagName || 'outside'}`];
    });
  });

describe('the sidebar’s finishing touches in a real browser', () => {
  it('finds a chat once, its snippet in plain words without markdown (RU)', async () => {
    browser = await openBrowser({ locale: 'ru-RU', bypassCSP: true });
    await signUp(browser, { locale: 'ru' });
    const chat = chatPage(browser);
    const { page, sel } = chat;
    await chat.open('/ru/chat');
    const turns: ImportedTurn[] = [
      { role: 'user', content: 'Как заварить улун?' },
      {
        role: 'assistant',
        content: '### Заварка\n\n> Настоящий **улун** заваривают трижды\n\n- вода 95°',
      },
      { role: 'user', content: 'А сколько раз можно заваривать улун?' },
      { role: 'assistant', content: 'Хороший улун выдерживает до семи заварок.' },
    ];
    const { chatId } = await importChat(page, 'Чайная', turns);
    await chat.open('/ru/chat');
    await page.fill(sel('chat-search'), 'улун');
    await page.waitForSelector(sel('search-hit'));
    // Four messages match; the chat is one result.
    await expect.poll(() => page.locator(sel('search-hit')).count()).toBe(1);
    const snippet = (await page.textContent(sel('search-snippet'))) ?? '';
    expect(snippet).not.toMatch(/[#>*]/);
    expect(
      await page
        .locator(`${sel('search-hit')} mark`)
        .first()
        .textContent(),
    ).toMatch(/^улун$/i);
    await page.click(sel('search-hit'));
    await page.waitForURL(new RegExp(`/ru/chat/${chatId}`));
    expect(browser.errors).toEqual([]);
  });

  it('opens the last chat’s menu whole, moves it under a whole title, and starts a chat in a folder showing the folder and its instructions', async () => {
    browser = await openBrowser({ locale: 'ru-RU', bypassCSP: true });
    await signUp(browser, { locale: 'ru' });
    const chat = chatPage(browser);
    const { page } = chat;
    await page.setViewportSize({ width: 1440, height: 900 });
    await chat.open('/ru/chat');
    // Enough chats that the last one sits at the bottom of the sidebar's scrolling list.
    const ids: string[] = [];
    for (let n = 0; n < 16; n++) {
      const { chatId } = await importChat(page, `Чат номер ${n} с довольно длинным названием`, [
        { role: 'user', content: `Вопрос ${n}` },
        { role: 'assistant', content: `Ответ ${n}` },
      ]);
      ids.push(chatId);
    }
    const instructions = 'Отвечай кратко, как кондитер.';
    const created = await sameOriginApi<{ id: string }>(page, '/v1/chat/folders', {
      method: 'POST',
      json: { name: 'Выпечка', instructions },
    });
    expect(created.status).toBe(201);
    await chat.open('/ru/chat');
    await page.waitForSelector('[data-testid="folder-new"][data-ready="true"]');
    const last = page.locator('[data-testid="chat-item"]').last();
    const lastId = (await last.getAttribute('data-chat-id')) ?? '';
    expect(ids).toContain(lastId);
    await last.scrollIntoViewIfNeeded();
    await last.hover();
    await page.click(`${item(lastId)} [data-testid="chat-menu"] [data-testid="menu-button"]`);
    await page.waitForSelector('[role="menu"] [role="menuitem"]');
    // Every corner of the menu shows the menu: nothing around it cuts it off.
    expect(await hiddenCorners(page, '[role="menu"]')).toEqual([]);
    await page.getByRole('menuitem', { name: 'Переместить в папку…' }).click();
    const title = page.locator('[data-testid="folder-move-dialog"] .modal-title');
    expect((await title.textContent())?.trim()).toMatch(/^Переместить в папку: «.+»$/);
    await page.click('[data-testid="folder-move-dialog"] .action-item:has-text("Выпечка")');
    await page.waitForSelector(`[data-testid="folder"] ${item(lastId)}`);

    // "New chat in this folder" says where the chat goes and what it will be told.
    await page.click('[data-testid="folder"] .folder-head [data-testid="menu-button"]');
    await page.getByRole('menuitem', { name: 'Новый чат в этой папке' }).click();
    await page.waitForURL(/\/ru\/chat\?folder=/);
    await page.waitForSelector('[data-testid="folder-start"]');
    expect(await page.textContent('[data-testid="folder-start"]')).toContain('В папке «Выпечка»');
    expect(await page.textContent('[data-testid="folder-start-instructions"]')).toBe(instructions);
    expect(await page.textContent('[data-testid="conversation-folder"]')).toContain('Выпечка');
    expect(await seriousViolations(page)).toEqual([]);
    expect(browser.errors).toEqual([]);
  });
});
