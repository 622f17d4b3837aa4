import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { latestResetCode } from './outbox';
import { newAccount, signIn, signOut, signUp } from './session';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const path = (b: Browser) => {
  const url = new URL(b.page.url());
  return `${url.pathname}${url.search}`;
};
const sessionCookies = async (b: Browser) =>
  (await b.context.cookies()).filter((c) => c.name.startsWith('__Host-beseda_'));

describe('signing up, in and out', () => {
  it('registers, stays signed in, signs out, and signs in back to the guarded page', async () => {
    browser = await openBrowser();
    const { page } = browser;
    const account = await signUp(browser, { locale: 'ru', through: 'pages' });
    expect(path(browser)).toBe('/ru/chat');

    await page.goto(browser.url('/ru/cabinet/balance'));
    await page.reload();
    expect(path(browser)).toBe('/ru/cabinet/balance');
    expect(await page.textContent('[data-testid="user-menu"]')).toContain('Тест Тестов');
    // The balance page is still loading its ledger and chart: signing out as soon as the page is
    // live aborts those loads (src/lib/page-loads.ts) instead of letting them come back 401 into
    // the console. (A click before the page is live signs out by the plain form.)
    await signOut(browser, 'ru');
    expect(await sessionCookies(browser)).toEqual([]);

    await page.goto(browser.url('/ru/cabinet/members?tab=2'));
    expect(path(browser)).toBe(
      `/ru/auth/login?redirect=${encodeURIComponent('/ru/cabinet/members?tab=2')}`,
    );
    await signIn(browser, account);
    expect(path(browser)).toBe('/ru/cabinet/members?tab=2');
    expect(browser.errors).toEqual([]);
  });

  it('keeps the tokens in __Host- HttpOnly Secure SameSite=Lax cookies, out of JavaScript', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'en' });
    const cookies = await sessionCookies(browser);
    expect(cookies.map((c) => c.name).sort()).toEqual(['__Host-beseda_at', '__Host-beseda_rt']);
    for (const cookie of cookies) {
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
      expect(cookie.domain).not.toMatch(/^\./);
    }
    const visible = await browser.page.evaluate(() => document.cookie);
    expect(visible).not.toContain('beseda_');
    for (const cookie of cookies) expect(visible).not.toContain(cookie.value);
    const stored = await browser.page.evaluate(() => JSON.stringify({ ...localStorage }));
    for (const cookie of cookies) expect(stored).not.toContain(cookie.value);
  });

  it('shows wrong credentials inline and keeps the email', async () => {
    browser = await openBrowser();
    const account = await signUp(browser, { locale: 'en' });
    await browser.context.clearCookies();
    const { page } = browser;
    await page.goto(browser.url('/en/auth/login'));
    await page.waitForSelector('[data-testid="login-form"][data-hydrated="true"]');
    await page.fill('[data-testid="login-email"]', account.email);
    await page.fill('[data-testid="login-password"]', 'not-the-password');
    await page.click('[data-testid="login-submit"]');
    await page.waitForSelector('[data-testid="login-error"]:not([hidden])');
    expect(path(browser)).toBe('/en/auth/login');
    expect(await page.inputValue('[data-testid="login-email"]')).toBe(account.email);
  });

  it('checks fields as they are typed and focuses the first error on submit', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto(browser.url('/en/registration'));
    await page.waitForSelector('[data-testid="registration-form"][data-hydrated="true"]');
    await page.fill('[data-testid="registration-email"]', 'not-an-email');
    expect(await page.textContent('[data-testid="registration-email-error"]')).toBe(
      'Enter a valid email address',
    );
    expect(await page.getAttribute('[data-testid="registration-email"]', 'aria-describedby')).toBe(
      'registration-email-error',
    );
    await page.fill('[data-testid="registration-email"]', 'ok@example.com');
    expect(await page.$('[data-testid="registration-email-error"]')).toBeNull();
    await page.fill('[data-testid="registration-password"]', 'short');
    await page.click('[data-testid="registration-submit"]');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'password',
    );
    expect(path(browser)).toBe('/en/registration');
  });

  it('works without JavaScript: errors come back rendered by the server', async () => {
    browser = await openBrowser();
    const { page } = browser;
    // No script file loads, so nothing hydrates: the plain HTML form is all there is.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(browser.url('/ru/auth/login'));
    await page.fill('[data-testid="login-email"]', 'nobody@example.com');
    await page.fill('[data-testid="login-password"]', 'whatever-password');
    await Promise.all([page.waitForNavigation(), page.click('[data-testid="login-submit"]')]);
    expect(path(browser)).toBe('/ru/auth/login');
    expect(await page.isVisible('[data-testid="login-error"]')).toBe(true);
    expect(await page.inputValue('[data-testid="login-email"]')).toBe('nobody@example.com');
    // The server's page puts the cursor back in the password field (its `autofocus`).
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'password');
    expect(page.url()).not.toContain('password');
  });
});

describe('redirects and origins', () => {
  it("signs in to the account's own language, whatever page the form was on", async () => {
    browser = await openBrowser();
    const account = await signUp(browser, { locale: 'en' });
    await browser.context.clearCookies();
    await signIn(browser, account, { locale: 'ru' });
    expect(path(browser)).toBe('/en/chat');
    expect(await browser.page.getAttribute('html', 'lang')).toBe('en');
    const cookies = await browser.context.cookies();
    expect(cookies.find((c) => c.name === 'locale')?.value).toBe('en');
  });

  it('lands an open redirect attempt on the locale home page', async () => {
    browser = await openBrowser();
    const account = await signUp(browser, { locale: 'en' });
    for (const redirect of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      await browser.context.clearCookies();
      await signIn(browser, account, { locale: 'en', redirect });
      expect(path(browser)).toBe('/en/chat');
    }
  });

  it('sends a signed-in visitor away from guest pages', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'ru' });
    await browser.page.goto(browser.url('/ru/auth/login'));
    expect(path(browser)).toBe('/ru/chat');
  });

  it('refuses a cross-origin POST to /api', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'ru' });
    const res = await browser.context.request.post(browser.url('/api/v1/auth/logout'), {
      headers: { origin: 'https://evil.example' },
      data: {},
    });
    expect(res.status()).toBe(403);
    const signOut = await browser.context.request.post(browser.url('/api/auth/logout'), {
      headers: { origin: 'https://evil.example' },
      form: { locale: 'ru' },
    });
    expect(signOut.status()).toBe(403);
    await browser.page.goto(browser.url('/ru/cabinet/balance'));
    expect(path(browser)).toBe('/ru/cabinet/balance');
  });

  it('sends a client-side navigation to a guarded page to login when signed out', async () => {
    browser = await openBrowser();
    const { page } = browser;
    // Visitors see no link to a guarded page: the session ends while the page is open instead.
    await signUp(browser, { locale: 'ru' });
    await page.goto(browser.url('/ru/terms'));
    await page.waitForSelector('[data-testid="theme-switch"][data-hydrated="true"]');
    await browser.context.clearCookies();
    await Promise.all([
      page.waitForURL('**/ru/auth/login?redirect=*'),
      page.click('a[href="/ru/chat"]'),
    ]);
    expect(path(browser)).toBe(`/ru/auth/login?redirect=${encodeURIComponent('/ru/chat')}`);
  });
});

describe('token refresh', () => {
  it('refreshes an access token that is gone mid-session without the person noticing', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'ru' });
    const before = await sessionCookies(browser);
    const refresh = before.find((c) => c.name === '__Host-beseda_rt');
    await browser.context.clearCookies();
    await browser.context.addCookies(refresh ? [refresh] : []);
    await browser.page.goto(browser.url('/ru/cabinet/balance'));
    expect(path(browser)).toBe('/ru/cabinet/balance');
    const after = await sessionCookies(browser);
    const access = after.find((c) => c.name === '__Host-beseda_at');
    expect(access?.value).toBeTruthy();
    expect(after.find((c) => c.name === '__Host-beseda_rt')?.value).not.toBe(refresh?.value);
  });

  it('refreshes through the same-origin endpoint the timers island calls', async () => {
    browser = await openBrowser();
    await signUp(browser, { locale: 'ru' });
    const answer = await browser.page.evaluate(async () => {
      const res = await fetch('/api/auth/refresh', { method: 'POST' });
      return { status: res.status, body: await res.json() };
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user.email).toMatch(/@example\.com$/);
    expect(JSON.stringify(answer.body)).not.toMatch(/accessToken|refreshToken/);
  });
});

describe('promo and password reset', () => {
  it('shows the promo bonus while typed and credits it on registration', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto(browser.url('/en/registration'));
    await page.waitForSelector('[data-testid="registration-form"][data-hydrated="true"]');
    await page.fill('[data-testid="registration-promo"]', 'NO-SUCH-CODE');
    await expect.poll(() => page.textContent('[data-testid="promo-hint"]')).toBe('Code not found');
    await page.fill('[data-testid="registration-promo"]', demoPromo);
    await expect.poll(() => page.textContent('[data-testid="promo-hint"]')).toMatch(/^Bonus/);
    const balance = async () =>
      (
        (await page.evaluate(async () => (await fetch('/api/v1/entity')).json())) as {
          balanceKopecks: number;
        }
      ).balanceKopecks;
    await signUp(browser, { locale: 'en' });
    const plain = await balance();
    await browser.context.clearCookies();
    await signUp(browser, { locale: 'en', promo: demoPromo });
    // The demo code credits 100 RUB (api/migrations/0002_accounts.sql).
    expect((await balance()) - plain).toBe(10_000);
  });

  it('resets a forgotten password with the emailed code', async () => {
    browser = await openBrowser();
    const account = await signUp(browser, { locale: 'en' });
    await browser.context.clearCookies();
    const { page } = browser;
    await page.goto(browser.url('/en/auth/login'));
    await page.click('[data-testid="forgot-password"]');
    await page.waitForSelector('[data-testid="reset-request-form"][data-hydrated="true"]');
    await page.fill('[data-testid="reset-request-email"]', account.email);
    await Promise.all([
      page.waitForURL('**/en/enter-reset-password-code'),
      page.click('[data-testid="reset-request-submit"]'),
    ]);
    expect(await page.textContent('[data-testid="code-sent-to"]')).toContain(account.email);
    expect(await page.isDisabled('[data-testid="resend-code"]')).toBe(true);

    await page.waitForSelector('[data-testid="reset-code-form"][data-hydrated="true"]');
    const code = await latestResetCode(account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.fill('[data-testid="reset-code-code"]', wrong);
    await page.click('[data-testid="reset-code-submit"]');
    await page.waitForSelector('[data-testid="reset-code-error"]:not([hidden])');

    await page.fill('[data-testid="reset-code-code"]', code);
    await Promise.all([
      page.waitForURL('**/en/reset-password-code-success'),
      page.click('[data-testid="reset-code-submit"]'),
    ]);
    await page.waitForSelector('[data-testid="new-password-form"][data-hydrated="true"]');
    const fresh = newAccount().password.replace('long', 'new');
    await page.fill('[data-testid="new-password-password"]', fresh);
    await page.fill('[data-testid="new-password-confirm"]', fresh);
    await Promise.all([
      page.waitForURL('**/en/reset-password-success'),
      page.click('[data-testid="new-password-submit"]'),
    ]);
    await page.click('[data-testid="back-to-login"]');
    await signIn(browser, { email: account.email, password: fresh }, { locale: 'en' });
    expect(path(browser)).toBe('/en/chat');
  }, 120_000);
});

/** The demo code the api seeds for local runs (api/migrations/0002_accounts.sql). */
const demoPromo = 'BESEDA2026';
