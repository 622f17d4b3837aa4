import { sendEmail } from '../email/send-email';
import type { Env } from '../env';
import { hmacHex, safeEqual } from '../lib/crypto';
import { ApiError } from '../lib/errors';
import type { Locale } from '../lib/messages';
import { addMs, DAY } from '../lib/time';
import { confirmationEmail, confirmationLink } from './confirmation-email';
import { newResetCode } from './reset-codes';

export const CONFIRMATION_CODE_TTL_MS = DAY;
export const CONFIRMATION_CODE_MAX_TRIES = 5;

/** Keyed with the secret like reset codes: 10^6 values are too few for a plain hash. */
function codeHash(env: Env, userId: string, code: string) {
  return hmacHex(env.JWT_SECRET, `confirm-email:${userId}:${code}`);
}

/** The credit granted on confirmation; unset or invalid means none (the production default). */
export function startingBalance(env: Env): number {
  const value = Number.parseInt(env.STARTING_BALANCE_KOPECKS ?? '0', 10);
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/** Voids the user's older codes, stores a new one and mails it with the confirmation link. */
export async function mailConfirmationCode(
  env: Env,
  user: { id: string; email: string; locale: Locale },
  now: string,
) {
  const code = newResetCode();
  await env.DB.batch([
    env.DB.prepare(
      'UPDATE email_confirmation_codes SET used_at = ?2 WHERE user_id = ?1 AND used_at IS NULL',
    ).bind(user.id, now),
    env.DB.prepare(
      `INSERT INTO email_confirmation_codes (id, user_id, code_hash, created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5)`,
    ).bind(
      crypto.randomUUID(),
      user.id,
      await codeHash(env, user.id, code),
      now,
      addMs(now, CONFIRMATION_CODE_TTL_MS),
    ),
  ]);
  const link = confirmationLink(env, user.locale, code);
  await sendEmail(env, { to: user.email, ...confirmationEmail(user.locale, code, link) });
}

/** Checks `code` against the newest live code; a wrong one counts a try, the fifth voids it. */
async function checkCode(env: Env, userId: string, code: string, now: string) {
  const row = await env.DB.prepare(
    `SELECT id, code_hash, attempts, expires_at FROM email_confirmation_codes
     WHERE user_id = ?1 AND used_at IS NULL ORDER BY created_at DESC LIMIT 1`,
  )
    .bind(userId)
    .first<{ id: string; code_hash: string; attempts: number; expires_at: string }>();
  if (!row || row.expires_at <= now || row.attempts >= CONFIRMATION_CODE_MAX_TRIES) {
    throw new ApiError(400, 'invalid_code', { field: 'code' });
  }
  if (!safeEqual(await codeHash(env, userId, code), row.code_hash)) {
    await env.DB.prepare(
      'UPDATE email_confirmation_codes SET attempts = attempts + 1 WHERE id = ?1',
    )
      .bind(row.id)
      .run();
    throw new ApiError(400, 'invalid_code', { field: 'code' });
  }
  return row.id;
}

/**
 * Marks the email confirmed and grants the starting balance to the user's own team, in one
 * batch (a transaction). The grant row is inserted only if the user has no `grant` yet (older
 * accounts got theirs at sign-up), and the balance moves only if that very row exists: two
 * confirmations, even concurrent ones, grant once (a unique index backs this up).
 */
export async function confirmEmail(env: Env, userId: string, code: string, now: string) {
  const db = env.DB;
  const confirmed = await db
    .prepare('SELECT email_confirmed_at FROM users WHERE id = ?1')
    .bind(userId)
    .first<string | null>('email_confirmed_at');
  if (confirmed) return;
  const codeId = await checkCode(env, userId, code, now);
  const grant = startingBalance(env);
  const ledgerId = crypto.randomUUID();
  const ownTeam = 'SELECT id FROM entities WHERE owner_id = ?1 ORDER BY created_at LIMIT 1';
  await db.batch([
    db.prepare('UPDATE email_confirmation_codes SET used_at = ?2 WHERE id = ?1').bind(codeId, now),
    db
      .prepare(
        'UPDATE users SET email_confirmed_at = ?2 WHERE id = ?1 AND email_confirmed_at IS NULL',
      )
      .bind(userId, now),
    ...(grant > 0
      ? [
          db
            .prepare(
              `INSERT OR IGNORE INTO ledger (id, entity_id, user_id, amount_kopecks, kind, ref, created_at)
               SELECT ?2, (${ownTeam}), ?1, ?3, 'grant', 'email-confirmed', ?4
               WHERE NOT EXISTS (SELECT 1 FROM ledger WHERE user_id = ?1 AND kind = 'grant')
                 AND (${ownTeam}) IS NOT NULL`,
            )
            .bind(userId, ledgerId, grant, now),
          db
            .prepare(
              `UPDATE entities SET balance_kopecks = balance_kopecks + ?2
               WHERE id = (SELECT entity_id FROM ledger WHERE id = ?1)`,
            )
            .bind(ledgerId, grant),
        ]
      : []),
  ]);
}
