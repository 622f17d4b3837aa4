import { afterEach, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { type Browser, openBrowser } from './browser';
import { signUp } from './session';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

type Page = Browser['page'];

/** Starts text chats through the same `/api` route the composer uses; their ids, oldest first. */
function startChats(page: Page, questions: string[]) {
  return page.evaluate(async (texts) => {
    const ids: string[] = [];
    for (const text of texts) {
      const body = new FormData();
      body.set('messages', JSON.stringify([{ role: 'user', content: text }]));
      body.set('requestId', crypto.randomUUID());
      const response = await fetch('/api/v1/openai/gpt/gpt-mini', { method: 'POST', body });
      if (!response.ok) throw new Error(`send: ${response.status}`);
      ids.push(((await response.json()) as { chatId: string }).chatId);
    }
    return ids;
  }, questions);
}

const item = (id: string) => `[data-testid="chat-item"][data-chat-id="${id}"]`;
const folder = '[data-testid="folder"]';

/** The chat ids listed in a part of the sidebar. */
const idsIn = (page: Page, part: string) =>
  page.$$eval(`${part} [data-testid="chat-item"]`, (items) =>
    items.map((node) => node.getAttribute('data-chat-id')),
  );

async function openChatMenu(page: Page, chatId: string) {
  await page.hover(item(chatId));
  await page.click(`${item(chatId)} [data-testid="chat-menu"] [data-testid="menu-button"]`);
}

async function ready(page: Page) {
  await page.goto(page.url());
  await page.waitForSelector('[data-testid="folder-new"][data-ready="true"]');
}

describe('chat folders and pins in the sidebar', () => {
  it('pins a chat to the top, files chats into a folder by menu and by dragging, renames and deletes the folder without losing them', async () => {
    browser = await openBrowser({ bypassCSP: true });
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    await page.goto(browser.url('/en/chat'));
    const [byMenu, byDrag, pinned] = await startChats(page, ['menu one', 'drag one', 'pin one']);
    if (!byMenu || !byDrag || !pinned) throw new Error('chats not started');
    await ready(page);
    // Newest first: the chat to pin is on top now; a newer one makes it second.
    const [newest] = await startChats(page, ['newest one']);
    await ready(page);
    expect((await idsIn(page, '[data-testid="unfiled-chats"]'))[0]).toBe(newest);

    await openChatMenu(page, pinned);
    await page.getByRole('menuitem', { name: 'Pin', exact: true }).click();
    await page.waitForSelector(`[data-testid="pinned-chats"] ${item(pinned)}`);
    await ready(page);
    expect(await idsIn(page, '[data-testid="pinned-chats"]')).toEqual([pinned]);
    expect((await idsIn(page, '[data-testid="chat-list"]'))[0]).toBe(pinned);

    await page.click('[data-testid="folder-new"]');
    await page.fill('[data-testid="folder-name-input"]', 'Work');
    await page.click('[data-testid="folder-name-save"]');
    await page.waitForSelector(`${folder} [data-testid="folder-name"]:text-is("Work")`);
    await page.waitForSelector('[data-testid="folder-name-dialog"]', { state: 'hidden' });
    expect(await seriousViolations(page)).toEqual([]);

    await openChatMenu(page, byMenu);
    await page.getByRole('menuitem', { name: 'Move to folder…' }).click();
    await page.click('[data-testid="folder-move-dialog"] .action-item:has-text("Work")');
    await page.waitForSelector(`${folder} ${item(byMenu)}`);

    // The drag as the browser sends it (dragstart, dragover, drop on the folder, dragend), with one
    // DataTransfer, so the sidebar's own handlers file the chat.
    await page.evaluate(
      ({ from, to }) => {
        const source = document.querySelector(from);
        const target = document.querySelector(to);
        if (!source || !target) throw new Error('drag ends not found');
        const data = new DataTransfer();
        const fire = (element: Element, type: string) =>
          element.dispatchEvent(
            new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }),
          );
        fire(source, 'dragstart');
        fire(target, 'dragenter');
        fire(target, 'dragover');
        fire(target, 'drop');
        fire(source, 'dragend');
      },
      { from: item(byDrag), to: `${folder} .folder-head` },
    );
    await page.waitForSelector(`${folder} ${item(byDrag)}`);

    // Kept by the api: the same after a reload.
    await ready(page);
    expect((await idsIn(page, folder)).sort()).toEqual([byMenu, byDrag].sort());
    expect(await idsIn(page, '[data-testid="pinned-chats"]')).toEqual([pinned]);

    await page.click(`${folder} [data-testid="menu-button"]`);
    await page.getByRole('menuitem', { name: 'Rename folder' }).click();
    await page.fill('[data-testid="folder-name-input"]', 'Projects');
    await page.click('[data-testid="folder-name-save"]');
    await page.waitForSelector(`${folder} [data-testid="folder-name"]:text-is("Projects")`);

    await page.click(`${folder} [data-testid="menu-button"]`);
    await page.getByRole('menuitem', { name: 'Delete folder' }).click();
    await page.click('[data-testid="action-folder-delete"]');
    await page.waitForSelector(folder, { state: 'detached' });
    await ready(page);
    expect(await page.$(folder)).toBeNull();
    const unfiled = await idsIn(page, '[data-testid="unfiled-chats"]');
    expect(unfiled).toEqual(expect.arrayContaining([byMenu, byDrag, newest]));
    expect(await idsIn(page, '[data-testid="pinned-chats"]')).toEqual([pinned]);
    expect(browser.errors).toEqual([]);
  });

  it('files a chat by dragging it with the pointer, takes it out the same way, and by keyboard alone (RU)', async () => {
    browser = await openBrowser({ bypassCSP: true });
    await signUp(browser, { locale: 'ru' });
    const { page } = browser;
    await page.goto(browser.url('/ru/chat'));
    const [dragged, byKeys] = await startChats(page, ['перетащить', 'клавиатура']);
    if (!dragged || !byKeys) throw new Error('chats not started');
    await ready(page);
    await page.click('[data-testid="folder-new"]');
    await page.fill('[data-testid="folder-name-input"]', 'Работа');
    await page.click('[data-testid="folder-name-save"]');
    await page.waitForSelector(`${folder} [data-testid="folder-name"]:text-is("Работа")`);
    await page.waitForSelector('[data-testid="folder-name-dialog"]', { state: 'hidden' });

    // Pointer moves as a person makes them: Chromium runs its own drag and drop from them. The
    // folder lights up while the chat is over it.
    const source = await page.locator(item(dragged)).boundingBox();
    const head = await page.locator(`${folder} .folder-head`).boundingBox();
    if (!source || !head) throw new Error('drag ends not shown');
    await page.mouse.move(source.x + 20, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(head.x + 30, head.y + head.height / 2, { steps: 8 });
    await page.waitForSelector(`${folder}[data-drop="true"]`);
    await page.mouse.up();
    await page.waitForSelector(`${folder} ${item(dragged)}`);
    expect(await page.getAttribute(folder, 'data-drop')).toBe('false');
    await ready(page);
    expect(await idsIn(page, folder)).toEqual([dragged]);

    // Back out of the folder: dropped on the other chats.
    await page.locator(item(dragged)).dragTo(page.locator('[data-testid="unfiled-chats"]'));
    await page.waitForSelector(`[data-testid="unfiled-chats"] ${item(dragged)}`);
    await ready(page);
    expect(await idsIn(page, folder)).toEqual([]);

    // The keyboard's way: the chat's menu, "Move to folder…", then the folder, with no pointer.
    const moveTo = async (label: string) => {
      for (let step = 0; step < 8; step++) {
        const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
        if (focused.includes(label)) return page.keyboard.press('Enter');
        await page.keyboard.press('ArrowDown');
      }
      throw new Error(`"${label}" not reached by the arrow keys`);
    };
    // The chat's actions show once its link has focus; Tab reaches its menu from there.
    await page.focus(`${item(byKeys)} [data-testid="chat-link"]`);
    const menuButton = `${item(byKeys)} [data-testid="chat-menu"] [data-testid="menu-button"]`;
    for (let step = 0; step < 4 && !(await page.$(`${menuButton}:focus`)); step++) {
      await page.keyboard.press('Tab');
    }
    await page.waitForSelector(`${menuButton}:focus`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role="menuitem"]:focus');
    await moveTo('Переместить в папку');
    await page.waitForSelector('[data-testid="folder-move-dialog"] .action-item:focus');
    await moveTo('Работа');
    await page.waitForSelector(`${folder} ${item(byKeys)}`);
    await ready(page);
    expect(await idsIn(page, folder)).toEqual([byKeys]);
    expect(browser.errors).toEqual([]);
  });
});
