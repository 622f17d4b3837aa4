import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
} from '@simplewebauthn/server';
import type { Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { nowIso } from '../lib/time';
import { CHALLENGE_TTL_MS, storeChallengeStatements } from './challenges';
import { listPasskeys, transportsOf } from './passkey-store';
import { relyingParty } from './relying-party';
import { verifyPasskeyAnswer } from './sign-in';

registerErrorMessages({
  passkey_none: {
    en: 'You have no passkeys: enter a code instead',
    ru: 'У вас нет ключей доступа: введите код',
  },
});

/**
 * Request options for confirming a sensitive action with one of the signed-in account's
 * passkeys (decision 167): bound to the account, five minutes, one use; a newer prompt replaces
 * an unused one. 404 `passkey_none` for an account without passkeys.
 */
export async function confirmationOptions(env: Env, userId: string) {
  const rp = relyingParty(env);
  const passkeys = await listPasskeys(env.DB, userId);
  if (passkeys.length === 0) throw new ApiError(404, 'passkey_none');
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'required',
    allowCredentials: passkeys.map((row) => ({
      id: row.credential_id,
      transports: transportsOf(row) as AuthenticatorTransport[],
    })),
  });
  const now = nowIso();
  await env.DB.batch(storeChallengeStatements(env.DB, options.challenge, 'confirm', userId, now));
  return options;
}

/** Checks a passkey's answer to a confirmation prompt of `userId`; throws 401 when it is not. */
export async function confirmWithPasskey(
  env: Env,
  userId: string,
  response: AuthenticationResponseJSON,
) {
  const confirmed = await verifyPasskeyAnswer(env, response, 'confirm');
  if (confirmed.userId !== userId) throw new ApiError(401, 'passkey_unknown');
}
