import type { Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { ATTEMPTS_PER_MINUTE, assertWithinLimit, recordAttempt } from '../lib/rate-limit';
import { nowIso } from '../lib/time';
import { findUserRowByEmail, passwordOf } from '../users/user-store';
import { burnPasswordCheck, verifyPassword } from './password';
import { openSession } from './sessions';

registerErrorMessages({
  invalid_credentials: { en: 'Wrong email or password', ru: 'Неверный email или пароль' },
});

/**
 * Checks the credentials and opens a session. Failed attempts count per email and per client
 * address; past the limit the answer is 429 before the password is even looked at.
 */
export async function logIn(env: Env, email: string, password: string, address: string) {
  const keys = [`login:email:${email}`, `login:ip:${address}`];
  await assertWithinLimit(env.DB, keys, ATTEMPTS_PER_MINUTE);
  const row = await findUserRowByEmail(env.DB, email);
  const ok = row
    ? await verifyPassword(password, passwordOf(row))
    : await burnPasswordCheck(password);
  if (!row || !ok) {
    await recordAttempt(env.DB, keys, ATTEMPTS_PER_MINUTE);
    throw new ApiError(401, 'invalid_credentials');
  }
  const session = await openSession(env, row.id, nowIso());
  await env.DB.batch(session.statements);
  return session.pair;
}
