import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
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
    await page.waitForSelector('[data-testid="member-spent"]:has-text("0.00 ₽")');

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
});
