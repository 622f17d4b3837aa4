import { createRoute, z } from '@hono/zod-openapi';
import { findOperator } from '../admin/operators';
import { sha256Hex } from '../lib/crypto';
import { ApiError } from '../lib/errors';
import { localeOf } from '../lib/messages';
import { clientAddress } from '../lib/rate-limit';
import {
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { nowIso } from '../lib/time';
import { passkeySignInRoutes } from '../passkeys/routes';
import { requireUserRow, toUser } from '../users/user-store';
import { bearerOf } from './access-token';
import { confirmEmailRoutes } from './confirm-email-routes';
import { logIn, logInSecondStep } from './login';
import { refreshTokens } from './refresh';
import { registerAccount } from './register-account';
import { type AuthEnv, requireAuth } from './require-auth';
import {
  LoginSchema,
  LoginSecondStepSchema,
  LogoutSchema,
  RegisterSchema,
  SessionSchema,
  TokenPairSchema,
  TwoFactorChallengeSchema,
} from './schemas';
import { revokeSession } from './sessions';

const tags = ['auth'];

const register = createRoute({
  method: 'post',
  path: '/register',
  tags,
  summary: 'Create an account (and its team) and sign in',
  request: { body: jsonBody(RegisterSchema) },
  responses: {
    201: jsonResponse(TokenPairSchema, 'Signed in'),
    400: errorResponse('Invalid input or promo code'),
    409: errorResponse('The email is taken'),
    429: errorResponse('Too many registrations from this address; see Retry-After'),
  },
});

const login = createRoute({
  method: 'post',
  path: '/login',
  tags,
  summary: 'Sign in with email and password',
  description:
    'With two-factor on, a right password answers with a ticket for `POST /v1/auth/login/2fa` and no tokens.',
  request: { body: jsonBody(LoginSchema) },
  responses: {
    200: jsonResponse(
      z.union([TokenPairSchema, TwoFactorChallengeSchema]),
      'Signed in, or the code step is next',
    ),
    401: errorResponse('Wrong email or password'),
    429: errorResponse('Too many attempts; see Retry-After'),
  },
});

const loginSecondStep = createRoute({
  method: 'post',
  path: '/login/2fa',
  tags,
  summary: 'Finish a sign-in with two-factor on: the ticket and an authenticator or recovery code',
  request: { body: jsonBody(LoginSecondStepSchema) },
  responses: {
    200: jsonResponse(TokenPairSchema, 'Signed in'),
    400: errorResponse('Wrong or already used code'),
    401: errorResponse('Unknown, expired or used ticket: sign in again'),
    429: errorResponse('Five wrong codes for this ticket or this account within an hour'),
  },
});

const refresh = createRoute({
  method: 'post',
  path: '/refresh',
  tags,
  summary: 'Rotate the refresh token (sent as the bearer token) for a new pair',
  security: bearerSecurity,
  responses: {
    200: jsonResponse(TokenPairSchema, 'A new pair'),
    401: errorResponse('Unknown, expired, revoked or reused refresh token'),
  },
});

const logout = createRoute({
  method: 'post',
  path: '/logout',
  tags,
  summary: 'Revoke the session (refresh family) of the access token',
  security: bearerSecurity,
  request: { body: { required: false, content: { 'application/json': { schema: LogoutSchema } } } },
  responses: { 204: { description: 'Signed out' }, 401: notSignedInResponse },
});

const session = createRoute({
  method: 'get',
  path: '/session',
  tags,
  summary: 'The signed-in user and when the access token expires',
  security: bearerSecurity,
  responses: {
    200: jsonResponse(SessionSchema, 'The session'),
    401: notSignedInResponse,
  },
});

/** `/v1/auth/*`: registration, login, refresh, logout and the session. */
export const auth = createRouter<AuthEnv>()
  .openapi(register, async (c) => {
    const caller = {
      address: clientAddress(c),
      locale: localeOf(c.req.header('x-ad-locale')),
      device: c.req.header('user-agent'),
    };
    const { pair } = await registerAccount(c.env, c.req.valid('json'), caller);
    return c.json(pair, 201);
  })
  .openapi(login, async (c) => {
    const { email, password } = c.req.valid('json');
    const device = c.req.header('user-agent');
    return c.json(await logIn(c.env, email, password, clientAddress(c), device), 200);
  })
  .openapi(loginSecondStep, async (c) => {
    const { ticket, code } = c.req.valid('json');
    return c.json(await logInSecondStep(c.env, ticket, code), 200);
  })
  .openapi(refresh, async (c) => {
    const token = bearerOf(c.req.header('authorization'));
    if (!token) throw new ApiError(401, 'invalid_refresh_token');
    return c.json(await refreshTokens(c.env, token), 200);
  });

auth.route('/confirm-email', confirmEmailRoutes);
auth.route('/', passkeySignInRoutes);
auth.use('/logout', requireAuth);
auth.use('/session', requireAuth);

auth.openapi(logout, async (c) => {
  const { sessionId, userId } = c.var.auth;
  const now = nowIso();
  const body = c.req.header('content-type')?.includes('json') ? c.req.valid('json') : {};
  const statements = [revokeSession(c.env.DB, sessionId, now)];
  if (body.refreshToken) {
    // The family of a refresh token the caller names dies too, if it is theirs.
    const hash = await sha256Hex(body.refreshToken);
    statements.push(
      c.env.DB.prepare(
        `UPDATE sessions SET revoked_at = ?3 WHERE user_id = ?2 AND revoked_at IS NULL AND id =
           (SELECT session_id FROM refresh_tokens WHERE token_hash = ?1)`,
      ).bind(hash, userId, now),
    );
  }
  await c.env.DB.batch(statements);
  return c.body(null, 204);
});

auth.openapi(session, async (c) => {
  const { userId, sessionId, expiresAt } = c.var.auth;
  const row = await requireUserRow(c.env.DB, userId);
  // The same rule as the console's own gate, so the front offers the console only to whom it opens.
  const operator = (await findOperator(c.env, userId, sessionId)) !== null;
  return c.json({ user: toUser(row), expiresAt, operator }, 200);
});
