import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { type Browser, openBrowser } from './browser';
import { spend } from './fixtures/kit-session';
import { joinTeam } from './fixtures/same-origin-api';
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
    await joinTeam(owner.page, mate.page, mate.email);
    // The member's answer is paid by the owner's team.
    await spend(mate.browser, 'en');

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

    // The owner edits a member's limit in place; a wrong amount is refused before any call.
    expect(await members.filter({ hasText: 'Olga Owner' }).locator('button').count()).toBe(0);
    await misha.locator('[data-testid="usage-limit-edit"]').click();
    await misha.locator('[data-testid="usage-limit-input"]').fill('five');
    await misha.locator('[data-testid="usage-limit-save"]').click();
    await misha.locator('[role="alert"]:has-text("whole rubles")').waitFor();
    await misha.locator('button:has-text("Cancel")').click();

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
    expect(owner.browser.errors).toEqual([]);
    expect(mate.browser.errors).toEqual([]);
  });
});
