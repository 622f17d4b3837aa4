import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { signUp } from './session';

const opened: Browser[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

const amountText = (browser: Browser) =>
  browser.page.textContent('[data-testid="balance-amount"]').then((text) => text ?? '');

describe('the balance page (issue 12)', () => {
  it('tops up through the YooKassa checkout and shows the balance rise once, with a ledger row', async () => {
    const browser = await openBrowser({ locale: 'en-US' });
    opened.push(browser);
    await signUp(browser, { locale: 'en', name: 'Petr Payer' });
    const { page } = browser;
    // The balance, top-up and ledger are in the first byte, before any script runs.
    const first = await (await page.request.get(browser.url('/en/cabinet/balance'))).text();
    expect(first).toMatch(/data-testid="balance-amount"[^>]*>[^<]*500\.00/);
    expect(first).toContain('data-testid="topup-amount"');
    expect(first).toContain('data-testid="ledger-row"');
    expect(first).not.toContain('data-testid="balance-skeleton"');
    // The section hydrates in a pass of its own (decision 184) and is written in place between
    // the boundary's comments, not sent hidden and revealed later by a script.
    expect(first).toContain('<!--&-->');
    expect(first).not.toMatch(/<div hidden id="S:/);

    await page.goto(browser.url('/en/cabinet/balance'));
    await page.waitForSelector('[data-testid="balance-panel"]');
    expect(await amountText(browser)).toContain('500.00');

    await page.waitForSelector('[data-testid="topup-amount"]');
    await page.fill('[data-testid="topup-amount"]', '250');
    await page.click('[data-testid="topup-submit"]');
    // The fake's checkout page, as YooKassa's would be.
    await page.waitForURL(/\/checkout\//);
    expect(await page.textContent('[data-testid="amount"]')).toBe('250.00 RUB');
    await page.click('button:has-text("Pay")');

    await page.waitForURL(/\/en\/cabinet\/balance\?payment=/);
    await page.waitForSelector('[data-testid="payment-status"][data-status="succeeded"]');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="balance-amount"]')?.textContent?.includes('750.00'),
    );
    await page.waitForSelector('[data-testid="ledger-row"][data-kind="top_up"]');
    expect(await page.locator('[data-testid="ledger-row"][data-kind="top_up"]').count()).toBe(1);

    // Coming back to the return page credits nothing more.
    await page.reload();
    await page.waitForSelector('[data-testid="payment-status"][data-status="succeeded"]');
    expect(await amountText(browser)).toContain('750.00');
    expect(await page.locator('[data-testid="ledger-row"][data-kind="top_up"]').count()).toBe(1);

    // The kind filter narrows the ledger to the top-up.
    await page.selectOption('[data-testid="ledger-kind"]', 'top_up');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="ledger-row"]').length === 1,
    );
    expect(browser.errors).toEqual([]);
  });

  it('charts the cost of an answer by model and links its ledger row to the chat', async () => {
    const browser = await openBrowser({ locale: 'en-US' });
    opened.push(browser);
    await signUp(browser, { locale: 'en', name: 'Sonya Spender' });
    const chat = chatPage(browser);
    await chat.open('/en/chat');
    const model = await chat.chooseModel('gpt:gpt');
    await chat.send('Bill me fake:input=1000 fake:output=2000');
    await chat.waitForAnswer();
    await browser.page.waitForURL(/\/chat\/[^/?#]+/);
    const chatId = chat.chatIdFromUrl();

    const { page } = browser;
    await page.goto(browser.url('/en/cabinet/balance'));
    await page.waitForSelector('[data-testid="spending-chart"]');
    expect(await page.getAttribute('[data-testid="spending-chart"]', 'role')).toBe('img');
    // The legend names the model as people know it (the price list's title), not by its id.
    expect(model).toBe('gpt:gpt');
    expect(await page.textContent('.balance-legend')).toContain('GPT-4o');
    expect(await page.textContent('.balance-legend')).not.toContain('gpt:gpt');
    const usage = page.locator('[data-testid="ledger-row"][data-kind="usage"]');
    expect(await usage.count()).toBe(1);
    expect(await usage.locator('a').getAttribute('href')).toBe(`/en/chat/${chatId}`);
    // The chart's numbers as a table, for screen readers and copying.
    await page.click('summary');
    expect(await page.locator('details .balance-table tbody tr').count()).toBe(1);
    expect(browser.errors).toEqual([]);
  });
});
