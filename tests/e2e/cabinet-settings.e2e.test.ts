import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { cabinetPages } from './fixtures/cabinet-pages';
import { signIn, signUp } from './session';

const opened: Browser[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

async function browser() {
  const b = await openBrowser({ locale: 'en-US' });
  opened.push(b);
  return b;
}

describe('settings, key combinations and sessions (issue 12)', () => {
  it('applies a setting at once and renders it first thing in another browser', async () => {
    const first = await browser();
    const account = await signUp(first, { locale: 'en', name: 'Sofia Settings' });
    const pages = cabinetPages(first);
    await pages.openSettings();
    await pages.chooseSetting('setting-theme', 'dark');
    expect(await pages.theme()).toBe('dark');
    await pages.chooseSetting('setting-send-on', 'ctrl-enter');

    const second = await browser();
    await signIn(second, account, { locale: 'en', redirect: '/en/cabinet/settings' });
    const other = cabinetPages(second);
    // The server's HTML already carries the account's theme: no flash of the default.
    const html = await (await second.page.request.get(second.url('/en/cabinet/settings'))).text();
    expect(html).toMatch(/<html[^>]*data-theme="dark"/);
    await other.openSettings();
    expect(await other.theme()).toBe('dark');
    expect(await second.page.inputValue('[data-testid="setting-send-on"]')).toBe('ctrl-enter');
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
  });

  it("writes dates one way on every page, and the account's date setting changes them all", async () => {
    const b = await openBrowser({ locale: 'ru-RU' });
    opened.push(b);
    await signUp(b, { locale: 'ru', name: 'Дарья Даты' });
    const { page } = b;
    const sessionSeen = async () => {
      await page.goto(b.url('/ru/cabinet/profile'));
      return page.locator('[data-testid="session-item"] .muted').first().textContent();
    };
    const ledgerDay = async () => {
      await page.goto(b.url('/ru/cabinet/balance'));
      return page.locator('[data-testid="ledger-row"] td').first().textContent();
    };
    // As Russian writes dates, the same on the profile and in the ledger.
    const written = /\d{1,2} [а-я]{3,4}\.? \d{4} г\., \d\d:\d\d/;
    expect(await sessionSeen()).toMatch(written);
    expect(await ledgerDay()).toMatch(written);

    await page.goto(b.url('/ru/cabinet/settings'));
    await page.waitForSelector('[data-testid="settings-form"][data-hydrated="true"]');
    const options = await page
      .locator('[data-testid="setting-date-format"] option')
      .allTextContents();
    expect(options[0]).toMatch(/^23 нояб\. 2026 г\. \(как принято в языке\)$/);
    expect(options.slice(1)).toEqual(['23.11.2026', '11/23/2026', '2026-11-23']);
    await page.selectOption('[data-testid="setting-date-format"]', 'ymd');
    await page.waitForSelector('[data-testid="settings-status"]:has-text("Сохранено")');

    const numeric = /\d{4}-\d\d-\d\d, \d\d:\d\d/;
    expect(await sessionSeen()).toMatch(numeric);
    expect(await ledgerDay()).toMatch(numeric);
    expect(b.errors).toEqual([]);
  });

  it('rebinds a shortcut, refuses conflicts and reserved keys, and the new keys work in the chats', async () => {
    const b = await browser();
    await signUp(b, { locale: 'en', name: 'Kira Keys' });
    const pages = cabinetPages(b);
    await pages.openShortcuts();
    expect(await pages.keysOf('searchChats')).toBe('Ctrl+Shift+F');

    await pages.rebind('searchChats', 'Control+Shift+O');
    await b.page.waitForSelector('[data-testid="shortcuts-status"]:has-text("New chat")');
    await b.page.keyboard.press('Control+N');
    await b.page.waitForSelector('[data-testid="shortcuts-status"]:has-text("browser")');
    await b.page.keyboard.press('Control+Shift+L');
    await b.page.waitForSelector('[data-testid="shortcuts-status"]:has-text("Saved")');
    expect(await pages.keysOf('searchChats')).toBe('Ctrl+Shift+L');

    await b.page.goto(b.url('/en/chat'));
    await b.page.waitForSelector('html[data-shortcuts="ready"]');
    await b.page.keyboard.press('Control+Shift+L');
    await b.page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'chat-search',
    );
    // The old combination does nothing now; Shift+Escape goes back to the message box.
    await b.page.keyboard.press('Shift+Escape');
    await b.page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'composer-input',
    );

    await pages.openShortcuts();
    await b.page.click('[data-testid="shortcuts-reset"]');
    await b.page.waitForSelector('[data-testid="shortcuts-status"]:has-text("Saved")');
    expect(await pages.keysOf('searchChats')).toBe('Ctrl+Shift+F');
    expect(b.errors).toEqual([]);
  });

  it('signs other browsers out: everywhere else, and on a password change', async () => {
    const first = await browser();
    const account = await signUp(first, { locale: 'en', name: 'Pavel Password' });
    const second = await browser();
    const toProfile = { locale: 'en' as const, redirect: '/en/cabinet/profile' };
    await signIn(second, account, toProfile);
    const pages = cabinetPages(first);
    const signedOut = async () => {
      await second.page.goto(second.url('/en/cabinet/profile'));
      await second.page.waitForURL((url) => url.pathname === '/en/auth/login');
    };

    await pages.openProfile();
    await first.page.waitForFunction(
      () => document.querySelectorAll('[data-testid="session-item"]').length === 2,
    );
    await first.page.click('[data-testid="sign-out-others"]');
    await first.page.waitForSelector('[data-testid="sessions-status"]:has-text("1")');
    await signedOut();
    await pages.openProfile();
    expect(first.page.url()).toContain('/en/cabinet/profile');

    await signIn(second, account, toProfile);
    await first.page.fill('[data-testid="password-current"]', account.password);
    await first.page.fill('[data-testid="password-new"]', 'a brand new password');
    await first.page.click('[data-testid="password-change"]');
    await first.page.waitForSelector('[data-testid="password-status"]:has-text("signed out")');
    await signedOut();
    await pages.openProfile();
    expect(first.page.url()).toContain('/en/cabinet/profile');
    await signIn(second, { ...account, password: 'a brand new password' }, toProfile);
    expect(first.errors).toEqual([]);
  });
});
