import type { Env } from '../env';
import { hmacHex, safeEqual } from '../lib/crypto';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { addMs, MINUTE } from '../lib/time';

registerErrorMessages({
  invalid_code: { en: 'The code is wrong or has expired', ru: 'Код неверный или устарел' },
});

export const RESET_CODE_TTL_MS = 15 * MINUTE;
export const RESET_CODE_MAX_TRIES = 5;

/** A uniformly random 6-digit code (rejection sampling avoids modulo bias). */
export function newResetCode(): string {
  const limit = 4_294_000_000; // the largest multiple of 10^6 below 2^32
  for (;;) {
    const [value = limit] = crypto.getRandomValues(new Uint32Array(1));
    if (value < limit) return String(value % 1_000_000).padStart(6, '0');
  }
}

/** Codes have only 10^6 values, so they are keyed with the secret, never plainly hashed. */
function codeHash(env: Env, userId: string, code: string) {
  return hmacHex(env.JWT_SECRET, `reset:${userId}:${code}`);
}

/** Statements that void the user's older codes and store a new one: only the newest works. */
export async function storeResetCode(env: Env, userId: string, code: string, now: string) {
  return [
    env.DB.prepare(
      'UPDATE reset_codes SET used_at = ?2 WHERE user_id = ?1 AND used_at IS NULL',
    ).bind(userId, now),
    env.DB.prepare(
      `INSERT INTO reset_codes (id, user_id, code_hash, created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5)`,
    ).bind(
      crypto.randomUUID(),
      userId,
      await codeHash(env, userId, code),
      now,
      addMs(now, RESET_CODE_TTL_MS),
    ),
  ];
}

/**
 * Checks `code` against the user's newest live code. A wrong code counts a try; the fifth wrong
 * try voids the code. Throws 400 `invalid_code` (naming `code`) on any failure and returns the
 * code's id on success.
 */
export async function checkResetCode(env: Env, userId: string, code: string, now: string) {
  const row = await env.DB.prepare(
    `SELECT id, code_hash, attempts, expires_at FROM reset_codes
     WHERE user_id = ?1 AND used_at IS NULL ORDER BY created_at DESC LIMIT 1`,
  )
    .bind(userId)
    .first<{ id: string; code_hash: string; attempts: number; expires_at: string }>();
  if (!row || row.expires_at <= now || row.attempts >= RESET_CODE_MAX_TRIES) {
    throw new ApiError(400, 'invalid_code', { field: 'code' });
  }
  if (!safeEqual(await codeHash(env, userId, code), row.code_hash)) {
    await env.DB.prepare('UPDATE reset_codes SET attempts = attempts + 1 WHERE id = ?1')
      .bind(row.id)
      .run();
    throw new ApiError(400, 'invalid_code', { field: 'code' });
  }
  return row.id;
}
