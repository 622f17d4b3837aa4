import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { membersPage } from './fixtures/members-page';
import { signUp } from './session';

const opened: Browser[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

/** A signed-up account whose email is confirmed through the mailed link (signUp's default). */
async function account(name: string) {
  const browser = await openBrowser({ locale: 'en-US' });
  opened.push(browser);
  const { email } = await signUp(browser, { locale: 'en', name });
  return { browser, email, members: membersPage(browser) };
}

describe('team members in the cabinet (issue 9 §1)', () => {
  it('invites by email; the invitee accepts from the mailed link and appears in the team', async () => {
    const owner = await account('Olga Owner');
    const guest = await account('Gleb Guest');

    await owner.members.open('en');
    expect(await owner.members.teamName()).toContain('Olga Owner');
    await owner.members.invite(guest.email);
    await owner.members.page.waitForSelector(
      `[data-testid="pending-row"]:has-text("${guest.email}")`,
    );
    // Nothing about the guest changed yet.
    expect(await owner.members.memberEmails()).toHaveLength(1);

    await guest.members.openMailedLink(guest.email);
    expect(await guest.members.teamName()).toContain('Gleb Guest');
    await guest.members.page.waitForSelector('[data-testid="incoming-row"]:has-text("Olga Owner")');
    // Keyboard only: focus Accept and press Enter.
    await guest.members.page.focus('[data-testid="incoming-accept"]');
    await guest.members.page.keyboard.press('Enter');
    await guest.members.page.waitForSelector(
      '[data-testid="members-team-name"]:has-text("Olga Owner")',
    );
    expect(await guest.members.incoming()).toEqual([]);
    expect(await guest.members.page.$('[data-testid="member-leave"]')).not.toBeNull();

    await owner.members.open('en');
    await owner.members.page.waitForSelector(
      `[data-testid="member-row"]:has-text("${guest.email}")`,
    );
    expect(await owner.members.pendingEmails()).toEqual([]);
    expect(owner.browser.errors).toEqual([]);
    expect(guest.browser.errors).toEqual([]);
  });

  it('lets the invitee decline, leaving both teams as they were', async () => {
    const owner = await account('Olga Owner');
    const guest = await account('Dina Decliner');
    await owner.members.open('en');
    await owner.members.invite(guest.email);

    await guest.members.open('en');
    await guest.members.page.click('[data-testid="incoming-decline"]');
    await guest.members.page.waitForSelector('[data-testid="incoming-row"]', { state: 'detached' });
    expect(await guest.members.teamName()).toContain('Dina Decliner');

    await owner.members.open('en');
    expect(await owner.members.pendingEmails()).toEqual([]);
    expect(await owner.members.memberEmails()).toHaveLength(1);
  });
});
