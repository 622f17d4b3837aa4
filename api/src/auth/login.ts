import type { Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { ATTEMPTS_PER_MINUTE, consumeAttempt, refundAttempt } from '../lib/rate-limit';
import { nowIso } from '../lib/time';
import { findUserRowByEmail, passwordOf } from '../users/user-store';
import { burnPasswordCheck, verifyPassword } from './password';
import { openSession } from './sessions';

registerErrorMessages({
  invalid_credentials: { en: 'Wrong email or password', ru: 'Неверный email или пароль' },
});

/**
 * Checks the credentials and opens a session. Every attempt is counted per email and per client
 * address before the password is looked at (atomically: 50 parallel tries evaluate at most the
 * limit); a correct password gives its attempt back, so in effect only failures use up the limit.
 */
export async function logIn(
  env: Env,
  email: string,
  password: string,
  address: string,
  device?: string,
) {
  const keys = [`login:email:${email}`, `login:ip:${address}`];
  await consumeAttempt(env.DB, keys, ATTEMPTS_PER_MINUTE);
  const row = await findUserRowByEmail(env.DB, email);
  const ok = row
    ? await verifyPassword(password, passwordOf(row))
    : await burnPasswordCheck(password);
  if (!row || !ok) throw new ApiError(401, 'invalid_credentials');
  await refundAttempt(env.DB, keys);
  const session = await openSession(env, row.id, nowIso(), device);
  await env.DB.batch(session.statements);
  return session.pair;
}
