import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { signUp } from './session';

/** The operator global-setup.ts names in the api's OPERATOR_EMAILS. */
const OPERATOR = 'operator@beseda.example';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
/** Intl writes `RUB 1.00` with a no-break space. */
const rub = (amount: string) => new RegExp(`RUB\\s${amount.replace('.', '\\.')}`);

type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };

const opened: Browser[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

async function browserFor(options: { bypassCSP?: boolean } = {}) {
  const b = await openBrowser({ locale: 'en-US', ...options });
  opened.push(b);
  return b;
}

describe('the operator console', () => {
  it('is a 404 to a non-operator; an operator finds them, credits the team with a reason, and sees it in the ledger and the audit log, reads revenue and closes a ticket', async () => {
    const person = await browserFor();
    const { email } = await signUp(person, { locale: 'en', name: 'Petra Person' });
    const hidden = await person.page.goto(person.url('/en/admin'));
    expect(hidden?.status()).toBe(404);
    await person.page.waitForSelector('[data-testid="not-found"]');
    expect(await person.page.locator('[data-testid="admin-nav"]').count()).toBe(0);
    const api = await person.page.evaluate(async () => {
      const res = await fetch('/api/v1/admin/users?query=');
      return { status: res.status, body: await res.json() };
    });
    expect(api).toMatchObject({ status: 404, body: { code: 'not_found' } });

    // axe is injected as an inline script, which the strict CSP would refuse.
    const operator = await browserFor({ bypassCSP: true });
    await signUp(operator, { locale: 'en', email: OPERATOR, name: 'Olga Operator' });
    const { page } = operator;
    await page.goto(operator.url('/en/admin'));
    await page.waitForSelector('[data-testid="admin-users"][data-hydrated="true"]');
    await page.fill('[data-testid="admin-user-query"]', email);
    await page.click('[data-testid="admin-user-search"]');
    const row = page.locator('[data-testid="admin-user-row"]', { hasText: email });
    await row.waitFor();
    expect(await page.locator('[data-testid="admin-user-row"]').count()).toBe(1);
    expect(await row.textContent()).toMatch(rub('500.00'));
    await row.locator('[data-testid="admin-user-open"]').click();
    await page.waitForSelector('[data-testid="admin-user-detail"]');

    await page.fill('[data-testid="admin-adjust-amount"]', '150.50');
    await page.fill('[data-testid="admin-adjust-reason"]', 'Goodwill for the outage');
    await page.click('[data-testid="admin-adjust-submit"]');
    const confirm = page.locator('[data-testid="admin-adjust-confirm"]');
    expect(await confirm.textContent()).toMatch(rub('150.50'));
    await confirm.locator('[data-testid="action-confirm"]').click();
    await page.waitForFunction(() =>
      /650\.50/.test(
        document.querySelector('[data-testid="admin-team-balance"]')?.textContent ?? '',
      ),
    );
    expect(await page.locator('[data-testid="admin-team-balance"]').textContent()).toMatch(
      rub('650.50'),
    );
    const adjustment = page.locator('[data-testid="admin-ledger-row"][data-kind="adjustment"]');
    await adjustment.waitFor();
    expect(await adjustment.textContent()).toContain('Goodwill for the outage');
    expect(await adjustment.textContent()).toMatch(rub('150.50'));

    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: () => Promise<{ violations: Violation[] }> } }
      ).axe;
      const result = await axe.run();
      return result.violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes.map((node) => node.target.join(' ')).slice(0, 5),
      }));
    });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    // The person sees the credit on their own balance page.
    const balance = await person.page.evaluate(async () => {
      const res = await fetch('/api/v1/entity/ledger?kind=adjustment');
      return JSON.stringify(await res.json());
    });
    expect(balance).toContain('15050');

    await page.click('[data-testid="admin-nav"] >> text=Audit log');
    await page.waitForSelector('[data-testid="admin-audit"][data-hydrated="true"]');
    const entry = page.locator('[data-testid="admin-audit-row"][data-action="entity.adjust"]');
    await entry.waitFor();
    expect(await entry.textContent()).toContain(OPERATOR);
    expect(await entry.textContent()).toContain('Goodwill for the outage');

    // Revenue and usage of the last 30 days, through the console's navigation.
    await page.click('[data-testid="admin-nav"] >> text=Revenue and usage');
    await page.waitForSelector('[data-testid="admin-stats"][data-hydrated="true"]');
    await page.waitForSelector('[data-testid="admin-stats-totals"]');

    // A ticket the person files is read and closed in the console.
    const filed = await person.page.evaluate(async () => {
      const form = new FormData();
      form.set('subject', 'Charged twice');
      form.set('message', 'Two payments for one top-up.');
      return (await fetch('/api/v1/support/tickets', { method: 'POST', body: form })).status;
    });
    expect(filed).toBe(201);
    await page.click('[data-testid="admin-nav"] >> text=Support');
    await page.waitForSelector('[data-testid="admin-support"][data-hydrated="true"]');
    const ticket = page.locator('[data-testid="admin-ticket"]', { hasText: 'Charged twice' });
    await ticket.waitFor();
    expect(await ticket.textContent()).toContain(email);
    await ticket.locator('[data-testid="admin-ticket-toggle"]').click();
    await ticket.waitFor({ state: 'detached' });
    const status = await person.page.evaluate(async () => {
      const { tickets } = await (await fetch('/api/v1/support/tickets')).json();
      return tickets[0].status;
    });
    expect(status).toBe('closed');
    expect(operator.errors).toEqual([]);
  });
});
