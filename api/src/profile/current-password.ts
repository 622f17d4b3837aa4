import { verifyPassword } from '../auth/password';
import { ApiError } from '../lib/errors';
import { ATTEMPTS_PER_MINUTE, consumeAttempt, refundAttempt } from '../lib/rate-limit';
import { passwordOf, type UserRow } from '../users/user-store';

/**
 * Refuses with 400 `wrong_current_password` unless `given` is the account's password. Counted
 * before the check with the same key as the password change, so a stolen session cannot guess.
 */
export async function requireCurrentPassword(
  db: D1Database,
  row: UserRow,
  given: string | undefined,
) {
  const keys = [`current-password:user:${row.id}`];
  await consumeAttempt(db, keys, ATTEMPTS_PER_MINUTE);
  const ok = given !== undefined && (await verifyPassword(given, passwordOf(row)));
  if (!ok) throw new ApiError(400, 'wrong_current_password', { field: 'currentPassword' });
  await refundAttempt(db, keys);
}
