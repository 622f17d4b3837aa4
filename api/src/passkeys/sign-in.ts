import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { openSession, type TokenPair } from '../auth/sessions';
import type { Env } from '../env';
import { fromBase64Url } from '../lib/crypto';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { consumeAttempt, type Limit } from '../lib/rate-limit';
import { MINUTE, nowIso } from '../lib/time';
import { liveTicketUser } from '../two-factor/login-tickets';
import {
  CHALLENGE_TTL_MS,
  challengeOf,
  storeChallengeStatements,
  takeChallenge,
} from './challenges';
import { findPasskeyByCredential, listPasskeys, transportsOf } from './passkey-store';
import { relyingParty } from './relying-party';

registerErrorMessages({
  passkey_unknown: {
    en: 'This passkey is not known here: it may have been removed. Sign in with your password',
    ru: 'Этот ключ доступа здесь неизвестен: возможно, его удалили. Войдите с паролем',
  },
});

/** Sign-in prompts per client address and minute: each stores a challenge for five minutes. */
export const SIGN_IN_OPTIONS_PER_MINUTE: Limit = { max: 30, windowMs: MINUTE };

/**
 * Request options for signing in. Without a ticket any discoverable passkey may answer (the
 * browser lists them, or offers them in the email field's autofill); with the code step's ticket
 * only that account's passkeys are allowed and the challenge is bound to it.
 */
export async function signInOptions(env: Env, address: string, ticket?: string) {
  const rp = relyingParty(env);
  await consumeAttempt(env.DB, [`passkey-options:ip:${address}`], SIGN_IN_OPTIONS_PER_MINUTE);
  const now = nowIso();
  const userId = ticket ? await liveTicketUser(env.DB, ticket, now) : null;
  const allowed = userId ? await listPasskeys(env.DB, userId) : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'required',
    allowCredentials: allowed.map((row) => ({
      id: row.credential_id,
      transports: transportsOf(row) as AuthenticatorTransport[],
    })),
  });
  await env.DB.batch(storeChallengeStatements(env.DB, options.challenge, 'sign-in', userId, now));
  return options;
}

/**
 * Checks a passkey's answer to a challenge of `purpose`: the challenge is taken (one use), the
 * credential must be known (and the bound account's, when the challenge is bound), the signature
 * must verify for a configured origin and the RP ID with the user verified, and the signature
 * counter must move forward (stored in the statement that checks it, so a cloned authenticator's
 * replay loses). Returns the account the passkey belongs to.
 */
export async function verifyPasskeyAnswer(
  env: Env,
  response: AuthenticationResponseJSON,
  purpose: 'sign-in' | 'confirm',
): Promise<{ userId: string }> {
  const rp = relyingParty(env);
  const now = nowIso();
  const challenge = challengeOf(response.response.clientDataJSON);
  const taken = await takeChallenge(env.DB, challenge, purpose, now);
  const row = await findPasskeyByCredential(env.DB, response.id);
  const handle = response.response.userHandle;
  const handleUser = handle ? new TextDecoder().decode(fromBase64Url(handle)) : null;
  if (
    !row ||
    (taken.userId !== null && taken.userId !== row.user_id) ||
    (handleUser !== null && handleUser !== row.user_id)
  ) {
    throw new ApiError(401, 'passkey_unknown');
  }
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: row.credential_id,
      publicKey: fromBase64Url(row.public_key),
      counter: row.counter,
      transports: transportsOf(row) as AuthenticatorTransport[],
    },
  }).catch(() => null);
  if (!verification?.verified) throw new ApiError(401, 'passkey_not_verified');
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  const used = await env.DB.prepare(
    `UPDATE passkeys SET counter = ?2, last_used_at = ?3, backed_up = ?4
     WHERE id = ?1 AND (?2 > counter OR (?2 = 0 AND counter = 0)) RETURNING id`,
  )
    .bind(row.id, newCounter, now, credentialBackedUp ? 1 : 0)
    .first();
  if (!used) throw new ApiError(401, 'passkey_not_verified');
  return { userId: row.user_id };
}

/** Signs in with a passkey (`verifyPasskeyAnswer`); the session counts as both factors. */
export async function logInWithPasskey(
  env: Env,
  response: AuthenticationResponseJSON,
  device?: string,
): Promise<TokenPair> {
  const { userId } = await verifyPasskeyAnswer(env, response, 'sign-in');
  const session = await openSession(env, userId, nowIso(), device, 'passkey');
  await env.DB.batch(session.statements);
  return session.pair;
}
