import type { Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { ATTEMPTS_PER_MINUTE, consumeAttempt, refundAttempt } from '../lib/rate-limit';
import { nowIso } from '../lib/time';
import { hasPasskeys } from '../passkeys/passkey-store';
import { issueLoginTicket, spendLoginTicket, tryLoginTicket } from '../two-factor/login-tickets';
import { checkSecondFactor } from '../two-factor/second-factor';
import { isTwoFactorOn } from '../two-factor/totp-store';
import { findUserRowByEmail, passwordOf } from '../users/user-store';
import { burnPasswordCheck, verifyPassword } from './password';
import {
  deviceOf,
  type FirstFactor,
  openSession,
  type SignInMethod,
  type TokenPair,
} from './sessions';

const firstFactors: readonly string[] = ['password', 'yandex', 'vk', 'google'];
const firstFactorOf = (value: string | null): FirstFactor =>
  value && firstFactors.includes(value) ? (value as FirstFactor) : 'password';

registerErrorMessages({
  invalid_credentials: { en: 'Wrong email or password', ru: 'Неверный email или пароль' },
});

/** What a right password of an account with two-factor on gets instead of tokens. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  ticket: string;
  methods: ('totp' | 'passkey' | 'recovery')[];
}

/**
 * Checks the credentials and opens a session. Every attempt is counted per email and per client
 * address before the password is looked at (atomically: 50 parallel tries evaluate at most the
 * limit); a correct password gives its attempt back, so in effect only failures use up the limit.
 * With two-factor on, a right password gets a ticket for the code step instead of tokens.
 */
export async function logIn(
  env: Env,
  email: string,
  password: string,
  address: string,
  device?: string,
): Promise<TokenPair | TwoFactorChallenge> {
  const keys = [`login:email:${email}`, `login:ip:${address}`];
  await consumeAttempt(env.DB, keys, ATTEMPTS_PER_MINUTE);
  const row = await findUserRowByEmail(env.DB, email);
  const ok = row
    ? await verifyPassword(password, passwordOf(row))
    : await burnPasswordCheck(password);
  if (!row || !ok) throw new ApiError(401, 'invalid_credentials');
  await refundAttempt(env.DB, keys);
  const now = nowIso();
  if (await isTwoFactorOn(env.DB, row.id)) {
    const ticket = await issueLoginTicket(env.DB, row.id, deviceOf(device), now);
    // A passkey is both factors: an account that has one may use it instead of the code.
    const passkey = await hasPasskeys(env.DB, row.id);
    const methods: TwoFactorChallenge['methods'] = passkey
      ? ['totp', 'passkey', 'recovery']
      : ['totp', 'recovery'];
    return { twoFactorRequired: true, ticket, methods };
  }
  const session = await openSession(env, row.id, now, device);
  await env.DB.batch(session.statements);
  return session.pair;
}

/**
 * The code step: a live ticket and a right authenticator or recovery code open the session.
 * Wrong codes are limited per ticket (five, then 429) and per account and hour (five, then 429).
 */
export async function logInSecondStep(env: Env, ticket: string, code: string): Promise<TokenPair> {
  const now = nowIso();
  const live = await tryLoginTicket(env.DB, ticket, now);
  const factor = await checkSecondFactor(env, live.userId, code);
  if (!(await spendLoginTicket(env.DB, live.tokenHash, now))) {
    throw new ApiError(401, 'login_ticket_invalid', { field: 'ticket' });
  }
  const first = firstFactorOf(live.firstFactor);
  const method: SignInMethod = factor === 'totp' ? `${first}+totp` : `${first}+recovery`;
  const session = await openSession(env, live.userId, now, live.device ?? undefined, method);
  await env.DB.batch(session.statements);
  return session.pair;
}
