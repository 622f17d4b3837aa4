// The benches' accounts: signed up and confirmed in the page, as a person would.
import { mailedCode } from '../../scripts/lib/d1.mjs';

/** The 6-digit code last mailed to `email` in the D1 of `persistTo`; throws when there is none. */
export async function requireMailedCode(persistTo, email) {
  const code = await mailedCode(email, { persistTo });
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Confirms a freshly registered account's email in the signed-in page, as its owner would. */
export async function confirmInPage(page, webUrl, persistTo, email) {
  await page.goto(`${webUrl}/ru/confirm-email?code=${await requireMailedCode(persistTo, email)}`);
  await page.waitForSelector('[data-testid="confirm-email-form"][data-hydrated="true"]');
  await Promise.all([
    page.waitForSelector('[data-testid="confirm-email-done"]'),
    page.click('[data-testid="confirm-email-submit"]'),
  ]);
}

/**
 * Registers a fresh account through the registration page and confirms its email, leaving the
 * page signed in with the starting balance. Returns the email.
 */
export async function signUpInPage(
  page,
  webUrl,
  persistTo,
  { locale = 'ru', prefix = 'bench' } = {},
) {
  const email = `${prefix}-${Date.now()}@example.com`;
  const password = 'bench password 42';
  await page.goto(`${webUrl}/${locale}/registration`);
  await page.waitForSelector('[data-testid="registration-form"][data-hydrated="true"]');
  await page.fill('[data-testid="registration-name"]', 'Bench');
  await page.fill('[data-testid="registration-email"]', email);
  await page.fill('[data-testid="registration-password"]', password);
  await page.fill('[data-testid="registration-confirm"]', password);
  await Promise.all([
    // `/` sends a signed-in person on to their last chat page (issue 13).
    page.waitForURL((url) => url.pathname === `/${locale}/chat`),
    page.click('[data-testid="registration-submit"]'),
  ]);
  await confirmInPage(page, webUrl, persistTo, email);
  return email;
}
