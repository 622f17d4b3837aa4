import { checkCode, issueCode, spendCodeStatement } from '../auth/one-time-codes';
import { sendEmail } from '../email/send-email';
import type { Env } from '../env';
import { ApiError } from '../lib/errors';
import type { Locale } from '../lib/messages';

async function refuseTaken(db: D1Database, email: string) {
  const taken = await db.prepare('SELECT 1 FROM users WHERE email = ?1').bind(email).first();
  if (taken) throw new ApiError(409, 'email_taken', { field: 'email' });
}

function changeEmail(locale: Locale, code: string) {
  return locale === 'en'
    ? {
        subject: 'Confirm your new email for Beseda',
        text: `Your code to change the email of your Beseda account: ${code}. It is valid for one hour. If you did not ask for this, ignore this email.`,
      }
    : {
        subject: 'Подтвердите новый email в «Беседе»',
        text: `Код для смены email вашего аккаунта в «Беседе»: ${code}. Он действует один час. Если вы этого не просили, проигнорируйте письмо.`,
      };
}

/** Voids older requests, stores a code for `email` and mails it to that new address. */
export async function requestEmailChange(
  env: Env,
  user: { id: string; locale: Locale },
  email: string,
  now: string,
) {
  await refuseTaken(env.DB, email);
  const { code, statements } = await issueCode(env, 'changeEmail', user.id, now, email);
  await env.DB.batch(statements);
  await sendEmail(env, { to: email, ...changeEmail(user.locale, code) });
}

/**
 * Checks `code` against the newest pending change; a wrong one counts a try, the fifth voids it.
 * A right one moves the account to the new address, confirmed, and returns it.
 */
export async function confirmEmailChange(env: Env, userId: string, code: string, now: string) {
  const db = env.DB;
  const { id, newEmail } = await checkCode(env, 'changeEmail', userId, code, now);
  const email = newEmail ?? '';
  await refuseTaken(db, email);
  await db.batch([
    spendCodeStatement(env, 'changeEmail', id, now),
    db
      .prepare(
        // Confirmation (and its starting credit) stays its own step: see decision 051.
        'UPDATE users SET email = ?2, updated_at = ?3 WHERE id = ?1',
      )
      .bind(userId, email, now),
  ]);
  return email;
}
