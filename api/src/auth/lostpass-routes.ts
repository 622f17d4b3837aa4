import { createRoute, z } from '@hono/zod-openapi';
import { sendEmail } from '../email/send-email';
import { resetCodeEmail } from '../email/templates';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { defineIssueTexts } from '../lib/issue-texts';
import { ATTEMPTS_PER_MINUTE, clientAddress, consumeAttempt } from '../lib/rate-limit';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { nowIso } from '../lib/time';
import { findUserRowByEmail } from '../users/user-store';
import { confirmWithGrant } from './email-confirmation';
import { claimStatements } from './mailbox-claim';
import { checkCode, issueCode, spendCodeStatement } from './one-time-codes';
import { hashPassword } from './password';
import { EmailSchema, PasswordSchema } from './schemas';
import { revokeUserSessions } from './sessions';

const tags = ['password reset'];
const rules = defineIssueTexts({
  six_digits: { en: 'must be six digits', ru: 'должно состоять из шести цифр' },
});

const requestCode = createRoute({
  method: 'post',
  path: '/lostpass',
  tags,
  summary: 'Email a 6-digit reset code (202 whether or not the account exists)',
  request: { body: jsonBody(z.object({ email: EmailSchema }).openapi('LostpassRequest')) },
  responses: {
    202: jsonResponse(z.object({ status: z.literal('accepted') }), 'Accepted'),
    429: errorResponse('Too many requests; see Retry-After'),
  },
});

const ResetSchema = z
  .object({
    email: EmailSchema,
    code: z.string().regex(/^\d{6}$/, rules.six_digits),
    password: PasswordSchema.optional().openapi({ description: 'Set to reset the password' }),
  })
  .openapi('LostpassReset');

const useCode = createRoute({
  method: 'put',
  path: '/lostpass',
  tags,
  summary: 'Check a reset code; with a password, also set the new password',
  request: { body: jsonBody(ResetSchema) },
  responses: {
    200: jsonResponse(
      z.object({ status: z.enum(['code_valid', 'password_reset']) }).openapi('LostpassResult'),
      'Code valid, or password reset and every session revoked; an unconfirmed email is confirmed, and every other way into that account removed',
    ),
    400: errorResponse('Invalid input, or the code is wrong, expired or used up'),
    429: errorResponse('Too many attempts; see Retry-After'),
  },
});

/** `/v2/user/security/lostpass`: password reset by an emailed code. */
export const lostpass = createRouter<AppEnv>()
  .openapi(requestCode, async (c) => {
    const { email } = c.req.valid('json');
    const keys = [`lostpass:email:${email}`, `lostpass:ip:${clientAddress(c)}`];
    await consumeAttempt(c.env.DB, keys, ATTEMPTS_PER_MINUTE);
    const user = await findUserRowByEmail(c.env.DB, email);
    if (user) {
      const { code, statements } = await issueCode(c.env, 'reset', user.id, nowIso());
      await c.env.DB.batch(statements);
      await sendEmail(c.env, { to: user.email, ...resetCodeEmail(user.locale, code) });
    }
    return c.json({ status: 'accepted' as const }, 202);
  })
  .openapi(useCode, async (c) => {
    const { email, code, password } = c.req.valid('json');
    const db = c.env.DB;
    const keys = [`code:email:${email}`, `code:ip:${clientAddress(c)}`];
    // Every check counts, a right code too: counting first is what makes the limit atomic.
    await consumeAttempt(db, keys, ATTEMPTS_PER_MINUTE);
    const now = nowIso();
    const user = await findUserRowByEmail(db, email);
    if (!user) throw new ApiError(400, 'invalid_code', { field: 'code' });
    const { id: codeId } = await checkCode(c.env, 'reset', user.id, code, now);
    if (!password) return c.json({ status: 'code_valid' as const }, 200);
    const hash = await hashPassword(password);
    // The code proves the mailbox: an account nobody had proven it for is the prover's now, and
    // whatever ways in were added before go with the old password (decision 189).
    const claim = user.email_confirmed_at
      ? []
      : [
          ...claimStatements(db, user.id, now, {}),
          db
            .prepare(
              'UPDATE users SET email_confirmed_at = ?2 WHERE id = ?1 AND email_confirmed_at IS NULL',
            )
            .bind(user.id, now),
        ];
    const statements = [
      ...claim,
      db
        .prepare(
          `UPDATE users SET password_hash = ?2, password_salt = ?3, password_iterations = ?4,
             password_set = 1, updated_at = ?5 WHERE id = ?1`,
        )
        .bind(user.id, hash.hash, hash.salt, hash.iterations, now),
      spendCodeStatement(c.env, 'reset', codeId, now),
      revokeUserSessions(db, user.id, now),
    ];
    // A first proof of the mailbox brings the starting grant, where the team's money lives.
    if (user.email_confirmed_at) await db.batch(statements);
    else await confirmWithGrant(c.env, user.id, now, statements);
    return c.json({ status: 'password_reset' as const }, 200);
  });
