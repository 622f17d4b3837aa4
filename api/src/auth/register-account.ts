import { creditNewTeam, forgetUnbornTeam } from '../billing/money';
import type { Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import type { Locale } from '../lib/messages';
import { consumeAttempt, limitFrom } from '../lib/rate-limit';
import { MINUTE, nowIso } from '../lib/time';
import { promoClaimStatements, promoCredit, requireValidPromo } from '../promo/promo-store';
import { bornInObjects } from '../storage-moves/run-moves';
import { mailConfirmationCode } from './email-confirmation';
import { hashPassword } from './password';
import { openSession } from './sessions';

registerErrorMessages({
  email_taken: {
    en: 'An account with this email already exists',
    ru: 'Аккаунт с таким email уже существует',
  },
});

export interface NewAccount {
  email: string;
  password: string;
  name?: string | undefined;
  promo?: string | undefined;
}

/** Trimmed and lower-cased: the one form under which emails are stored and looked up. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Registrations per client address: `REGISTRATIONS_PER_ADDRESS` per `REGISTRATION_WINDOW_SECONDS`. */
export function registrationLimit(env: Env) {
  return limitFrom(env.REGISTRATIONS_PER_ADDRESS, env.REGISTRATION_WINDOW_SECONDS, {
    max: 5,
    windowMs: 60 * MINUTE,
  });
}

/**
 * Creates a user, their own team, an optional promo redemption and a first session, all in one D1
 * batch: either all of it exists afterwards or none of it. The team's money lives in its object
 * from the start: a promo code's bonus and days are credited there first, and the batch holds
 * the code's claim and D1's mirror of the balance (decision 227). Counted per client address
 * first (429 past the limit); then mails the email-confirmation code, whose use grants the
 * starting balance (see ./email-confirmation.ts).
 */
export async function registerAccount(
  env: Env,
  input: NewAccount,
  caller: { address: string; locale: Locale; device?: string },
) {
  const db = env.DB;
  await consumeAttempt(db, [`register:ip:${caller.address}`], registrationLimit(env));
  const now = nowIso();
  const email = normalizeEmail(input.email);
  const taken = await db.prepare('SELECT 1 FROM users WHERE email = ?1').bind(email).first();
  if (taken) throw new ApiError(409, 'email_taken', { field: 'email' });
  const promo = input.promo ? await requireValidPromo(db, input.promo, now) : null;

  const userId = crypto.randomUUID();
  const entityId = crypto.randomUUID();
  const name = input.name?.trim() ?? '';
  const password = await hashPassword(input.password);
  const session = await openSession(env, userId, now, caller.device);
  const target = { userId, entityId, now };
  const money = await creditNewTeam(entityId, promo ? [promoCredit(promo, userId, now)] : [], now);
  const statements = [
    db
      .prepare(
        `INSERT INTO users (id, email, name, password_hash, password_salt, password_iterations,
           entity_id, locale, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9)`,
      )
      .bind(
        userId,
        email,
        name,
        password.hash,
        password.salt,
        password.iterations,
        entityId,
        caller.locale,
        now,
      ),
    db
      .prepare(
        `INSERT INTO entities (id, name, owner_id, balance_kopecks, bonus_until, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
      )
      .bind(entityId, name || email, userId, money.balance, money.bonusUntil, now),
    db
      .prepare(
        `INSERT INTO entity_members (entity_id, user_id, role, created_at)
         VALUES (?1, ?2, 'owner', ?3)`,
      )
      .bind(entityId, userId, now),
    ...(promo ? promoClaimStatements(db, promo, target) : []),
    ...bornInObjects(db, { userId, entityId }, now),
    ...session.statements,
  ];
  try {
    await db.batch(statements);
  } catch (err) {
    const text = String(err);
    // Refused by a constraint, the batch wrote nothing: the team was never made.
    const refused = text.includes('UNIQUE') || text.includes('CHECK');
    if (refused && promo) await forgetUnbornTeam(entityId);
    if (text.includes('UNIQUE') && text.includes('users.email')) {
      throw new ApiError(409, 'email_taken', { field: 'email' });
    }
    if (promo && text.includes('CHECK')) {
      throw new ApiError(400, 'promo_invalid', { field: 'promo', code: input.promo ?? '' });
    }
    throw err;
  }
  try {
    await mailConfirmationCode(env, { id: userId, email, locale: caller.locale }, now);
  } catch (err) {
    // The account stands; the user can ask for the code again.
    console.error('confirmation mail failed', err);
  }
  return { userId, entityId, pair: session.pair };
}
