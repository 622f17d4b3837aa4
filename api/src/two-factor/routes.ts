import { createRoute, z } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth/require-auth';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { ATTEMPTS_PER_MINUTE, consumeAttempt } from '../lib/rate-limit';
import {
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { nowIso } from '../lib/time';
import { requireUserRow } from '../users/user-store';
import { ReauthenticationFields, requireReauthentication } from './reauthentication';
import { issueRecoveryCodes } from './recovery-codes';
import { checkSecondFactor } from './second-factor';
import { matchingStep, newTotpSecret, sealTotpSecret, unsealTotpSecret } from './totp';
import { findTotp, removeTwoFactorStatements } from './totp-store';

registerErrorMessages({
  two_factor_already_on: {
    en: 'Two-factor authentication is already on',
    ru: 'Двухфакторная аутентификация уже включена',
  },
  two_factor_off: {
    en: 'Two-factor authentication is off',
    ru: 'Двухфакторная аутентификация выключена',
  },
  two_factor_not_started: {
    en: 'Start the setup again',
    ru: 'Начните настройку заново',
  },
});

const common = { tags: ['user'], security: bearerSecurity };
const CodeSchema = z.object({ code: z.string().trim().min(6).max(32) });
const SetUpSchema = z.object(ReauthenticationFields);
const TurnOffSchema = z.object({
  code: z.string().trim().min(6).max(32).optional().openapi({
    description: 'An authenticator or recovery code (not needed with `passkey`)',
  }),
  ...ReauthenticationFields,
});

const status = createRoute({
  ...common,
  method: 'get',
  path: '/2fa',
  summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
  responses: {
    200: jsonResponse(
      z.object({ totp: z.boolean(), recoveryCodesLeft: z.number().int() }).openapi('TwoFactor'),
      'The state',
    ),
    401: notSignedInResponse,
  },
});

const setUp = createRoute({
  ...common,
  method: 'post',
  path: '/2fa/totp',
  summary: 'Start setting up an authenticator app: a new secret (replacing an unconfirmed one)',
  description:
    'Asks for the password, or a passkey’s answer to `POST /v1/user/passkeys/confirmation` (the only way for an account without a password), so a session alone cannot set it up (decision 190).',
  request: { body: jsonBody(SetUpSchema.openapi('TotpSetupRequest')) },
  responses: {
    200: jsonResponse(
      z.object({ secret: z.string(), otpauthUrl: z.string() }).openapi('TotpSetup'),
      'The secret, base32, and its otpauth:// URL for a QR code',
    ),
    400: errorResponse('Wrong or missing password, or no passkey for an account without one'),
    401: notSignedInResponse,
    409: errorResponse('Two-factor is already on'),
    429: errorResponse('Too many wrong passwords; see Retry-After'),
  },
});

const confirm = createRoute({
  ...common,
  method: 'post',
  path: '/2fa/totp/confirm',
  summary: 'Confirm the authenticator with a code: two-factor is on; 10 recovery codes, shown once',
  request: { body: jsonBody(CodeSchema.openapi('TotpConfirm')) },
  responses: {
    200: jsonResponse(
      z.object({ recoveryCodes: z.array(z.string()) }).openapi('RecoveryCodes'),
      'Two-factor is on',
    ),
    400: errorResponse('Wrong code, or no setup started'),
    401: notSignedInResponse,
    409: errorResponse('Two-factor is already on'),
    429: errorResponse('Too many tries; see Retry-After'),
  },
});

const turnOff = createRoute({
  ...common,
  method: 'delete',
  path: '/2fa/totp',
  summary: 'Turn two-factor off: the password and an authenticator or recovery code, or a passkey',
  description:
    'An account without a password gives only the code; a passkey’s answer (both factors) is enough alone (decision 190).',
  request: { body: jsonBody(TurnOffSchema.openapi('TotpDisable')) },
  responses: {
    204: { description: 'Off; the recovery codes are void' },
    400: errorResponse('Wrong or missing password or code'),
    401: notSignedInResponse,
    404: errorResponse('Two-factor is off'),
    429: errorResponse('Five wrong codes within an hour; see Retry-After'),
  },
});

/** `/v1/user/2fa`: set up, confirm and turn off sign-in codes from an authenticator app. */
export const twoFactorRoutes = createRouter<AuthEnv>()
  .openapi(status, async (c) => {
    const { userId } = c.var.auth;
    const row = await findTotp(c.env.DB, userId);
    const left = await c.env.DB.prepare(
      'SELECT count(*) AS n FROM recovery_codes WHERE user_id = ?1 AND used_at IS NULL',
    )
      .bind(userId)
      .first<number>('n');
    return c.json({ totp: Boolean(row?.confirmed_at), recoveryCodesLeft: left ?? 0 }, 200);
  })
  .openapi(setUp, async (c) => {
    const user = await requireUserRow(c.env.DB, c.var.auth.userId);
    if ((await findTotp(c.env.DB, user.id))?.confirmed_at) {
      throw new ApiError(409, 'two_factor_already_on');
    }
    await requireReauthentication(c.env, user, c.req.valid('json'));
    const setup = newTotpSecret(user.email);
    await c.env.DB.prepare(
      `INSERT INTO totp_credentials (user_id, secret_sealed, created_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (user_id) DO UPDATE SET secret_sealed = ?2, created_at = ?3, last_step = 0
       WHERE confirmed_at IS NULL`,
    )
      .bind(user.id, await sealTotpSecret(c.env, setup.secret), nowIso())
      .run();
    return c.json(setup, 200);
  })
  .openapi(confirm, async (c) => {
    const { userId } = c.var.auth;
    const db = c.env.DB;
    await consumeAttempt(db, [`totp-confirm:user:${userId}`], ATTEMPTS_PER_MINUTE);
    const row = await findTotp(db, userId);
    if (row?.confirmed_at) throw new ApiError(409, 'two_factor_already_on');
    const secret = row ? await unsealTotpSecret(c.env, row.secret_sealed) : null;
    if (!row || !secret) throw new ApiError(400, 'two_factor_not_started');
    const step = matchingStep(secret, c.req.valid('json').code, Date.now());
    if (step === null) throw new ApiError(400, 'invalid_two_factor_code', { field: 'code' });
    const now = nowIso();
    // The confirmation is claimed first, so of parallel ones only the winner hands out codes.
    const confirmed = await db
      .prepare(
        `UPDATE totp_credentials SET confirmed_at = ?2, last_step = ?3
         WHERE user_id = ?1 AND confirmed_at IS NULL AND secret_sealed = ?4 RETURNING user_id`,
      )
      .bind(userId, now, step, row.secret_sealed)
      .first();
    if (!confirmed) throw new ApiError(409, 'two_factor_already_on');
    const { codes, statements } = await issueRecoveryCodes(db, userId, now);
    await db.batch(statements);
    return c.json({ recoveryCodes: codes }, 200);
  })
  .openapi(turnOff, async (c) => {
    const user = await requireUserRow(c.env.DB, c.var.auth.userId);
    const userId = user.id;
    if (!(await findTotp(c.env.DB, userId))?.confirmed_at) {
      throw new ApiError(404, 'two_factor_off');
    }
    const { code, ...proof } = c.req.valid('json');
    await requireReauthentication(c.env, user, proof, true);
    if (!proof.passkey) {
      if (!code) throw new ApiError(400, 'two_factor_code_required', { field: 'code' });
      await checkSecondFactor(c.env, userId, code);
    }
    await c.env.DB.batch(removeTwoFactorStatements(c.env.DB, userId));
    return c.body(null, 204);
  });
