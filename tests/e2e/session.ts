import { randomUUID } from 'node:crypto';
import type { Browser } from './browser';
import { latestResetCode } from './outbox';

export type Account = { email: string; password: string; name: string };

/** A fresh account's credentials, unique per call. */
export function newAccount(overrides: Partial<Account> = {}): Account {
  return {
    email: `e2e-${randomUUID().slice(0, 8)}@example.com`,
    password: 'long-enough-password',
    name: 'Тест Тестов',
    ...overrides,
  };
}

/**
 * A signed-in, confirmed person (confirmation credits the team's starting balance; `confirm:
 * false` skips it), with the browser left on `/{locale}/chat` (where `/` sends them). Returns the
 * credentials for signing in again.
 *
 * By default the browser sends the front's own registration and confirmation forms with `fetch`
 * (the same routes, cookies and checks as the pages, without four page loads per test); tests of
 * registration itself pass `through: 'pages'` to fill in the real pages.
 *
 * @example const { email, password } = await signUp(browser, { locale: 'en' });
 */
export async function signUp(
  browser: Browser,
  opts: {
    email?: string;
    password?: string;
    name?: string;
    locale?: 'ru' | 'en';
    promo?: string;
    confirm?: boolean;
    through?: 'pages' | 'forms';
  } = {},
): Promise<{ email: string; password: string }> {
  const { locale = 'ru', promo, confirm = true, through = 'forms', ...overrides } = opts;
  const account = newAccount(
    Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)),
  );
  const { page } = browser;
  if (through === 'pages') {
    await page.goto(browser.url(`/${locale}/registration`));
    await page.waitForSelector('[data-testid="registration-form"][data-hydrated="true"]');
    await page.fill('[data-testid="registration-name"]', account.name);
    await page.fill('[data-testid="registration-email"]', account.email);
    await page.fill('[data-testid="registration-password"]', account.password);
    await page.fill('[data-testid="registration-confirm"]', account.password);
    if (promo) await page.fill('[data-testid="registration-promo"]', promo);
    await Promise.all([
      // `/` sends a signed-in user on to their last chat page: a new text chat at first.
      page.waitForURL((url) => url.pathname === `/${locale}/chat`),
      page.click('[data-testid="registration-submit"]'),
    ]);
    if (confirm) await confirmEmailByLink(browser, account.email, locale);
  } else {
    // Any document of the origin lets the page's fetch send the forms with its cookies.
    await page.goto(browser.url('/favicon.svg'));
    await sendForm(page, '/api/auth/register', {
      locale,
      name: account.name,
      email: account.email,
      password: account.password,
      confirm: account.password,
      ...(promo ? { promo } : {}),
    });
    if (confirm) {
      const code = await latestResetCode(account.email);
      await sendForm(page, '/api/auth/confirm-email', { locale, code });
    }
  }
  await page.goto(browser.url(`/${locale}/`));
  await page.waitForURL((url) => url.pathname === `/${locale}/chat`);
  return { email: account.email, password: account.password };
}

/** Posts one of the front's auth forms as its island does (JSON in and out); throws if refused. */
async function sendForm(page: Browser['page'], path: string, values: Record<string, string>) {
  const answer = await page.evaluate(
    async ({ path, values }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(values),
      });
      return { status: res.status, body: await res.text() };
    },
    { path, values },
  );
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.body}`);
}

/**
 * Opens the confirmation mail's link (`/{locale}/confirm-email?code=…`, read from the outbox)
 * in the signed-in browser and presses the button; waits for the confirmed page.
 */
export async function confirmEmailByLink(browser: Browser, email: string, locale: 'ru' | 'en') {
  const { page } = browser;
  const code = await latestResetCode(email);
  await page.goto(browser.url(`/${locale}/confirm-email?code=${code}`));
  await page.waitForSelector('[data-testid="confirm-email-form"][data-hydrated="true"]');
  await Promise.all([
    page.waitForSelector('[data-testid="confirm-email-done"]'),
    page.click('[data-testid="confirm-email-submit"]'),
  ]);
}

/**
 * Signs in through the login page (optionally with a `redirect`) and waits for the next page.
 *
 * @example await signIn(browser, account, { locale: 'en' });
 */
export async function signIn(
  browser: Browser,
  account: { email: string; password: string },
  opts: { locale?: 'ru' | 'en'; redirect?: string } = {},
): Promise<void> {
  const { locale = 'ru', redirect } = opts;
  const { page } = browser;
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  if (!new URL(page.url()).pathname.endsWith('/auth/login') || redirect) {
    await page.goto(browser.url(`/${locale}/auth/login${query}`));
  }
  await page.waitForSelector('[data-testid="login-form"][data-hydrated="true"]');
  await page.fill('[data-testid="login-email"]', account.email);
  await page.fill('[data-testid="login-password"]', account.password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.endsWith('/auth/login')),
    page.click('[data-testid="login-submit"]'),
  ]);
}

/**
 * Signs out with the user menu's button once the page is live (the button then also aborts the
 * page's loads, so none comes back 401 into the console) and waits for the sign-in page.
 */
export async function signOut(browser: Browser, locale: 'ru' | 'en' = 'en') {
  await Promise.all([
    browser.page.waitForURL(`**/${locale}/auth/login`),
    browser.page.click('[data-testid="sign-out"][data-hydrated="true"]'),
  ]);
}
