import { createRoute, z } from '@hono/zod-openapi';
import { defineIssueTexts } from '../lib/issue-texts';
import { localeOf } from '../lib/messages';
import { ATTEMPTS_PER_MINUTE, consumeAttempt } from '../lib/rate-limit';
import {
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { MINUTE, nowIso } from '../lib/time';
import { requireUserRow } from '../users/user-store';
import { confirmEmail, mailConfirmationCode } from './email-confirmation';
import { type AuthEnv, requireAuth } from './require-auth';

const tags = ['auth'];
const rules = defineIssueTexts({
  six_digits: { en: 'must be six digits', ru: 'должно состоять из шести цифр' },
});

/** Three mails per quarter hour per user: enough for a lost mail, too few to spam an inbox. */
const RESENDS = { max: 3, windowMs: 15 * MINUTE };

const ConfirmedSchema = z.object({ emailConfirmed: z.literal(true) }).openapi('EmailConfirmed');

const confirm = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Confirm the email with the mailed 6-digit code (grants the starting balance once)',
  security: bearerSecurity,
  request: {
    body: jsonBody(
      z.object({ code: z.string().regex(/^\d{6}$/, rules.six_digits) }).openapi('ConfirmEmail'),
    ),
  },
  responses: {
    200: jsonResponse(ConfirmedSchema, 'Confirmed (also when it already was)'),
    400: errorResponse('Invalid input, or the code is wrong, expired or used up'),
    401: notSignedInResponse,
    429: errorResponse('Too many attempts; see Retry-After'),
  },
});

const resend = createRoute({
  method: 'post',
  path: '/resend',
  tags,
  summary: 'Mail a new confirmation code (the older one stops working)',
  security: bearerSecurity,
  responses: {
    202: jsonResponse(z.object({ status: z.literal('accepted') }), 'Mailed, or already confirmed'),
    401: notSignedInResponse,
    429: errorResponse('Too many requests; see Retry-After'),
  },
});

/** `/v1/auth/confirm-email`: email confirmation of the signed-in user. */
export const confirmEmailRoutes = createRouter<AuthEnv>();
confirmEmailRoutes.use('*', requireAuth);
confirmEmailRoutes
  .openapi(confirm, async (c) => {
    const { userId, sessionId } = c.var.auth;
    await consumeAttempt(c.env.DB, [`confirm:user:${userId}`], ATTEMPTS_PER_MINUTE);
    await confirmEmail(c.env, { userId, sessionId }, c.req.valid('json').code, nowIso());
    return c.json({ emailConfirmed: true as const }, 200);
  })
  .openapi(resend, async (c) => {
    const { userId } = c.var.auth;
    await consumeAttempt(c.env.DB, [`confirm-resend:user:${userId}`], RESENDS);
    const user = await requireUserRow(c.env.DB, userId);
    if (!user.email_confirmed_at) {
      const locale = localeOf(c.req.header('x-ad-locale'));
      await mailConfirmationCode(c.env, { id: user.id, email: user.email, locale }, nowIso());
    }
    return c.json({ status: 'accepted' as const }, 202);
  });
