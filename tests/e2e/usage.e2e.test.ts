import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { type Browser, openBrowser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { spend } from './fixtures/kit-session';
import { joinTeam, sameOriginApi } from './fixtures/same-origin-api';
import { signUp } from './session';

const opened: Browser[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

/** A signed-up browser; axe goes in as an inline script, which the strict CSP would refuse. */
async function person(name: string) {
  const browser = await openBrowser({ locale: 'en-US', bypassCSP: true });
  opened.push(browser);
  const { email } = await signUp(browser, { locale: 'en', name });
  return { browser, email, page: browser.page };
}

describe('the usage page (who spent what)', () => {
  it("shows the owner each member's month, by model and by studio, as CSV too; a member sees their own", async () => {
    const owner = await person('Olga Owner');
    const mate = await person('Misha Member');
    await owner.page.goto(owner.browser.url('/en/cabinet/members'));
    await mate.page.goto(mate.browser.url('/en/cabinet/members'));
    const mateId = await joinTeam(owner.page, mate.page, mate.email);
    // A low-balance mark above any balance: the member's answer below passes it (one alert).
    const marked = await sameOriginApi(owner.page, '/v1/entity', {
      method: 'PATCH',
      json: { lowBalanceKopecks: 100_000_000 },
    });
    expect(marked, JSON.stringify(marked.body)).toMatchObject({ status: 200 });
    // The member's answer is paid by the owner's team.
    await spend(mate.browser, 'en');
    await expect
      .poll(async () => {
        const listed = await sameOriginApi<{ alerts: { kind: string }[] }>(
          owner.page,
          '/v1/entity/alerts',
        );
        return listed.body.alerts?.map((alert) => alert.kind);
      })
      .toEqual(['low_balance']);

    const { page } = owner;
    await page.goto(owner.browser.url('/en/cabinet/usage'));
    await page.waitForSelector('[data-testid="usage-panel"][data-hydrated="true"]');
    // Linked from the cabinet's navigation.
    expect(await page.getAttribute('a[aria-current="page"]', 'href')).toBe('/en/cabinet/usage');
    const spent = /^RUB\s[\d,]+\.\d\d$/;
    expect(await page.textContent('[data-testid="usage-this-month"]')).toMatch(spent);
    expect(await page.textContent('[data-testid="usage-this-month"]')).not.toMatch(/^RUB\s0\.00$/);
    const members = page.locator('[data-testid="usage-member"]');
    expect(await members.count()).toBe(2);
    const misha = members.filter({ hasText: 'Misha Member' });
    const mishaSpent = await misha.locator('[data-testid="usage-member-spent"]').textContent();
    expect(mishaSpent).toMatch(spent);
    expect(mishaSpent).not.toMatch(/^RUB\s0\.00$/);
    expect(await misha.locator('[data-testid="usage-member-limit"]').textContent()).toBe(
      'No limit',
    );
    expect(await page.locator('[data-testid="usage-models-row"]').getAttribute('data-key')).toMatch(
      /^gpt:/,
    );
    expect(await page.textContent('[data-testid="usage-keys-row"]')).toContain('Chat');
    await page.waitForSelector('[data-testid="spending-chart"]');
    // This month's alerts: a notice at the top, and their list with when each was sent.
    expect(await page.textContent('[data-testid="usage-alerts-notice"]')).toMatch(
      /Spending alerts this month: 1\. Latest: The team's balance fell below RUB\s1,000,000\.00/,
    );
    const alert = page.locator('[data-testid="usage-alert"]');
    expect(await alert.count()).toBe(1);
    expect(await alert.getAttribute('data-kind')).toBe('low_balance');
    expect(await alert.locator('time').textContent()).toMatch(/\d{4}, \d\d:\d\d$/);

    // The owner edits a member's limit in place; a wrong amount is refused before any call.
    expect(await members.filter({ hasText: 'Olga Owner' }).locator('button').count()).toBe(0);
    await misha.locator('[data-testid="usage-limit-edit"]').click();
    await misha.locator('[data-testid="usage-limit-input"]').fill('five');
    await misha.locator('[data-testid="usage-limit-save"]').click();
    await misha.locator('[role="alert"]:has-text("whole rubles")').waitFor();
    await misha.locator('button:has-text("Cancel")').click();
    // A whole number of rubles is saved, and the member's month is shown against it.
    await misha.locator('[data-testid="usage-limit-edit"]').click();
    await misha.locator('[data-testid="usage-limit-input"]').fill('5');
    await misha.locator('[data-testid="usage-limit-save"]').click();
    await misha.locator('[data-testid="usage-member-limit"]:text-is("RUB\u00a05.00")').waitFor();
    expect(await misha.locator('[data-testid="usage-member-spent"]').textContent()).toMatch(
      /^RUB\s[\d,]+\.\d\d of RUB\s5\.00$/,
    );
    expect(
      await misha.locator('[data-testid="usage-member-bar"] progress').getAttribute('max'),
    ).toBe('500');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid="usage-csv-member"]'),
    ]);
    expect(download.suggestedFilename()).toMatch(/^spending-member-\d{4}-\d\d-01-[\d-]+\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(csv[0]).toBe('member,label,kopecks,rub,input_tokens,output_tokens,count');
    expect(csv.some((line) => line.includes(',Misha Member,'))).toBe(true);

    for (const theme of ['light', 'dark'] as const) {
      await owner.browser.context.addCookies([{ name: 'theme', value: theme, url: page.url() }]);
      await page.reload();
      await page.waitForSelector('[data-testid="usage-panel"][data-hydrated="true"]');
      expect(await seriousViolations(page), theme).toEqual([]);
    }
    // A phone: the page never scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.waitForSelector('[data-testid="usage-panel"][data-hydrated="true"]');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    // The member sees their own month only, and cannot edit limits.
    await mate.page.goto(mate.browser.url('/en/cabinet/usage'));
    await mate.page.waitForSelector('[data-testid="usage-panel"][data-hydrated="true"]');
    const own = mate.page.locator('[data-testid="usage-member"]');
    expect(await own.count()).toBe(1);
    expect(await own.textContent()).toContain('Misha Member');
    expect(await mate.page.locator('[data-testid="usage-limit-edit"]').count()).toBe(0);
    expect(await mate.page.textContent('[data-testid="usage-panel"]')).toContain(
      'You see your own spending',
    );
    // The limit the owner saved is the member's too.
    expect(await own.locator('[data-testid="usage-member-limit"]').textContent()).toBe(
      'RUB\u00a05.00',
    );
    // The team's low balance is the owner's alert, not the member's.
    expect(await mate.page.locator('[data-testid="usage-alerts-notice"]').count()).toBe(0);

    // Once the owner lowers the limit under what the member spent, their send is refused with the
    // limit and its reset day; the question stays, ready to send again.
    const lowered = await sameOriginApi(owner.page, `/v1/entity/members/${mateId}`, {
      method: 'PATCH',
      json: { monthlyLimitKopecks: 0 },
    });
    expect(lowered, JSON.stringify(lowered.body)).toMatchObject({ status: 200 });
    const chat = chatPage(mate.browser);
    await chat.open('/en/chat');
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    await chat.send('One more question');
    await mate.page.waitForSelector('[data-testid="message-error"][data-kind="limit"]');
    expect(await mate.page.textContent('[data-testid="message-error"]')).toMatch(
      /Your monthly limit of RUB\s0\.00 in this team is reached; it resets 1 \w{3} \d{4}\./,
    );
    expect(await mate.page.textContent('[data-testid="message-user"]')).toBe('One more question');
    await mate.page.waitForSelector('[data-testid="message-retry"]');
    expect(owner.browser.errors).toEqual([]);
    // The refused send is the console's one error: the browser logs its 402.
    const refusal = /status of 402 \(Payment Required\) .*\/api\/v1\/openai\//;
    expect(mate.browser.errors.filter((error) => !refusal.test(error))).toEqual([]);
    expect(mate.browser.errors.filter((error) => refusal.test(error))).toHaveLength(1);
  });
});
