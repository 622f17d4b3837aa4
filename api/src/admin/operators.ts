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

/** A sign-in that passed a second factor: a code after the first step, or a passkey (both). */
const secondFactorMethod = (method: string | null) =>
  method !== null && (method === 'passkey' || /\+(totp|recovery)$/.test(method));

/**
 * The operator a session belongs to, or null: a live session of a live, unblocked account whose
 * email is in `OPERATOR_EMAILS` AND confirmed (by the mailed code, a change-of-email code or a
 * provider that verified it), and — once the account has two-factor on — a session that signed in
 * with the second factor (decision 189). An address on the list proves nothing by itself: anyone
 * may register it, or take it back after its owner deleted the account or moved to another.
 */
export async function findOperator(
  env: Pick<Env, 'OPERATOR_EMAILS' | 'DB'>,
  userId: string,
  sessionId: string,
): Promise<Operator | null> {
  const emails = operatorEmails(env);
  if (emails.size === 0) return null;
  const row = await env.DB.prepare(
    `SELECT u.email, u.email_confirmed_at, s.sign_in_method,
       EXISTS (SELECT 1 FROM totp_credentials t
               WHERE t.user_id = u.id AND t.confirmed_at IS NOT NULL) AS totp_on
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = ?1 AND s.user_id = ?2 AND s.revoked_at IS NULL AND s.expires_at > ?3
       AND u.deleted_at IS NULL AND u.blocked_at IS NULL`,
  )
    .bind(sessionId, userId, new Date().toISOString())
    .first<{
      email: string;
      email_confirmed_at: string | null;
      sign_in_method: string | null;
      totp_on: number;
    }>();
  if (!row || !emails.has(row.email.toLowerCase()) || !row.email_confirmed_at) return null;
  if (row.totp_on === 1 && !secondFactorMethod(row.sign_in_method)) return null;
  return { userId, email: row.email };
}

/**
 * Lets only operators through (`findOperator`). Anyone else, signed in or not, gets the same 404
 * as a path the api does not have, so the console's routes do not show that they exist.
 *
 * @example admin.use('*', requireOperator)
 */
export const requireOperator = createMiddleware<OperatorEnv>(
  async function requireOperator(c, next) {
    const token = bearerOf(c.req.header('authorization'));
    const claims = token ? await verifyAccessToken(c.env.JWT_SECRET, token) : null;
    const operator = claims ? await findOperator(c.env, claims.userId, claims.sessionId) : null;
    if (!operator) throw new ApiError(404, 'not_found');
    c.set('operator', operator);
    await next();
  },
);
