import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { cabinetPages } from './fixtures/cabinet-pages';
import { signOut, signUp } from './session';

const opened: Browser[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

/** What the authenticator app shows `steps` 30-second steps from now. */
const codeAt = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** The number of the 30-second step the clock is in. */
const stepNow = () => Math.floor(Date.now() / 30_000);

/** The password, then the code step; resolves once the code form has answered. */
async function signInWithCode(
  browser: Browser,
  account: { email: string; password: string },
  code: string,
) {
  const { page } = browser;
  await page.goto(browser.url('/en/auth/login?redirect=%2Fen%2Fcabinet%2Fprofile'));
  await page.waitForSelector('[data-testid="login-form"][data-hydrated="true"]');
  await page.fill('[data-testid="login-email"]', account.email);
  await page.fill('[data-testid="login-password"]', account.password);
  await Promise.all([
    page.waitForURL('**/en/auth/two-factor'),
    page.click('[data-testid="login-submit"]'),
  ]);
  await page.waitForSelector('[data-testid="two-factor-form"][data-hydrated="true"]');
  await page.fill('[data-testid="two-factor-code"]', code);
  await page.click('[data-testid="two-factor-submit"]');
}

describe('two-factor sign-in (TOTP)', () => {
  it('is set up in the profile, then asked for after the password; a recovery code works once', async () => {
    const browser = await openBrowser({ locale: 'en-US' });
    opened.push(browser);
    const account = await signUp(browser, { locale: 'en', name: 'Tanya Totp' });
    const { page, openProfile } = cabinetPages(browser);
    await openProfile();

    // A session alone does not set it up: the password is asked for, and a wrong one refused.
    await page.fill('[data-testid="tfa-set-up-password"]', 'not my password');
    await page.click('[data-testid="tfa-set-up"]:not([disabled])');
    await page.waitForSelector('[data-testid="tfa-status"]:has-text("current password is wrong")');
    expect(browser.errors.splice(0)).toEqual([expect.stringContaining('status of 400')]);
    await page.fill('[data-testid="tfa-set-up-password"]', account.password);
    await page.click('[data-testid="tfa-set-up"]:not([disabled])');
    await page.waitForSelector('[data-testid="tfa-qr"]');
    const secret = (await page.textContent('[data-testid="tfa-secret"]')) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // The previous step's code, so the sign-in below can use the current one. When a step ends
    // before the api checks it, it is two steps old and refused: it is made again for the new step.
    for (;;) {
      const step = stepNow();
      await page.fill('[data-testid="tfa-confirm-code"]', codeAt(secret, -1));
      const [confirmed] = await Promise.all([
        page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/v1/user/2fa/totp/confirm') &&
            response.request().method() === 'POST',
        ),
        page.click('[data-testid="tfa-confirm-code-submit"]'),
      ]);
      if (confirmed.ok()) break;
      expect(stepNow(), 'a refused code of the step before').not.toBe(step);
    }
    await page.waitForSelector('[data-testid="tfa-recovery-codes"]');
    const codes = await page.$$eval('[data-testid="tfa-recovery-codes"] code', (nodes) =>
      nodes.map((node) => node.textContent ?? ''),
    );
    expect(codes).toHaveLength(10);
    await page.click('[data-testid="tfa-codes-saved"]');
    await page.waitForSelector('[data-testid="tfa-on"]');
    await page.waitForSelector('[data-testid="delete-second-factor"]');
    await signOut(browser);

    await signInWithCode(browser, account, codeAt(secret));
    await page.waitForURL('**/en/cabinet/profile');
    await page.waitForSelector('[data-testid="session-item"][data-current="true"]');
    expect(await page.textContent('[data-testid="session-item"][data-current="true"]')).toContain(
      'password + code',
    );
    await signOut(browser);

    const [recovery = ''] = codes;
    await signInWithCode(browser, account, recovery);
    await page.waitForURL('**/en/cabinet/profile');
    await page.waitForSelector('[data-testid="tfa-on"]:has-text("Recovery codes left: 9")');

    // A sensitive action asks for the second factor again: creating an API key shows the code
    // field after the api's refusal, and goes through with a code.
    await page.goto(browser.url('/en/cabinet/api-keys'));
    await page.waitForSelector('[data-testid="api-keys-panel"][data-hydrated="true"]');
    await page.waitForSelector('[data-testid="api-keys-empty"]');
    await page.fill('[data-testid="api-key-name"]', 'CI script');
    await page.click('[data-testid="api-key-create"]');
    await page.waitForSelector('[data-testid="api-key-error"]:has-text("authenticator app")');
    await page.fill('[data-testid="api-key-second-factor"]', codes[1] ?? '');
    await page.click('[data-testid="api-key-create"]');
    expect(
      await (await page.waitForSelector('[data-testid="api-key-value"]')).textContent(),
    ).toMatch(/^bsk_/);
    // The refusal's 400 is the only console error so far.
    expect(browser.errors.splice(0)).toEqual([expect.stringContaining('status of 400')]);
    await page.goto(browser.url('/en/cabinet/profile'));
    await signOut(browser);
    expect(browser.errors).toEqual([]);

    // The used recovery code is refused (the browser logs that 400 as a console error).
    await signInWithCode(browser, account, recovery);
    await page.waitForSelector('[data-testid="two-factor-error"]:has-text("already used")');
    expect(new URL(page.url()).pathname).toBe('/en/auth/two-factor');
  });
});
