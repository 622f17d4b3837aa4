import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { operatorSignedIn, spend } from './fixtures/kit-session';
import { newAccount, signIn, signUp } from './session';

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

/** The operator's browser: signed up by the first test of the run, signed in by later ones. */
async function operatorBrowser(options: { bypassCSP?: boolean } = {}) {
  const b = await browserFor(options);
  await signUp(b, { locale: 'en', email: OPERATOR, name: 'Olga Operator' }).catch(
    async (error: Error) => {
      if (!error.message.includes('email_taken')) throw error;
      // The refused registration's 409 is the expected answer, not a page error.
      b.errors.length = 0;
      await signIn(b, { email: OPERATOR, password: newAccount().password }, { locale: 'en' });
    },
  );
  return b;
}

describe('the operator console', () => {
  it('is a 404 to a non-operator; an operator finds them, credits the team with a reason, and sees it in the ledger and the audit log, reads revenue as charts, answers and closes a ticket', async () => {
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
    const operator = await operatorBrowser({ bypassCSP: true });
    const { page } = operator;
    await page.goto(operator.url('/en/admin'));
    await page.waitForSelector('[data-testid="admin-users"][data-hydrated="true"]');
    await page.fill('[data-testid="admin-user-query"]', email);
    await page.click('[data-testid="admin-user-search"]');
    const row = page.locator('[data-testid="admin-user-row"]', { hasText: email });
    // The first list (everyone) also holds that row: wait for the search's own answer.
    await expect.poll(() => page.locator('[data-testid="admin-user-row"]').count()).toBe(1);
    await row.waitFor();
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
    // Usage over time as bar charts, a bar per day, their numbers also in a table for readers.
    const spendChart = page.locator('[data-testid="admin-chart-spend"]');
    expect(await spendChart.locator('[data-testid="admin-chart-spend-bar"]').count()).toBe(30);
    expect(await spendChart.locator('table tbody tr').count()).toBe(30);
    expect(await spendChart.locator('figcaption').textContent()).toContain('Spend by day');

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
    // The operator answers: the ticket leaves the open ones, and its author reads the answer.
    await ticket.locator('[data-testid="admin-ticket-answer"]').fill('Refunded the second one.');
    await ticket.locator('[data-testid="admin-ticket-answer-send"]').click();
    await ticket.waitFor({ state: 'detached' });
    await person.page.goto(person.url('/en/support'));
    const mine = person.page.locator('[data-testid="ticket"]', { hasText: 'Charged twice' });
    expect(await mine.locator('[data-testid="ticket-answer"]').textContent()).toContain(
      'Refunded the second one.',
    );
    expect(await mine.locator('[data-testid="ticket-status"]').textContent()).toBe('Answered');
    // Among the answered ones the console shows the answer; closing it ends the ticket.
    await page.click('[data-testid="admin-support"] label:has-text("Answered")');
    await ticket.waitFor();
    expect(await ticket.locator('[data-testid="admin-ticket-reply"]').textContent()).toContain(
      'Refunded the second one.',
    );
    await ticket.locator('[data-testid="admin-ticket-toggle"]').click();
    await ticket.waitFor({ state: 'detached' });
    const status = await person.page.evaluate(async () => {
      const { tickets } = await (await fetch('/api/v1/support/tickets')).json();
      return tickets[0].status;
    });
    expect(status).toBe('closed');
    expect(operator.errors).toEqual([]);
  });

  it('creates a promo code that a person redeems, and reprices, renames and disables a model the picker then follows', async () => {
    const person = await browserFor();
    await signUp(person, { locale: 'en', name: 'Pavel Promo' });
    const operator = await operatorBrowser();
    const { page } = operator;
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await page.goto(operator.url('/en/admin/promocodes'));
    await page.waitForSelector('[data-testid="admin-promo"][data-hydrated="true"]');
    await page.fill('[data-testid="admin-promo-code"]', code);
    await page.fill('[data-testid="admin-promo-amount"]', '25');
    await page.fill('[data-testid="admin-promo-max"]', '1');
    await page.click('[data-testid="admin-promo-create"]');
    const promo = page.locator(`[data-testid="admin-promo-row"][data-code="${code}"]`);
    await promo.waitFor();
    expect(await promo.textContent()).toMatch(rub('25.00'));
    expect(await promo.locator('[data-testid="admin-promo-redemptions"]').textContent()).toBe(
      '0 / 1',
    );

    // The person redeems it on the balance page: 500 + 25 roubles.
    const p = person.page;
    await p.goto(person.url('/en/cabinet/balance'));
    await p.waitForSelector('[data-testid="balance-panel"]');
    await p.fill('[data-testid="promo-code"]', code);
    await p.click('.balance-promo button[type="submit"]');
    await p.click('[data-testid="promo-redeem"]');
    await p.waitForSelector('[data-testid="promo-message"]:has-text("Promo code applied")');
    await p.waitForFunction(() =>
      /525\.00/.test(document.querySelector('[data-testid="balance-amount"]')?.textContent ?? ''),
    );
    await page.reload();
    await promo.waitFor();
    expect(await promo.locator('[data-testid="admin-promo-redemptions"]').textContent()).toBe(
      '1 / 1',
    );

    // A model no other browser test uses: renamed and repriced, then disabled.
    const MODEL = 'gpt:o3';
    const option = p.locator(`[data-testid="model-option"][data-value="${MODEL}"]`);
    const openPicker = async () => {
      await p.goto(person.url('/en/chat'));
      await p.waitForSelector('[data-testid="model-picker"][data-ready="true"]');
      await p.click('[data-testid="model-picker"]');
      await p.waitForSelector('[data-testid="model-option"]');
    };
    await openPicker();
    const meta = option.locator('.model-option-meta');
    const before = await meta.textContent();
    try {
      await page.goto(operator.url('/en/admin/models'));
      await page.waitForSelector('[data-testid="admin-models"][data-hydrated="true"]');
      const row = page.locator(`[data-testid="admin-model-row"][data-model="${MODEL}"]`);
      await row.locator('[data-testid="admin-model-name"]').fill('Deep Thinker');
      await row.getByLabel(/^Input/).fill('999900');
      await row.locator('[data-testid="admin-model-save"]').click();
      await page.waitForSelector(`[data-testid="admin-models-status"]:has-text("${MODEL}")`);
      await openPicker();
      expect(await option.textContent()).toContain('Deep Thinker');
      expect(await meta.textContent()).not.toBe(before);
      const catalogue = await p.evaluate(async (id) => {
        const body = await (await fetch('/api/v2/llm/cabinet/models')).json();
        const list = (Array.isArray(body) ? body : body.models) as {
          id: string;
          price?: { inputKopecksPerMillion: number };
        }[];
        return list.find((m) => m.id === id)?.price?.inputKopecksPerMillion;
      }, MODEL);
      expect(catalogue).toBe(999_900);

      await page.reload();
      await page.waitForSelector('[data-testid="admin-models"][data-hydrated="true"]');
      await row.locator('[data-testid="admin-model-enabled"]').uncheck();
      await row.locator('[data-testid="admin-model-save"]').click();
      await page.waitForSelector(`[data-testid="admin-models-status"]:has-text("${MODEL}")`);
      await openPicker();
      expect(await option.count()).toBe(0);
    } finally {
      const restored = await page.evaluate(async (id) => {
        const res = await fetch(`/api/v1/admin/models/${id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            enabled: true,
            name: null,
            prices: { inputKopecksPerMillion: null, outputKopecksPerMillion: null },
          }),
        });
        return res.status;
      }, MODEL);
      expect(restored).toBe(200);
    }
    expect(operator.errors).toEqual([]);
    expect(person.errors).toEqual([]);
  });

  it('is built from the kit in Russian: one title in the header, kit search and date fields, no word broken, the ledger in words, readable chart labels', async () => {
    const operator = await operatorSignedIn(opened, 'ru');
    const { page } = operator;
    await spend(operator, 'ru');
    await page.setViewportSize({ width: 1440, height: 900 });
    /** Words of `selector`'s text that the layout broke across two lines ("Стату с"). */
    const brokenWords = (selector: string) =>
      page.evaluate((css) => {
        const broken: string[] = [];
        for (const element of document.querySelectorAll(css)) {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            // An email has no word to keep whole: a narrow column may wrap it anywhere.
            for (const match of text.matchAll(/\S+/g)) {
              if (match[0].includes('@')) continue;
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
              if (tops.size > 1) broken.push(match[0]);
            }
          }
        }
        return broken;
      }, selector);

    await page.goto(operator.url('/ru/admin'));
    await page.waitForSelector('[data-testid="admin-users"][data-hydrated="true"]');
    expect(await page.locator('header.topbar').getByText('Консоль оператора').count()).toBe(1);
    const search = page.locator('[data-testid="admin-user-query"]');
    expect(await search.evaluate((el) => el.closest('.search-field') !== null)).toBe(true);
    expect(await search.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('8px');
    await page.fill('[data-testid="admin-user-query"]', OPERATOR);
    await page.click('[data-testid="admin-user-search"]');
    await expect.poll(() => page.locator('[data-testid="admin-user-row"]').count()).toBe(1);
    await page.locator('[data-testid="admin-user-open"]').click();
    const usage = page.locator('[data-testid="admin-ledger-row"][data-kind="usage"]').first();
    await usage.waitFor();
    expect(await brokenWords('[data-testid="admin-users-list"]')).toEqual([]);
    expect(await brokenWords('[data-testid="admin-ledger"]')).toEqual([]);
    // The ledger says what a line paid for, never an internal id.
    const ledgerText = await page.locator('[data-testid="admin-ledger"]').textContent();
    expect(ledgerText).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(ledgerText).not.toContain('email-confirmed');
    expect(ledgerText).toContain('Подарок за подтверждение почты');
    expect(await usage.textContent()).not.toContain('gpt:');

    await page.goto(operator.url('/ru/admin/stats'));
    await page.waitForSelector('[data-testid="admin-stats"][data-hydrated="true"]');
    await page.waitForSelector('[data-testid="admin-stats-totals"]');
    for (const field of await page
      .locator('[data-testid="admin-stats"] input[type="date"]')
      .all()) {
      expect(await field.evaluate((el) => el.classList.contains('date-field'))).toBe(true);
    }
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const chart = page.locator('[data-testid="admin-chart-spend"]');
      const ticks = await chart.locator('.bar-chart-tick').evaluateAll((spans) =>
        spans.map((span) => {
          const box = span.getBoundingClientRect();
          return { size: Number.parseFloat(getComputedStyle(span).fontSize), left: box.left };
        }),
      );
      const figure = await chart.evaluate((el) => el.getBoundingClientRect().left);
      expect(ticks.length).toBeGreaterThan(2);
      for (const tick of ticks) expect(tick.size).toBeGreaterThanOrEqual(11);
      expect(ticks[0]?.left).toBeGreaterThanOrEqual(figure);
    }
    expect(await brokenWords('[data-testid="admin-stats"] table')).toEqual([]);
    expect(operator.errors).toEqual([]);
  });
});
