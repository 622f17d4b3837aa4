import { newResetCode } from '../auth/reset-codes';
import { sendEmail } from '../email/send-email';
import type { Env } from '../env';
import { hmacHex, safeEqual } from '../lib/crypto';
import { ApiError } from '../lib/errors';
import type { Locale } from '../lib/messages';
import { addMs, MINUTE } from '../lib/time';

export const EMAIL_CHANGE_TTL_MS = 60 * MINUTE;
const MAX_TRIES = 5;

/** Keyed with the secret and bound to the new address: a code proves that very mailbox. */
function codeHash(env: Env, userId: string, email: string, code: string) {
  return hmacHex(env.JWT_SECRET, `change-email:${userId}:${email}:${code}`);
}

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
        subject: 'Подтвердите новый email в Beseda',
        text: `Код для смены email вашего аккаунта Beseda: ${code}. Он действует один час. Если вы этого не просили, проигнорируйте письмо.`,
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
  const code = newResetCode();
  await env.DB.batch([
    env.DB.prepare(
      'UPDATE email_change_codes SET used_at = ?2 WHERE user_id = ?1 AND used_at IS NULL',
    ).bind(user.id, now),
    env.DB.prepare(
      `INSERT INTO email_change_codes (id, user_id, new_email, code_hash, created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
    ).bind(
      crypto.randomUUID(),
      user.id,
      email,
      await codeHash(env, user.id, email, code),
      now,
      addMs(now, EMAIL_CHANGE_TTL_MS),
    ),
  ]);
  await sendEmail(env, { to: email, ...changeEmail(user.locale, code) });
}

/**
 * Checks `code` against the newest pending change; a wrong one counts a try, the fifth voids it.
 * A right one moves the account to the new address, confirmed, and returns it.
 */
export async function confirmEmailChange(env: Env, userId: string, code: string, now: string) {
  const db = env.DB;
  const row = await db
    .prepare(
      `SELECT id, new_email, code_hash, attempts, expires_at FROM email_change_codes
       WHERE user_id = ?1 AND used_at IS NULL ORDER BY created_at DESC LIMIT 1`,
    )
    .bind(userId)
    .first<{
      id: string;
      new_email: string;
      code_hash: string;
      attempts: number;
      expires_at: string;
    }>();
  if (!row || row.expires_at <= now || row.attempts >= MAX_TRIES) {
    throw new ApiError(400, 'invalid_code', { field: 'code' });
  }
  if (!safeEqual(await codeHash(env, userId, row.new_email, code), row.code_hash)) {
    await db
      .prepare('UPDATE email_change_codes SET attempts = attempts + 1 WHERE id = ?1')
      .bind(row.id)
      .run();
    throw new ApiError(400, 'invalid_code', { field: 'code' });
  }
  await refuseTaken(db, row.new_email);
  await db.batch([
    db.prepare('UPDATE email_change_codes SET used_at = ?2 WHERE id = ?1').bind(row.id, now),
    db
      .prepare(
        // Confirmation (and its starting credit) stays its own step: see decision 051.
        'UPDATE users SET email = ?2, updated_at = ?3 WHERE id = ?1',
      )
      .bind(userId, row.new_email, now),
  ]);
  return row.new_email;
}
