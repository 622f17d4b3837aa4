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

const toolPaths = [
  '/text',
  '/transcription',
  '/avatar',
  '/service',
  '/gen',
  '/support',
  '/feedback',
  '/terms',
  '/policy',
];

/** The hrefs of the Tools navigation on the page, opened first. */
async function toolLinks(page: Page) {
  await page.click('[data-testid="tools-nav-toggle"]');
  await page.waitForSelector('[data-testid="tools-nav"][open] [data-testid="tool-text"]');
  return page.$$eval('[data-testid="tools-nav"] a', (links) =>
    links.map((link) => link.getAttribute('href')),
  );
}

/** Starts a text chat through the `/api` route the composer uses; its id. */
const startChat = (page: Page, question: string) =>
  page.evaluate(async (text) => {
    const body = new FormData();
    body.set('messages', JSON.stringify([{ role: 'user', content: text }]));
    body.set('requestId', crypto.randomUUID());
    const response = await fetch('/api/v1/openai/gpt/gpt-mini', { method: 'POST', body });
    return ((await response.json()) as { chatId: string }).chatId;
  }, question);

async function openPalette(page: Page) {
  await page.waitForSelector('[data-testid="palette-open"][data-ready="true"]');
  await page.keyboard.press('Control+K');
  await page.waitForSelector('[data-testid="palette"][open]');
  await page.waitForFunction(
    () => document.activeElement?.getAttribute('data-testid') === 'palette-input',
  );
}

/** The label of the option the combobox points at (aria-activedescendant). */
const activeOption = (page: Page) =>
  page.evaluate(() => {
    const id = document
      .querySelector('[data-testid="palette-input"]')
      ?.getAttribute('aria-activedescendant');
    const option = id ? document.getElementById(id) : null;
    return option?.getAttribute('aria-selected') === 'true'
      ? option.querySelector('.palette-option-label')?.textContent
      : null;
  });

describe('one navigation to every tool (issue 26, item 4)', () => {
  for (const locale of ['ru', 'en'] as const) {
    it(`reaches every tool from the chats, the cabinet and a tool page (${locale})`, async () => {
      browser = await openBrowser();
      browser.page.setDefaultTimeout(15_000);
      const { page } = browser;
      await page.goto(browser.url(`/${locale}/registration`));
      expect(await page.getAttribute('[data-testid="registration-terms-link"]', 'href')).toBe(
        `/${locale}/terms`,
      );
      expect(await page.getAttribute('[data-testid="registration-policy-link"]', 'href')).toBe(
        `/${locale}/policy`,
      );
      await signUp(browser, { locale });
      const expected = toolPaths.map((path) => `/${locale}${path}`);
      for (const path of ['/chat', '/cabinet/balance', '/transcription']) {
        await page.goto(browser.url(`/${locale}${path}`));
        expect(await toolLinks(page)).toEqual(expected);
      }
      // From the chats, the text studio is a click away (not the chat tab).
      await page.goto(browser.url(`/${locale}/chat`));
      await toolLinks(page);
      await page.click('[data-testid="tool-text"]');
      await page.waitForURL((url) => url.pathname === `/${locale}/text`);
      await page.waitForSelector('[data-testid="tool-text"][aria-current="page"]', {
        state: 'attached',
      });
      expect(
        await page.getAttribute('[data-testid="sidebar-mode-text"]', 'aria-current'),
      ).toBeNull();
      expect(browser.errors).toEqual([]);
    });
  }

  it('finds pages, chats and actions by name in either language, by keyboard alone (en)', async () => {
    browser = await openBrowser({ bypassCSP: true });
    browser.page.setDefaultTimeout(15_000);
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    await page.goto(browser.url('/en/chat'));
    const chatId = await startChat(page, 'Weekend trip to Kazan');

    // A page by its Russian name on the English site, opened with Enter.
    await openPalette(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.type('баланс');
    await expect.poll(() => activeOption(page)).toBe('Balance');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/en/cabinet/balance');

    // From the cabinet, a chat by its title through the chat search api.
    await openPalette(page);
    await page.keyboard.type('kazan');
    await page.waitForSelector('[data-testid="palette-option"][data-kind="chat"]');
    while ((await activeOption(page)) !== 'Weekend trip to Kazan') {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/en/chat/${chatId}`);

    // An action: the dark theme; Escape closes and focus goes back.
    await openPalette(page);
    await page.keyboard.type('dark theme');
    await expect.poll(() => activeOption(page)).toBe('Switch to dark theme');
    await page.keyboard.press('Enter');
    await page.waitForSelector('html[data-theme="dark"]');
    await openPalette(page);
    await page.keyboard.type('no such thing at all');
    await page.waitForSelector('[data-testid="palette-status"]:has-text("Nothing found")');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="palette"]', { state: 'detached' });
    expect(browser.errors).toEqual([]);
  });

  it('finds pages and actions by their Russian or English names (ru)', async () => {
    browser = await openBrowser();
    browser.page.setDefaultTimeout(15_000);
    await signUp(browser, { locale: 'ru' });
    const { page } = browser;
    await page.goto(browser.url('/ru/cabinet/profile'));
    await page.click('[data-testid="palette-open"][data-ready="true"]');
    await page.waitForSelector('[data-testid="palette"][open]');
    await page.keyboard.type('transcription');
    await expect.poll(() => activeOption(page)).toBe('Расшифровка');
    await page.keyboard.press('Escape');
    await openPalette(page);
    // Ctrl+K at once after a close opens it again: the dialog's close event comes a task later.
    await page.evaluate(() => {
      document.querySelector<HTMLDialogElement>('[data-testid="palette"]')?.close();
      window.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true }),
      );
    });
    await page.waitForSelector('[data-testid="palette"][open]');
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'palette-input',
    );
    await page.keyboard.type('новый чат');
    await expect.poll(() => activeOption(page)).toBe('Новый чат');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/ru/chat');
  });
});

describe('the rough edges of navigation (issue 26, smaller items)', () => {
  it('opens the key combinations over the chat, keeping the draft (ru)', async () => {
    browser = await openBrowser();
    browser.page.setDefaultTimeout(15_000);
    await signUp(browser, { locale: 'ru' });
    const { page } = browser;
    await page.goto(browser.url('/ru/chat'));
    await page.waitForSelector('html[data-shortcuts="ready"]');
    await page.fill('[data-testid="composer-input"]', 'черновик');
    await page.keyboard.press('Control+/');
    await page.waitForSelector('[data-testid="shortcuts-overlay"][open]');
    expect(new URL(page.url()).pathname).toBe('/ru/chat');
    await page.waitForSelector('[data-testid="shortcuts-overlay"]:has-text("Сочетания клавиш")');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="shortcuts-overlay"]', { state: 'detached' });
    await page.click('[data-testid="chat-list"]');
    await page.keyboard.press('Shift+/');
    await page.waitForSelector('[data-testid="shortcuts-overlay"][open]');
    await page.click('[data-testid="shortcuts-overlay-close"]');
    expect(await page.inputValue('[data-testid="composer-input"]')).toBe('черновик');
    expect(new URL(page.url()).pathname).toBe('/ru/chat');
  });

  it('fits the sidebar at 1440 px and on a phone; focuses a new folder’s name; shares with others only (ru)', async () => {
    browser = await openBrowser();
    browser.page.setDefaultTimeout(15_000);
    await signUp(browser, { locale: 'ru' });
    const { page } = browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(browser.url('/ru/chat'));
    const chatId = await startChat(page, 'Очень длинное название чата про поездку в Казань летом');
    await page.reload();
    await page.waitForSelector('html[data-shortcuts="ready"]');
    // No mode tab is clipped.
    const clipped = await page.$$eval('.sidebar-modes a', (tabs) =>
      tabs.filter((tab) => tab.scrollWidth > tab.clientWidth).map((tab) => tab.textContent),
    );
    expect(clipped).toEqual([]);
    // The new folder's dialog asks for the name first.
    await page.click('[data-testid="folder-new"][data-ready="true"]');
    await page.waitForSelector('[data-testid="folder-name-dialog"][open]');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'folder-name-input',
    );
    await page.keyboard.press('Escape');
    // Collapsed, the sidebar shows the brand's mark and no clipped name.
    await page.click('[data-testid="sidebar-minimize"]');
    await page.waitForSelector('.chats-layout[data-minimized="true"]');
    const brandName = await page.$eval('.sidebar-head .brand-name', (el) => el.clientWidth);
    expect(brandName).toBeLessThanOrEqual(1);
    await page.click('[data-testid="sidebar-minimize"]');

    // The share dialog lists no one but the sharer in a one-person team.
    await page.goto(browser.url(`/ru/chat/${chatId}`));
    await page.waitForSelector('html[data-shortcuts="ready"]');
    await page.click('[data-testid="chat-share"]');
    await page.waitForSelector('[data-testid="share-dialog"]:has-text("нет других участников")');
    expect(await page.$$('[data-testid="share-member"]')).toHaveLength(0);
    await page.click('[data-testid="share-close"]');

    // A phone: the title keeps the row, rename and delete are in the chat's menu.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.waitForSelector('html[data-shortcuts="ready"]');
    await page.click('[data-testid="drawer-open"]');
    const row = `[data-testid="chat-item"][data-chat-id="${chatId}"]`;
    await page.waitForSelector(`${row} [data-testid="chat-menu"]`, { state: 'visible' });
    expect(await page.isVisible(`${row} [data-testid="chat-rename"]`)).toBe(false);
    expect(await page.isVisible(`${row} [data-testid="chat-delete"]`)).toBe(false);
    const nameWidth = await page.$eval(`${row} .chat-name`, (el) => el.clientWidth);
    expect(nameWidth).toBeGreaterThan(200);
    await page.click(`${row} [data-testid="chat-menu"] [data-testid="menu-button"]`);
    await page.getByRole('menuitem', { name: 'Переименовать' }).click();
    await page.waitForSelector(`${row} [data-testid="chat-rename-input"]`);
    expect(browser.errors).toEqual([]);
  });
});
