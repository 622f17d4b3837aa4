import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { cabinetPages } from './fixtures/cabinet-pages';
import { signUp } from './session';

type Provider = 'yandex' | 'vk' | 'google';
type Identity = { sub?: string; email?: string; emailVerified?: boolean; deny?: boolean };

const opened: Browser[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

/** Who the provider's (fake) authorize page approves as from now on. */
async function providerSignsInAs(provider: Provider, identity: Identity) {
  const res = await fetch(`${inject('fakeOAuthUrl')}/__fake/identity`, {
    method: 'POST',
    body: JSON.stringify({ provider, identity }),
  });
  expect(res.status).toBe(200);
}

const email = (tag: string) => `e2e-${tag}-${randomUUID().slice(0, 8)}@example.com`;

/** The signed-in account's email, as the front's session says. */
const sessionEmail = (browser: Browser) =>
  browser.page.evaluate(async () => {
    const res = await fetch('/api/auth/session');
    return res.ok ? ((await res.json()) as { user: { email: string } }).user.email : null;
  });

/** Presses the provider's button on the sign-in page; resolves on the page the flow ends on. */
async function continueWith(
  browser: Browser,
  provider: Provider,
  endsOn: (path: string) => boolean,
) {
  const { page } = browser;
  await page.goto(browser.url('/en/auth/login'));
  await Promise.all([
    page.waitForURL((url) => endsOn(url.pathname)),
    page.click(`[data-testid="provider-${provider}"]`),
  ]);
}

const signOut = (browser: Browser) => browser.context.clearCookies();

describe('sign-in with Yandex ID, VK ID and Google', () => {
  it('makes an account with each provider and shows how the session signed in', async () => {
    const browser = await openBrowser({ locale: 'en-US' });
    opened.push(browser);
    const names = { yandex: 'Yandex ID', vk: 'VK ID', google: 'Google' };
    for (const provider of ['yandex', 'vk', 'google'] as const) {
      const address = email(provider);
      await providerSignsInAs(provider, { email: address });
      await continueWith(browser, provider, (path) => path.startsWith('/en/chat'));
      expect(await sessionEmail(browser)).toBe(address);
      const { page, openProfile } = cabinetPages(browser);
      await openProfile();
      await page.waitForSelector(`[data-testid="unlink-${provider}"]`);
      expect(await page.textContent('[data-testid="session-item"][data-current="true"]')).toContain(
        names[provider],
      );
      // The only way into an account made by a provider cannot be unlinked.
      await page.click(`[data-testid="unlink-${provider}"]`);
      await expect
        .poll(() => page.textContent('[data-testid="sign-in-methods-status"]'))
        .toContain('only way to sign in');
      await signOut(browser);
    }
    // The refused unlinks are the only failed loads.
    expect(browser.errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
  });

  it('links a provider in the profile, then signs in with it; refuses unconfirmed emails', async () => {
    const browser = await openBrowser({ locale: 'en-US' });
    opened.push(browser);
    const account = await signUp(browser, { locale: 'en', name: 'Lena Link' });
    const { page, openProfile } = cabinetPages(browser);
    await openProfile();
    const googleSub = `google-${randomUUID()}`;
    await providerSignsInAs('google', { sub: googleSub, email: email('linked') });
    await Promise.all([
      page.waitForURL('**/en/cabinet/profile'),
      page.click('[data-testid="link-google"]'),
    ]);
    await page.waitForSelector('[data-testid="unlink-google"]');
    expect(await page.textContent('[data-testid="sign-in-methods-status"]')).toContain('Linked');
    await signOut(browser);

    await continueWith(browser, 'google', (path) => path.startsWith('/en/chat'));
    expect(await sessionEmail(browser)).toBe(account.email);
    await signOut(browser);

    // The provider vouches for the email, but the Beseda account never confirmed it.
    const unconfirmed = await signUp(browser, { locale: 'en', confirm: false });
    await signOut(browser);
    await providerSignsInAs('yandex', { email: unconfirmed.email, emailVerified: true });
    await continueWith(browser, 'yandex', (path) => path === '/en/auth/login');
    expect(await page.textContent('[data-testid="login-error"]')).toContain(
      'its email is not confirmed',
    );
    expect(await sessionEmail(browser)).toBeNull();

    // The account confirmed its email, but the provider does not vouch for it.
    await providerSignsInAs('google', { email: account.email, emailVerified: false });
    await continueWith(browser, 'google', (path) => path === '/en/auth/login');
    expect(await page.textContent('[data-testid="login-error"]')).toContain(
      'the provider has not confirmed the email',
    );

    // Cancelled at the provider.
    await providerSignsInAs('vk', { deny: true });
    await continueWith(browser, 'vk', (path) => path === '/en/auth/login');
    expect(await page.textContent('[data-testid="login-error"]')).toContain('cancelled');
    expect(await sessionEmail(browser)).toBeNull();
  });
});
