import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { cabinetPages } from './fixtures/cabinet-pages';
import { signOut, signUp } from './session';

const opened: Browser[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

/**
 * A browser on the front's `localhost` name (browsers refuse an IP address as a passkey's
 * relying party; the api offers passkeys there for a loopback front) with Chromium's virtual
 * authenticator: a platform authenticator with resident keys that verifies the user.
 */
async function passkeyBrowser() {
  const opened_ = await openBrowser({ locale: 'en-US' });
  opened.push(opened_);
  const local = new URL(opened_.url('/'));
  local.hostname = 'localhost';
  const browser: Browser = { ...opened_, url: (path) => new URL(path, local).href };
  const cdp = await browser.context.newCDPSession(browser.page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  /** Whether the authenticator answers at once (as if touched), or waits for a touch. */
  const autoTouch = (enabled: boolean) =>
    cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled });
  return { browser, autoTouch };
}

const currentSession = '[data-testid="session-item"][data-current="true"]';

describe('passkeys', () => {
  it('are added in the profile and sign in, skipping the code step when TOTP is on', async () => {
    const { browser, autoTouch } = await passkeyBrowser();
    const account = await signUp(browser, { locale: 'en', name: 'Pat Passkey' });
    const { page, openProfile } = cabinetPages(browser);
    await openProfile();

    await page.waitForSelector('[data-testid="passkeys-empty"]');
    await page.fill('[data-testid="passkey-name"]', 'Test laptop');
    await page.click('[data-testid="passkey-add"]');
    await page.waitForSelector('[data-testid="passkey-item-name"]:has-text("Test laptop")');
    expect(await page.textContent('[data-testid="passkeys-status"]')).toBe('Passkey added');
    expect(await page.textContent('[data-testid="passkey-item-used"]')).toBe('never used');
    await signOut(browser);

    // The login page's button: the browser's prompt, the virtual authenticator answers.
    await page.goto(browser.url('/en/auth/login?redirect=%2Fen%2Fcabinet%2Fprofile'));
    await page.waitForSelector('[data-testid="login-form"][data-hydrated="true"]');
    expect(await page.getAttribute('[data-testid="login-email"]', 'autocomplete')).toBe(
      'username webauthn',
    );
    await Promise.all([
      page.waitForURL('**/en/cabinet/profile'),
      page.click('[data-testid="passkey-sign-in"]'),
    ]);
    await page.waitForSelector(`${currentSession} [data-testid="session-method"]`);
    expect(await page.textContent(currentSession)).toContain('passkey');
    await page.waitForSelector('[data-testid="passkey-item-used"]:has-text("last used")');

    // Two-factor codes on, set up with the passkey instead of the password (decision 190): a
    // password now asks for a code, a passkey does not.
    await page.waitForSelector('[data-testid="tfa-set-up"]:not([disabled])');
    await page.click('[data-testid="tfa-set-up-passkey"]');
    const secret = (await page.textContent('[data-testid="tfa-secret"]')) ?? '';
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    await page.fill('[data-testid="tfa-confirm-code"]', code);
    await page.click('[data-testid="tfa-confirm-code-submit"]');
    await page.click('[data-testid="tfa-codes-saved"]');
    await page.waitForSelector('[data-testid="tfa-on"]');
    await signOut(browser);

    await page.goto(browser.url('/en/auth/login?redirect=%2Fen%2Fcabinet%2Fprofile'));
    await page.waitForSelector('[data-testid="login-form"][data-hydrated="true"]');
    await Promise.all([
      page.waitForURL('**/en/cabinet/profile'),
      page.click('[data-testid="passkey-sign-in"]'),
    ]);
    await page.waitForSelector(`${currentSession} [data-testid="session-method"]`);
    expect(await page.textContent(currentSession)).toContain('passkey');
    await signOut(browser);

    // Conditional UI: focusing the email field offers the passkey in its autofill (the virtual
    // authenticator picks it at once).
    await page.goto(browser.url('/en/auth/login?redirect=%2Fen%2Fcabinet%2Fprofile'));
    await page.waitForSelector('[data-testid="login-form"][data-hydrated="true"]');
    await Promise.all([
      page.waitForURL('**/en/cabinet/profile'),
      page.click('[data-testid="login-email"]'),
    ]);
    await page.waitForSelector(`${currentSession} [data-testid="session-method"]`);
    await signOut(browser);

    // After the password, the code step offers the passkey instead of the code. (Untouched, the
    // authenticator leaves the email field's autofill offer open while the password is typed.)
    await autoTouch(false);
    await page.goto(browser.url('/en/auth/login?redirect=%2Fen%2Fcabinet%2Fprofile'));
    await page.waitForSelector('[data-testid="login-form"][data-hydrated="true"]');
    await page.fill('[data-testid="login-email"]', account.email);
    await page.fill('[data-testid="login-password"]', account.password);
    await Promise.all([
      page.waitForURL('**/en/auth/two-factor'),
      page.click('[data-testid="login-submit"]'),
    ]);
    await page.waitForSelector('[data-testid="two-factor-form"][data-hydrated="true"]');
    expect(await page.textContent('[data-testid="passkey-sign-in"]')).toBe('Use a passkey instead');
    await autoTouch(true);
    await Promise.all([
      page.waitForURL('**/en/cabinet/profile'),
      page.click('[data-testid="passkey-sign-in"]'),
    ]);
    await page.waitForSelector(`${currentSession} [data-testid="session-method"]`);
    expect(await page.textContent(currentSession)).toContain('passkey');

    // A sensitive action with two-factor on asks again: the passkey answers instead of a code.
    await page.goto(browser.url('/en/cabinet/api-keys'));
    await page.waitForSelector('[data-testid="api-keys-panel"][data-hydrated="true"]');
    await page.waitForSelector('[data-testid="api-keys-empty"]');
    await page.fill('[data-testid="api-key-name"]', 'CI script');
    await page.click('[data-testid="api-key-create"]');
    await page.click('[data-testid="api-key-second-factor-passkey"]');
    expect(
      await (await page.waitForSelector('[data-testid="api-key-value"]')).textContent(),
    ).toMatch(/^bsk_/);
    // The refusal's 400 is the only console error so far.
    expect(browser.errors.splice(0)).toEqual([expect.stringContaining('status of 400')]);
    await openProfile();

    // So does the profile's password change: the passkey answers in place of the code.
    await page.fill('[data-testid="password-current"]', account.password);
    await page.fill('[data-testid="password-new"]', 'another-long-password');
    await page.click('[data-testid="password-second-factor-passkey"]');
    await page.waitForSelector(
      '[data-testid="password-status"]:has-text("The password is changed")',
    );

    // Renamed, then removed: the list is empty again.
    await page.click('[data-testid="passkey-rename"]');
    await page.fill('[data-testid="passkey-rename-name"]', 'Old laptop');
    await page.click('[data-testid="passkey-save"]');
    await page.waitForSelector('[data-testid="passkey-item-name"]:has-text("Old laptop")');
    await page.click('[data-testid="passkey-remove"]');
    await page.waitForSelector('[data-testid="passkeys-empty"]');
    expect(browser.errors).toEqual([]);
  });

  it('at an IP address, say that passkeys need the site name and where to open it, not that the window closed', async () => {
    const browser = await openBrowser({ locale: 'ru-RU' });
    opened.push(browser);
    expect(new URL(browser.url('/')).hostname).toBe('127.0.0.1');
    await signUp(browser, { locale: 'ru' });
    const { page } = browser;
    await page.goto(browser.url('/ru/cabinet/profile'));
    await page.waitForSelector('[data-testid="passkeys-empty"]');
    await page.fill('[data-testid="passkey-name"]', 'Ноутбук');
    await page.click('[data-testid="passkey-add"]');
    const local = new URL(browser.url('/'));
    await expect
      .poll(() => page.textContent('[data-testid="passkeys-status"]'))
      .toContain(`http://localhost:${local.port}`);
    expect(await page.textContent('[data-testid="passkeys-status"]')).not.toContain('закрыто');
  });
});
