import {
  type AuthenticatorTransport,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Env } from '../env';
import { toBase64Url } from '../lib/crypto';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { nowIso } from '../lib/time';
import type { UserRow } from '../users/user-store';
import {
  CHALLENGE_TTL_MS,
  challengeOf,
  storeChallengeStatements,
  takeChallenge,
} from './challenges';
import { listPasskeys, MAX_PASSKEYS, type PasskeyRow, transportsOf } from './passkey-store';
import { relyingParty } from './relying-party';

registerErrorMessages({
  passkey_not_verified: {
    en: 'The passkey could not be verified: try again',
    ru: 'Не удалось проверить ключ доступа: попробуйте ещё раз',
  },
  passkey_exists: {
    en: 'This passkey is already added',
    ru: 'Этот ключ доступа уже добавлен',
  },
  passkeys_limit: {
    en: `At most ${MAX_PASSKEYS} passkeys per account: remove one you no longer use`,
    ru: `Не больше ${MAX_PASSKEYS} ключей доступа: удалите тот, что больше не нужен`,
  },
});

/** The WebAuthn user handle of an account: its id's bytes (no email or name in it). */
export const userHandleOf = (userId: string) => new Uint8Array(new TextEncoder().encode(userId));

/**
 * Creation options for a new passkey of `user`: a discoverable credential (so sign-in needs no
 * email) with user verification (so the passkey is both factors); the user's passkeys are
 * excluded, so one authenticator is not added twice. The challenge is stored for five minutes.
 */
export async function registrationOptions(env: Env, user: UserRow) {
  const rp = relyingParty(env);
  const existing = await listPasskeys(env.DB, user.id);
  if (existing.length >= MAX_PASSKEYS) throw new ApiError(409, 'passkeys_limit');
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandleOf(user.id),
    userName: user.email,
    userDisplayName: user.name || user.email,
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credential_id,
      transports: transportsOf(row) as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    // ES256 and RS256: what every platform authenticator and security key offers.
    supportedAlgorithmIDs: [-7, -257],
  });
  await env.DB.batch(
    storeChallengeStatements(env.DB, options.challenge, 'register', user.id, nowIso()),
  );
  return options;
}

/**
 * Verifies the browser's answer to the user's live registration challenge (taken, so it works
 * once) against the configured origins and RP ID, and stores the credential under `name`.
 */
export async function registerPasskey(
  env: Env,
  userId: string,
  name: string,
  response: RegistrationResponseJSON,
): Promise<PasskeyRow> {
  const rp = relyingParty(env);
  const now = nowIso();
  const challenge = challengeOf(response.response.clientDataJSON);
  const taken = await takeChallenge(env.DB, challenge, 'register', now);
  if (taken.userId !== userId) throw new ApiError(400, 'passkey_challenge_invalid');
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  const info = verification?.verified ? verification.registrationInfo : undefined;
  if (!info) throw new ApiError(400, 'passkey_not_verified');
  const { credential } = info;
  const row: PasskeyRow = {
    id: crypto.randomUUID(),
    user_id: userId,
    credential_id: credential.id,
    public_key: toBase64Url(credential.publicKey),
    counter: credential.counter,
    transports: JSON.stringify(credential.transports ?? response.response.transports ?? []),
    backed_up: info.credentialBackedUp ? 1 : 0,
    name,
    created_at: now,
    last_used_at: null,
  };
  // The count is checked in the insert itself, so parallel additions cannot pass the limit.
  const inserted = await env.DB.prepare(
    `INSERT INTO passkeys (id, user_id, credential_id, public_key, counter, transports,
       backed_up, name, created_at)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9
     WHERE (SELECT count(*) FROM passkeys WHERE user_id = ?2) < ?10
     ON CONFLICT (credential_id) DO NOTHING
     RETURNING id`,
  )
    .bind(
      row.id,
      row.user_id,
      row.credential_id,
      row.public_key,
      row.counter,
      row.transports,
      row.backed_up,
      row.name,
      row.created_at,
      MAX_PASSKEYS,
    )
    .first();
  if (inserted) return row;
  const duplicate = await env.DB.prepare('SELECT 1 AS yes FROM passkeys WHERE credential_id = ?1')
    .bind(row.credential_id)
    .first();
  throw new ApiError(409, duplicate ? 'passkey_exists' : 'passkeys_limit');
}
