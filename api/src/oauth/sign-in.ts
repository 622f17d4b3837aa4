import {
  mailConfirmationCode,
  startingBalance,
  startingGrantCredit,
} from '../auth/email-confirmation';
import type { TwoFactorChallenge } from '../auth/login';
import { hashPassword } from '../auth/password';
import { normalizeEmail, registrationLimit } from '../auth/register-account';
import { deviceOf, openSession, type TokenPair } from '../auth/sessions';
import { creditNewTeam, forgetUnbornTeam } from '../billing/money';
import type { Env } from '../env';
import { randomToken } from '../lib/crypto';
import { ApiError, registerErrorMessages } from '../lib/errors';
import type { Locale } from '../lib/messages';
import { consumeAttempt } from '../lib/rate-limit';
import { nowIso } from '../lib/time';
import { bornInObjects } from '../storage-moves/run-moves';
import { issueLoginTicket } from '../two-factor/login-tickets';
import { isTwoFactorOn } from '../two-factor/totp-store';
import { findUserRowByEmail } from '../users/user-store';
import { findIdentityOwner, insertIdentity, updateIdentityEmail } from './identity-store';
import type { ProviderProfile } from './provider-profile';
import type { OAuthProvider } from './providers';

registerErrorMessages({
  oauth_email_missing: {
    en: 'The provider did not share your email, so no account can be made. Allow access to your email and try again',
    ru: 'Провайдер не передал ваш email, поэтому аккаунт не создать. Разрешите доступ к почте и попробуйте ещё раз',
  },
  oauth_email_unverified: {
    en: 'An account with this email already exists, but the provider has not confirmed the email. Sign in with your password and link the provider in your profile',
    ru: 'Аккаунт с этим email уже есть, но провайдер не подтвердил email. Войдите с паролем и привяжите провайдера в профиле',
  },
  oauth_email_unconfirmed: {
    en: 'An account with this email already exists, but its email is not confirmed. Sign in with your password and link the provider in your profile',
    ru: 'Аккаунт с этим email уже есть, но его email не подтверждён. Войдите с паролем и привяжите провайдера в профиле',
  },
});

export interface Caller {
  address: string;
  locale: Locale;
  device?: string | undefined;
}

/**
 * Signs in with a provider's profile (decision 162): a known identity signs in its account; a new
 * one joins the account with the same email only when the provider verified the email AND the
 * account confirmed it; with no such account a new one is made. Two-factor still asks its code.
 */
export async function signInWithProvider(
  env: Env,
  provider: OAuthProvider,
  profile: ProviderProfile,
  caller: Caller,
): Promise<TokenPair | TwoFactorChallenge> {
  const db = env.DB;
  const now = nowIso();
  const email = profile.email ? normalizeEmail(profile.email) : null;
  const owner = await findIdentityOwner(db, provider, profile.subject);
  if (owner) {
    await updateIdentityEmail(db, provider, profile.subject, email).run();
    return openProviderSession(env, owner, provider, caller, now);
  }
  if (!email) throw new ApiError(400, 'oauth_email_missing');
  const existing = await findUserRowByEmail(db, email);
  if (existing) {
    if (!profile.emailVerified) throw new ApiError(409, 'oauth_email_unverified');
    if (!existing.email_confirmed_at) throw new ApiError(409, 'oauth_email_unconfirmed');
    const identity = { provider, subject: profile.subject, userId: existing.id, email };
    await insertIdentity(db, identity, now).run();
    return openProviderSession(env, existing.id, provider, caller, now);
  }
  return createProviderAccount(env, provider, { ...profile, email }, caller, now);
}

async function openProviderSession(
  env: Env,
  userId: string,
  provider: OAuthProvider,
  caller: Caller,
  now: string,
): Promise<TokenPair | TwoFactorChallenge> {
  if (await isTwoFactorOn(env.DB, userId)) {
    const device = deviceOf(caller.device);
    const ticket = await issueLoginTicket(env.DB, userId, device, now, provider);
    return { twoFactorRequired: true, ticket, methods: ['totp', 'recovery'] };
  }
  const session = await openSession(env, userId, now, caller.device, provider);
  await env.DB.batch(session.statements);
  return session.pair;
}

/**
 * A new account for a new identity, as a registration makes one (user, own team, session) in one
 * batch, counted against the same per-address limit. Its password is random and unknown
 * (`password_set = 0`); its email counts as confirmed, with the starting balance, when the
 * provider verified it.
 */
async function createProviderAccount(
  env: Env,
  provider: OAuthProvider,
  profile: ProviderProfile & { email: string },
  caller: Caller,
  now: string,
): Promise<TokenPair> {
  const db = env.DB;
  await consumeAttempt(db, [`register:ip:${caller.address}`], registrationLimit(env));
  const userId = crypto.randomUUID();
  const entityId = crypto.randomUUID();
  const name = profile.name.trim().slice(0, 100);
  const password = await hashPassword(randomToken(32));
  const session = await openSession(env, userId, now, caller.device, provider);
  const confirmedAt = profile.emailVerified ? now : null;
  // A verified email brings the starting grant, into the new team's object first (decision 227).
  const grant = confirmedAt ? startingBalance(env) : 0;
  const money = await creditNewTeam(
    entityId,
    grant > 0 ? [startingGrantCredit(userId, grant, now)] : [],
    now,
  );
  const statements = [
    db
      .prepare(
        `INSERT INTO users (id, email, name, password_hash, password_salt, password_iterations,
           entity_id, locale, created_at, updated_at, email_confirmed_at, password_set)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9, ?10, 0)`,
      )
      .bind(
        userId,
        profile.email,
        name,
        password.hash,
        password.salt,
        password.iterations,
        entityId,
        caller.locale,
        now,
        confirmedAt,
      ),
    db
      .prepare(
        `INSERT INTO entities (id, name, owner_id, balance_kopecks, bonus_until, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
      )
      .bind(entityId, name || profile.email, userId, money.balance, money.bonusUntil, now),
    db
      .prepare(
        `INSERT INTO entity_members (entity_id, user_id, role, created_at)
         VALUES (?1, ?2, 'owner', ?3)`,
      )
      .bind(entityId, userId, now),
    insertIdentity(db, { provider, subject: profile.subject, userId, email: profile.email }, now),
    ...bornInObjects(db, { userId, entityId }, now),
    ...session.statements,
  ];
  try {
    await db.batch(statements);
  } catch (err) {
    // A parallel sign-up took the email (or a parallel callback the identity) first: the batch
    // wrote nothing, and the grant credited for the team that was never made is taken back.
    if (String(err).includes('UNIQUE')) {
      if (grant > 0) await forgetUnbornTeam(entityId);
      throw new ApiError(409, 'email_taken', { field: 'email' });
    }
    throw err;
  }
  if (!confirmedAt) {
    const user = { id: userId, email: profile.email, locale: caller.locale };
    // The account stands without the mail; the code can be asked for again.
    await mailConfirmationCode(env, user, now).catch((err) => {
      console.error('confirmation mail failed', err);
    });
  }
  return session.pair;
}
