import { createRoute, z } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth/require-auth';
import { ApiError } from '../lib/errors';
import {
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonBody,
  notSignedInResponse,
} from '../lib/router';
import { nowIso } from '../lib/time';
import { requireSecondFactorIfOn, SecondFactorPasskeySchema } from '../two-factor/second-factor';
import { requireUserRow } from '../users/user-store';
import { requireCurrentPassword } from './current-password';
import { deleteAccount } from './delete-account';

const deleteRoute = createRoute({
  tags: ['user'],
  security: bearerSecurity,
  method: 'post',
  path: '/delete',
  summary:
    'Delete my account; `confirmation` must be my email, typed, and `currentPassword` my password',
  request: {
    body: jsonBody(
      z
        .object({
          confirmation: z.string().trim().max(254),
          currentPassword: z.string().min(1).max(256),
          code: z.string().trim().max(32).optional().openapi({
            description: 'An authenticator or recovery code; required with two-factor on',
          }),
          passkey: SecondFactorPasskeySchema,
        })
        .openapi('DeleteAccount'),
    ),
  },
  responses: {
    204: { description: 'Deleted; every session is signed out and the email is free again' },
    400: errorResponse('The confirmation is not the email, the password or the code is wrong'),
    401: notSignedInResponse,
    409: errorResponse('A team I own still has other members'),
    429: errorResponse('Too many wrong passwords; try again later'),
  },
});

/** `POST /v1/user/delete`. */
export const deleteAccountRoutes = createRouter<AuthEnv>().openapi(deleteRoute, async (c) => {
  const { userId } = c.var.auth;
  const row = await requireUserRow(c.env.DB, userId);
  const { confirmation, currentPassword, code, passkey } = c.req.valid('json');
  if (confirmation.toLowerCase() !== row.email) {
    throw new ApiError(400, 'wrong_confirmation', { field: 'confirmation' });
  }
  // A session alone is not enough, as for email and password changes (issue 25).
  await requireCurrentPassword(c.env.DB, row, currentPassword);
  await requireSecondFactorIfOn(c.env, userId, code, passkey);
  await deleteAccount(c.env, userId, nowIso());
  return c.body(null, 204);
});
