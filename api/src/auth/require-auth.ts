import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { bearerOf, verifyAccessToken } from './access-token';

/**
 * Who is calling. `entityId` is the team the user currently works in: their own team, or the
 * team they were most recently invited into (back to their own when removed from it).
 */
export interface AuthInfo {
  userId: string;
  sessionId: string;
  entityId: string;
  /** When the presented access token expires (UTC ISO). */
  expiresAt: string;
}

export type AuthEnv = AppEnv & { Variables: { auth: AuthInfo } };

/**
 * Requires a valid access JWT (`Authorization: Bearer …`) of a session that is not revoked, of an
 * account an operator has not blocked;
 * otherwise 401 `unauthorized`. Sets `c.var.auth`.
 *
 * @example chats.use('*', requireAuth)
 */
export const requireAuth = createMiddleware<AuthEnv>(async function requireAuth(c, next) {
  const token = bearerOf(c.req.header('authorization'));
  const claims = token ? await verifyAccessToken(c.env.JWT_SECRET, token) : null;
  if (!claims) throw new ApiError(401, 'unauthorized');
  const row = await c.env.DB.prepare(
    `SELECT u.entity_id FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = ?1 AND s.user_id = ?2 AND s.revoked_at IS NULL AND s.expires_at > ?3
       AND u.blocked_at IS NULL`,
  )
    .bind(claims.sessionId, claims.userId, new Date().toISOString())
    .first<{ entity_id: string }>();
  if (!row) throw new ApiError(401, 'unauthorized');
  c.set('auth', { ...claims, entityId: row.entity_id });
  await next();
});
