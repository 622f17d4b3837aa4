import { z } from '@hono/zod-openapi';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { consumeAttempt, type Limit, refundAttempt } from '../lib/rate-limit';
import { MINUTE, nowIso } from '../lib/time';
import { confirmWithPasskey } from '../passkeys/confirmation';
import { AuthenticationResponseSchema } from '../passkeys/contract';
import { looksLikeRecoveryCode, recoveryCodeHash } from './recovery-codes';
import { matchingStep, unsealTotpSecret } from './totp';
import { findTotp, isTwoFactorOn } from './totp-store';

registerErrorMessages({
  invalid_two_factor_code: {
    en: 'The code is wrong or was already used',
    ru: 'Код неверный или уже использован',
  },
  two_factor_code_required: {
    en: 'Enter the code from your authenticator app or a recovery code',
    ru: 'Введите код из приложения-аутентификатора или резервный код',
  },
});

/**
 * The `code` field of a sensitive action's body: an authenticator or recovery code, asked for
 * while two-factor is on (decision 167).
 */
export const SecondFactorCodeSchema = z.string().trim().max(32).optional().openapi({
  description: 'With two-factor on: an authenticator or recovery code',
});

/**
 * The `passkey` field of a sensitive action's body: a passkey's answer to the account's
 * confirmation prompt (`POST /v1/user/passkeys/confirmation`), instead of a code.
 */
export const SecondFactorPasskeySchema = AuthenticationResponseSchema.optional();

/** Wrong second-factor codes allowed per account and hour, sign-ins and sensitive actions alike. */
export const SECOND_FACTOR_GUESSES: Limit = { max: 5, windowMs: 60 * MINUTE };

export type SecondFactor = 'totp' | 'recovery';

/**
 * Checks `code` as a current authenticator code or an unused recovery code of the user, and uses
 * it up in the same statement that accepts it: an authenticator code moves the account's last
 * accepted time step forward (so it cannot be replayed, nor an older one), a recovery code is
 * marked used. Returns which factor it was, or null.
 */
export async function spendSecondFactor(
  env: Env,
  userId: string,
  code: string,
): Promise<SecondFactor | null> {
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) {
    const row = await findTotp(env.DB, userId);
    if (!row?.confirmed_at) return null;
    const secret = await unsealTotpSecret(env, row.secret_sealed);
    const step = secret ? matchingStep(secret, typed, Date.now()) : null;
    if (step === null) return null;
    const spent = await env.DB.prepare(
      `UPDATE totp_credentials SET last_step = ?2
       WHERE user_id = ?1 AND confirmed_at IS NOT NULL AND last_step < ?2 RETURNING user_id`,
    )
      .bind(userId, step)
      .first();
    return spent ? 'totp' : null;
  }
  if (!looksLikeRecoveryCode(typed)) return null;
  const spent = await env.DB.prepare(
    `UPDATE recovery_codes SET used_at = ?3
     WHERE user_id = ?1 AND code_hash = ?2 AND used_at IS NULL RETURNING id`,
  )
    .bind(userId, await recoveryCodeHash(typed), nowIso())
    .first();
  return spent ? 'recovery' : null;
}

/**
 * Checks a second factor that must be right: counted per account before the check (atomically,
 * so parallel guesses cannot outrun the limit; 429 past it), given back when right. Throws 400
 * `invalid_two_factor_code` naming `code` when wrong.
 */
export async function checkSecondFactor(env: Env, userId: string, code: string) {
  const keys = [`second-factor:user:${userId}`];
  await consumeAttempt(env.DB, keys, SECOND_FACTOR_GUESSES);
  const factor = await spendSecondFactor(env, userId, code);
  if (!factor) throw new ApiError(400, 'invalid_two_factor_code', { field: 'code' });
  await refundAttempt(env.DB, keys);
  return factor;
}

/**
 * For sensitive actions (delete the account, change the email or password, create an API key, give
 * an MCP server headers): when two-factor is on, `code` must be a right second factor, or
 * `passkey` an answer of one of the account's passkeys to its confirmation prompt (decision 167);
 * 400 `two_factor_code_required` when both are missing.
 */
export async function requireSecondFactorIfOn(
  env: Env,
  userId: string,
  code?: string,
  passkey?: unknown,
) {
  if (!(await isTwoFactorOn(env.DB, userId))) return;
  if (passkey) return confirmWithPasskey(env, userId, passkey as AuthenticationResponseJSON);
  if (!code?.trim()) throw new ApiError(400, 'two_factor_code_required', { field: 'code' });
  await checkSecondFactor(env, userId, code);
}
