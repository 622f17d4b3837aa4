import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { latestResetCode } from './outbox';
import { signIn, signUp } from './session';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const emailConfirmed = async (b: Browser) => {
  const res = await b.page.request.get(b.url('/api/auth/session'));
  return ((await res.json()) as { user: { emailConfirmed: boolean } }).user.emailConfirmed;
};

describe('email confirmation (issue 9 §4)', () => {
  it('confirms through the chats banner with the mailed code', async () => {
    browser = await openBrowser();
    const { page } = browser;
    const { email } = await signUp(browser, { locale: 'en', confirm: false });
    const banner = '[data-testid="email-confirm-banner"]';
    expect(await page.textContent(banner)).toContain(
      'Confirm your email to get your starting balance',
    );
    expect(await emailConfirmed(browser)).toBe(false);

    await page.waitForSelector('[data-testid="confirm-email-banner-form"][data-hydrated="true"]');
    await page.fill('[data-testid="confirm-email-banner-code"]', await latestResetCode(email));
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/en/confirm-email'),
      page.click('[data-testid="confirm-email-banner-submit"]'),
    ]);
    expect(await page.textContent('[data-testid="confirm-email-done"]')).toContain(
      'Your email is confirmed',
    );
    expect(await emailConfirmed(browser)).toBe(true);
    await page.goto(browser.url('/en/'));
    expect(await page.$(banner)).toBeNull();
    expect(browser.errors).toEqual([]);
  });

  it('opens the mail’s link signed out, signs in and confirms with the button', async () => {
    browser = await openBrowser();
    const { page } = browser;
    const account = await signUp(browser, { locale: 'ru', confirm: false });
    const code = await latestResetCode(account.email);
    await page.context().clearCookies();

    const link = `/ru/confirm-email?code=${code}`;
    await page.goto(browser.url(link));
    expect(new URL(page.url()).search).toBe(`?redirect=${encodeURIComponent(link)}`);
    await signIn(browser, account);
    // The GET shows the code; only the button confirms.
    expect(await emailConfirmed(browser)).toBe(false);
    expect(await page.inputValue('[data-testid="confirm-email-code"]')).toBe(code);
    await Promise.all([
      page.waitForSelector('[data-testid="confirm-email-done"]'),
      page.click('[data-testid="confirm-email-submit"]'),
    ]);
    expect(await emailConfirmed(browser)).toBe(true);
  });
});
