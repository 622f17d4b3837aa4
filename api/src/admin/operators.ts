import { createMiddleware } from 'hono/factory';
import { bearerOf, verifyAccessToken } from '../auth/access-token';
import type { AppEnv, Env } from '../env';
import { ApiError } from '../lib/errors';

/** The signed-in operator making a console call. */
export interface Operator {
  userId: string;
  email: string;
}

export type OperatorEnv = AppEnv & { Variables: { operator: Operator } };

/**
 * The operators' emails from `OPERATOR_EMAILS` (comma-separated), lower case; none when unset.
 *
 * @example operatorEmails({ OPERATOR_EMAILS: 'A@b.c, d@e.f' }) // Set { 'a@b.c', 'd@e.f' }
 */
export function operatorEmails(env: Pick<Env, 'OPERATOR_EMAILS'>): Set<string> {
  return new Set(
    (env.OPERATOR_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Whether an account's email makes it an operator. */
export const isOperatorEmail = (env: Pick<Env, 'OPERATOR_EMAILS'>, email: string) =>
  operatorEmails(env).has(email.trim().toLowerCase());

/**
 * Lets only operators through: a live session (as `requireAuth` checks it) of a live, unblocked
 * account whose email is in `OPERATOR_EMAILS`. Anyone else, signed in or not, gets the same 404
 * as a path the api does not have, so the console's routes do not show that they exist.
 *
 * @example admin.use('*', requireOperator)
 */
export const requireOperator = createMiddleware<OperatorEnv>(
  async function requireOperator(c, next) {
    const notFound = new ApiError(404, 'not_found');
    const emails = operatorEmails(c.env);
    if (emails.size === 0) throw notFound;
    const token = bearerOf(c.req.header('authorization'));
    const claims = token ? await verifyAccessToken(c.env.JWT_SECRET, token) : null;
    if (!claims) throw notFound;
    const row = await c.env.DB.prepare(
      `SELECT u.email FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id = ?1 AND s.user_id = ?2 AND s.revoked_at IS NULL AND s.expires_at > ?3
         AND u.deleted_at IS NULL AND u.blocked_at IS NULL`,
    )
      .bind(claims.sessionId, claims.userId, new Date().toISOString())
      .first<{ email: string }>();
    if (!row || !emails.has(row.email.toLowerCase())) throw notFound;
    c.set('operator', { userId: claims.userId, email: row.email });
    await next();
  },
);
