import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { membersPage } from './fixtures/members-page';
import { signUp } from './session';

const opened: Browser[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

describe('members: rename, resend, spending (issue 12)', () => {
  it('lets the owner rename the team and resend a pending invitation; shows spending', async () => {
    const browser = await openBrowser({ locale: 'en-US' });
    opened.push(browser);
    await signUp(browser, { locale: 'en', name: 'Roman Renamer' });
    const members = membersPage(browser);
    await members.open('en');
    const { page } = members;
    await page.waitForSelector('[data-testid="member-spent"]:has-text("RUB 0.00")');

    await page.fill('[data-testid="team-name-input"]', 'Night Shift');
    await page.click('[data-testid="team-rename"]');
    await page.waitForSelector('[data-testid="members-team-name"]:has-text("Night Shift")');

    const guest = `guest-${Date.now()}@example.com`;
    await members.invite(guest);
    await page.waitForSelector(`[data-testid="pending-row"]:has-text("${guest}")`);
    await page.click('[data-testid="pending-resend"]');
    await page.waitForSelector('[data-testid="pending-resend"]:not([disabled])');
    expect(await members.pendingEmails()).toHaveLength(1);
    await page.reload();
    await page.waitForSelector('[data-testid="members-team-name"]:has-text("Night Shift")');
    expect(browser.errors).toEqual([]);
  });

  it("shows what a member's answers cost this month, from the real charge", async () => {
    const browser = await openBrowser({ locale: 'en-US' });
    opened.push(browser);
    await signUp(browser, { locale: 'en', name: 'Sonya Spender' });
    const chat = chatPage(browser);
    await chat.open('/en/chat');
    await chat.chooseModel('gpt:gpt');
    await chat.send('Bill me fake:input=1000 fake:output=2000');
    await chat.waitForAnswer();
    // What the team's ledger charged her (its only member), read where the money lives: the
    // team's object from sign-up (decision 227), so through the api, not D1.
    const kopecks = await chat.page.evaluate(async () => {
      const res = await fetch('/api/v1/entity/ledger?kind=usage');
      const page = (await res.json()) as { totals: { debitKopecks: number } };
      return -page.totals.debitKopecks;
    });
    expect(kopecks).toBeGreaterThan(0);
    const rub = `RUB ${Math.trunc(kopecks / 100).toLocaleString('en')}.${String(kopecks % 100).padStart(2, '0')}`;

    const members = membersPage(browser);
    await members.open('en');
    await members.page.waitForSelector(`[data-testid="member-spent"]:has-text("${rub}")`);
    expect(browser.errors).toEqual([]);
  });
});
