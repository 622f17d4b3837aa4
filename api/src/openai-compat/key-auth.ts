import { createMiddleware } from 'hono/factory';
import { KEY_PREFIX } from '../api-keys/key-store';
import { bearerOf } from '../auth/access-token';
import type { AppEnv } from '../env';
import { sha256Hex } from '../lib/crypto';
import { consumeAttempt, limitFrom } from '../lib/rate-limit';
import { MINUTE, nowIso } from '../lib/time';
import { OpenAiError } from './errors';

/** Who calls with a key: the key, its owner and the team it bills (the owner's current one). */
export interface KeyAuth {
  keyId: string;
  userId: string;
  entityId: string;
  monthlyCapKopecks: number | null;
}

export type KeyEnv = AppEnv & { Variables: { key: KeyAuth } };

/** Requests per key and minute unless `COMPAT_CALLS_PER_MINUTE` says otherwise. */
const DEFAULT_LIMIT = { max: 60, windowMs: MINUTE };

/**
 * Requires `Authorization: Bearer bsk_…` naming a live key of a live account; anything else
 * (no key, a session token, a revoked key) is 401 `invalid_api_key`. Counts the call against the
 * key's per-minute limit in one atomic statement (429 with `Retry-After`) and marks it used.
 *
 * @example compat.use('*', requireApiKey)
 */
export const requireApiKey = createMiddleware<KeyEnv>(async function requireApiKey(c, next) {
  const token = bearerOf(c.req.header('authorization'));
  if (!token?.startsWith(KEY_PREFIX)) throw new OpenAiError(401, 'invalid_api_key');
  const row = await c.env.DB.prepare(
    `SELECT k.id, k.user_id, k.monthly_cap_kopecks, u.entity_id
     FROM api_keys k JOIN users u ON u.id = k.user_id
     WHERE k.key_hash = ?1 AND k.revoked_at IS NULL AND u.deleted_at IS NULL
       AND u.blocked_at IS NULL`,
  )
    .bind(await sha256Hex(token))
    .first<{
      id: string;
      user_id: string;
      monthly_cap_kopecks: number | null;
      entity_id: string;
    }>();
  if (!row) throw new OpenAiError(401, 'invalid_api_key');
  const limit = limitFrom(c.env.COMPAT_CALLS_PER_MINUTE, '60', DEFAULT_LIMIT);
  await consumeAttempt(c.env.DB, [`api-key:${row.id}`], limit);
  await c.env.DB.prepare('UPDATE api_keys SET last_used_at = ?2 WHERE id = ?1')
    .bind(row.id, nowIso())
    .run();
  c.set('key', {
    keyId: row.id,
    userId: row.user_id,
    entityId: row.entity_id,
    monthlyCapKopecks: row.monthly_cap_kopecks,
  });
  await next();
});
