import { createRoute, z } from '@hono/zod-openapi';
import { hashPassword, verifyPassword } from '../auth/password';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { PasswordSchema, UserSchema } from '../auth/schemas';
import { revokeUserSessions } from '../auth/sessions';
import { nameSchema } from '../lib/display-name';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { defineIssueTexts } from '../lib/issue-texts';
import { ATTEMPTS_PER_MINUTE, consumeAttempt, refundAttempt } from '../lib/rate-limit';
import {
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { nowIso } from '../lib/time';
import { profileRoutes } from '../profile/routes';
import { requireSecondFactorIfOn, SecondFactorPasskeySchema } from '../two-factor/second-factor';
import { readSettings, SettingsPatchSchema } from './settings-schema';
import { passwordOf, requireUserRow, toUser } from './user-store';

registerErrorMessages({
  wrong_current_password: {
    en: 'The current password is wrong',
    ru: 'Текущий пароль указан неверно',
  },
});

const rules = defineIssueTexts({
  known_time_zone: {
    en: 'must be a time zone such as Europe/Moscow',
    ru: 'должно быть часовым поясом, например Europe/Moscow',
  },
});

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const ProfileUpdateSchema = z
  .object({
    name: nameSchema().min(1).optional(),
    locale: z.enum(['ru', 'en']).optional(),
    timeZone: z.string().max(64).refine(isTimeZone, rules.known_time_zone).optional(),
    avatar: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .nullable()
      .optional(),
    password: PasswordSchema.optional().openapi({ description: 'The new password' }),
    currentPassword: z
      .string()
      .max(256)
      .optional()
      .openapi({ description: 'Required with `password`' }),
    code: z.string().trim().max(32).optional().openapi({
      description: 'With `password` and two-factor on: an authenticator or recovery code',
    }),
    passkey: SecondFactorPasskeySchema,
    settings: SettingsPatchSchema.optional().openapi({
      description: 'Preferences to change; keys not given keep their value',
    }),
  })
  .openapi('ProfileUpdate');

const common = { tags: ['user'], security: bearerSecurity };

const getUser = createRoute({
  ...common,
  method: 'get',
  path: '/',
  summary: 'The signed-in user',
  responses: { 200: jsonResponse(UserSchema, 'The user'), 401: notSignedInResponse },
});

const patchUser = createRoute({
  ...common,
  method: 'patch',
  path: '/',
  summary: 'Update the profile; a password change needs the current password',
  request: { body: jsonBody(ProfileUpdateSchema) },
  responses: {
    200: jsonResponse(UserSchema, 'The updated user'),
    400: errorResponse('Invalid input or wrong current password'),
    401: notSignedInResponse,
    429: errorResponse('Too many wrong current passwords; see Retry-After'),
  },
});

/** `/v1/user`: the caller's profile. */
export const users = createRouter<AuthEnv>();
users.use('*', requireAuth);
users.route('/', profileRoutes);

users.openapi(getUser, async (c) => {
  return c.json(toUser(await requireUserRow(c.env.DB, c.var.auth.userId)), 200);
});

users.openapi(patchUser, async (c) => {
  const input = c.req.valid('json');
  const { userId, sessionId } = c.var.auth;
  const db = c.env.DB;
  const row = await requireUserRow(db, userId);
  const now = nowIso();
  const statements: D1PreparedStatement[] = [];
  if (input.password !== undefined) {
    // Counted before the check, like logins: a stolen session cannot guess the password fast.
    const keys = [`current-password:user:${userId}`];
    await consumeAttempt(db, keys, ATTEMPTS_PER_MINUTE);
    const ok =
      input.currentPassword !== undefined &&
      (await verifyPassword(input.currentPassword, passwordOf(row)));
    if (!ok) throw new ApiError(400, 'wrong_current_password', { field: 'currentPassword' });
    await refundAttempt(db, keys);
    await requireSecondFactorIfOn(c.env, userId, input.code, input.passkey);
    const hash = await hashPassword(input.password);
    statements.push(
      db
        .prepare(
          'UPDATE users SET password_hash = ?2, password_salt = ?3, password_iterations = ?4 WHERE id = ?1',
        )
        .bind(userId, hash.hash, hash.salt, hash.iterations),
      // Other devices must sign in again with the new password; this one stays signed in.
      revokeUserSessions(db, userId, now, sessionId),
    );
  }
  statements.push(
    db
      .prepare(
        `UPDATE users SET name = ?2, locale = ?3, time_zone = ?4, avatar = ?5, updated_at = ?6,
           settings = ?7 WHERE id = ?1`,
      )
      .bind(
        userId,
        input.name ?? row.name,
        input.locale ?? row.locale,
        input.timeZone ?? row.time_zone,
        input.avatar === undefined ? row.avatar : input.avatar,
        now,
        JSON.stringify({ ...readSettings(row.settings), ...input.settings }),
      ),
  );
  await db.batch(statements);
  return c.json(toUser(await requireUserRow(db, userId)), 200);
});
