import { z } from '@hono/zod-openapi';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { confirmWithPasskey } from '../passkeys/confirmation';
import { requireCurrentPassword } from '../profile/current-password';
import type { UserRow } from '../users/user-store';
import { SecondFactorPasskeySchema } from './second-factor';

registerErrorMessages({
  two_factor_needs_passkey: {
    en: 'Confirm it is you with a passkey. No passkey yet? Add one, or set a password with “Forgot password”',
    ru: 'Подтвердите, что это вы, ключом доступа. Ключа нет? Добавьте его или задайте пароль через «Забыли пароль»',
  },
});

/** The fields that prove the person before two-factor is set up or removed. */
export const ReauthenticationFields = {
  currentPassword: z.string().min(1).max(256).optional().openapi({
    description: 'The account’s password (not needed with `passkey`)',
  }),
  passkey: SecondFactorPasskeySchema,
};

/**
 * Proves that the person at the keyboard is the account's, not whoever holds its session
 * (decision 190): a passkey's answer to the account's confirmation prompt, or else the password.
 * An account without a password (made by a provider sign-in) has only its passkeys here, unless
 * `secondFactorFollows` — removal, where its authenticator code is checked next — lets it pass.
 * 400 `wrong_current_password` or `two_factor_needs_passkey` otherwise; 401 for a wrong passkey.
 */
export async function requireReauthentication(
  env: Env,
  row: UserRow,
  proof: { currentPassword?: string | undefined; passkey?: unknown },
  secondFactorFollows = false,
) {
  if (proof.passkey) {
    return confirmWithPasskey(env, row.id, proof.passkey as AuthenticationResponseJSON);
  }
  if (row.password_set === 1) return requireCurrentPassword(env.DB, row, proof.currentPassword);
  if (!secondFactorFollows)
    throw new ApiError(400, 'two_factor_needs_passkey', { field: 'passkey' });
}
