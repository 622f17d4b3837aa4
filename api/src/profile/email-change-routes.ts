import { createRoute, z } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth/require-auth';
import { EmailSchema, UserSchema } from '../auth/schemas';
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
import { requireSecondFactorIfOn, SecondFactorPasskeySchema } from '../two-factor/second-factor';
import { requireUserRow, toUser } from '../users/user-store';
import { requireCurrentPassword } from './current-password';
import { confirmEmailChange, requestEmailChange } from './email-change';

const common = { tags: ['user'], security: bearerSecurity };

const requestChange = createRoute({
  ...common,
  method: 'post',
  path: '/email',
  summary: 'Ask to change the email: a 6-digit code goes to the new address',
  request: {
    body: jsonBody(
      z
        .object({
          email: EmailSchema,
          currentPassword: z.string().min(1).max(256),
          code: z.string().trim().max(32).optional().openapi({
            description: 'An authenticator or recovery code; required with two-factor on',
          }),
          passkey: SecondFactorPasskeySchema,
        })
        .openapi('EmailChangeRequest'),
    ),
  },
  responses: {
    202: jsonResponse(z.object({ email: z.string() }), 'The code was mailed to this address'),
    400: errorResponse('Invalid input or wrong current password'),
    401: notSignedInResponse,
    409: errorResponse('The email is taken'),
    429: errorResponse('Too many wrong current passwords; see Retry-After'),
  },
});

const confirmChange = createRoute({
  ...common,
  method: 'post',
  path: '/email/confirm',
  summary: 'Enter the code mailed to the new address; the account moves to it',
  request: {
    body: jsonBody(z.object({ code: z.string().regex(/^\d{6}$/) }).openapi('EmailChangeConfirm')),
  },
  responses: {
    200: jsonResponse(UserSchema, 'The user with the new email'),
    400: errorResponse('Wrong or expired code'),
    401: notSignedInResponse,
    409: errorResponse('The email was taken meanwhile'),
    429: errorResponse('Too many code checks; see Retry-After'),
  },
});

/** `/v1/user/email`: change of email confirmed by a code sent to the new address. */
export const emailChangeRoutes = createRouter<AuthEnv>()
  .openapi(requestChange, async (c) => {
    const { email, currentPassword, code, passkey } = c.req.valid('json');
    const row = await requireUserRow(c.env.DB, c.var.auth.userId);
    await requireCurrentPassword(c.env.DB, row, currentPassword);
    await requireSecondFactorIfOn(c.env, row.id, code, passkey);
    await requestEmailChange(c.env, { id: row.id, locale: row.locale }, email, nowIso());
    return c.json({ email }, 202);
  })
  .openapi(confirmChange, async (c) => {
    const { userId } = c.var.auth;
    // Counted before the check, a right code too, so a parallel burst cannot outrun the limit.
    await consumeAttempt(c.env.DB, [`email-change:user:${userId}`], ATTEMPTS_PER_MINUTE);
    await confirmEmailChange(c.env, userId, c.req.valid('json').code, nowIso());
    return c.json(toUser(await requireUserRow(c.env.DB, userId)), 200);
  });
