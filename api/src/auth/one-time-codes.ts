import type { Env } from '../env';
import { hmacHex, safeEqual } from '../lib/crypto';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { addMs, DAY, MINUTE } from '../lib/time';

registerErrorMessages({
  invalid_code: { en: 'The code is wrong or has expired', ru: 'Код неверный или устарел' },
});

/**
 * The mailed 6-digit codes: a password reset, the email confirmation and a change of email. Each
 * has its own table (same columns; a change also keeps the new address), its own purpose in the
 * keyed hash and its own lifetime; all allow five tries, and only the newest code of a user works.
 */
const kinds = {
  reset: { table: 'reset_codes', purpose: 'reset', ttlMs: 15 * MINUTE },
  confirmEmail: { table: 'email_confirmation_codes', purpose: 'confirm-email', ttlMs: DAY },
  changeEmail: { table: 'email_change_codes', purpose: 'change-email', ttlMs: 60 * MINUTE },
} as const;
export type CodeKind = keyof typeof kinds;

export const CODE_MAX_TRIES = 5;

/** A uniformly random 6-digit code (rejection sampling avoids modulo bias). */
export function newCode(): string {
  const limit = 4_294_000_000; // the largest multiple of 10^6 below 2^32
  for (;;) {
    const [value = limit] = crypto.getRandomValues(new Uint32Array(1));
    if (value < limit) return String(value % 1_000_000).padStart(6, '0');
  }
}

/**
 * Codes have only 10^6 values, so they are keyed with the secret, never plainly hashed; a change
 * of email binds the code to the new address too, so it proves that very mailbox.
 */
function codeHash(env: Env, kind: CodeKind, userId: string, code: string, newEmail?: string) {
  const subject = newEmail === undefined ? userId : `${userId}:${newEmail}`;
  return hmacHex(env.JWT_SECRET, `${kinds[kind].purpose}:${subject}:${code}`);
}

/**
 * A new code and the statements that void the user's older ones and store it (run them in the
 * caller's batch). `newEmail` is the address a change of email goes to.
 *
 * @example const { code, statements } = await issueCode(env, 'reset', user.id, now)
 */
export async function issueCode(
  env: Env,
  kind: CodeKind,
  userId: string,
  now: string,
  newEmail?: string,
) {
  const { table, ttlMs } = kinds[kind];
  const code = newCode();
  const hash = await codeHash(env, kind, userId, code, newEmail);
  const id = crypto.randomUUID();
  const expires = addMs(now, ttlMs);
  const insert =
    kind === 'changeEmail'
      ? env.DB.prepare(
          `INSERT INTO ${table} (id, user_id, new_email, code_hash, created_at, expires_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
        ).bind(id, userId, newEmail ?? '', hash, now, expires)
      : env.DB.prepare(
          `INSERT INTO ${table} (id, user_id, code_hash, created_at, expires_at)
           VALUES (?1, ?2, ?3, ?4, ?5)`,
        ).bind(id, userId, hash, now, expires);
  const statements = [
    env.DB.prepare(`UPDATE ${table} SET used_at = ?2 WHERE user_id = ?1 AND used_at IS NULL`).bind(
      userId,
      now,
    ),
    insert,
  ];
  return { code, statements };
}

/**
 * Checks `code` against the user's newest live code of that kind. The try is counted first, in the
 * same statement that reads the code (`UPDATE … RETURNING`), so parallel guesses can never all pass
 * a count read before theirs was stored: at most five wrong tries are ever compared. A right try
 * gives its count back, so checking a reset code before setting the password costs nothing. Throws 400 `invalid_code` (naming `code`) on any failure; returns the code's id (and the new
 * address of a change of email) on success, without using it up.
 */
export async function checkCode(
  env: Env,
  kind: CodeKind,
  userId: string,
  code: string,
  now: string,
): Promise<{ id: string; newEmail: string | null }> {
  const { table } = kinds[kind];
  const newEmailColumn = kind === 'changeEmail' ? 'new_email' : 'NULL AS new_email';
  const row = await env.DB.prepare(
    `UPDATE ${table} SET attempts = attempts + 1
     WHERE id = (SELECT id FROM ${table} WHERE user_id = ?1 AND used_at IS NULL
                 ORDER BY created_at DESC LIMIT 1)
       AND expires_at > ?2 AND attempts < ?3
     RETURNING id, ${newEmailColumn}, code_hash`,
  )
    .bind(userId, now, CODE_MAX_TRIES)
    .first<{ id: string; new_email: string | null; code_hash: string }>();
  if (!row) throw new ApiError(400, 'invalid_code', { field: 'code' });
  const expected = await codeHash(env, kind, userId, code, row.new_email ?? undefined);
  if (!safeEqual(expected, row.code_hash)) {
    throw new ApiError(400, 'invalid_code', { field: 'code' });
  }
  await env.DB.prepare(`UPDATE ${table} SET attempts = attempts - 1 WHERE id = ?1`)
    .bind(row.id)
    .run();
  return { id: row.id, newEmail: row.new_email };
}

/** The statement that uses a checked code up (run it in the batch that acts on it). */
export function spendCodeStatement(env: Env, kind: CodeKind, codeId: string, now: string) {
  return env.DB.prepare(`UPDATE ${kinds[kind].table} SET used_at = ?2 WHERE id = ?1`).bind(
    codeId,
    now,
  );
}
