import { afterEach, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { cabinetPages } from './fixtures/cabinet-pages';
import { signUp } from './session';

const opened: Browser[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

describe('deleting the account from the profile page (issue 25)', () => {
  it('asks for the password, says so when it is wrong, then deletes and signs out', async () => {
    const browser = await openBrowser({ locale: 'en-US' });
    opened.push(browser);
    const account = await signUp(browser, { locale: 'en', name: 'Gone Soon' });
    const { page, openProfile, status } = cabinetPages(browser);
    await openProfile();

    const submit = '[data-testid="delete-account"]';
    // The email field is reachable by its own short visible label.
    const emailField = page.getByLabel('Your email', { exact: true });
    expect(await emailField.getAttribute('data-testid')).toBe('delete-confirm');
    await page.fill('[data-testid="delete-confirm"]', account.email);
    // The typed email alone does not open the button.
    expect(await page.isDisabled(submit)).toBe(true);
    await page.fill('[data-testid="delete-password"]', 'not my password');
    await page.click(submit);
    await page.waitForSelector(
      '[data-testid="delete-status"]:has-text("The current password is wrong")',
    );
    expect(await status('delete-status')).toBe('The current password is wrong');
    expect(await page.inputValue('[data-testid="delete-confirm"]')).toBe(account.email);

    await page.fill('[data-testid="delete-password"]', account.password);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/en/auth/login'),
      page.click(submit),
    ]);
    expect(browser.errors.filter((error) => !error.includes('400'))).toEqual([]);
  });
});
