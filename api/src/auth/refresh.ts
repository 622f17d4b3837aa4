import type { Env } from '../env';
import { sha256Hex } from '../lib/crypto';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { seal, unseal } from '../lib/seal';
import { addMs, nowIso, SECOND } from '../lib/time';
import { mintPair, REFRESH_TOKEN_TTL_MS, revokeSession, type TokenPair } from './sessions';

registerErrorMessages({
  invalid_refresh_token: {
    en: 'The session has ended. Please sign in again',
    ru: 'Сеанс завершён. Войдите снова',
  },
});

/** Two tabs refreshing at once both get the same successor within this window. */
export const ROTATION_GRACE_MS = 10 * SECOND;
const SEAL_PURPOSE = 'refresh-successor';

interface TokenRow {
  id: string;
  session_id: string;
  user_id: string;
  expires_at: string;
  rotated_at: string | null;
  successor_pair: string | null;
  revoked_at: string | null;
}

function findToken(db: D1Database, hash: string) {
  return db
    .prepare(
      `SELECT t.id, t.session_id, s.user_id, t.expires_at, t.rotated_at, t.successor_pair, s.revoked_at
       FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id WHERE t.token_hash = ?1`,
    )
    .bind(hash)
    .first<TokenRow>();
}

/**
 * Exchanges a refresh token for a new pair (rotation). A token already rotated is answered with
 * its recorded successor inside the grace window and otherwise revokes its whole family
 * (RFC 9700 §4.14). See docs/decisions/010-refresh-token-rotation.md.
 */
export async function refreshTokens(env: Env, refreshToken: string): Promise<TokenPair> {
  const db = env.DB;
  const now = nowIso();
  const row = await findToken(db, await sha256Hex(refreshToken));
  if (!row || row.revoked_at || row.expires_at <= now)
    throw new ApiError(401, 'invalid_refresh_token');
  if (row.rotated_at) return answerReuse(env, row, now);

  const { pair, refreshHash } = await mintPair(env, row.user_id, row.session_id);
  const sealed = await seal(env.JWT_SECRET, SEAL_PURPOSE, JSON.stringify(pair));
  const expiresAt = addMs(now, REFRESH_TOKEN_TTL_MS);
  // The successor exists only if this request won the rotation (the UPDATE matched).
  const [rotated] = await db.batch([
    db
      .prepare(
        'UPDATE refresh_tokens SET rotated_at = ?2, successor_pair = ?3 WHERE id = ?1 AND rotated_at IS NULL',
      )
      .bind(row.id, now, sealed),
    db
      .prepare(
        `INSERT INTO refresh_tokens (id, session_id, token_hash, created_at, expires_at)
         SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS
           (SELECT 1 FROM refresh_tokens WHERE id = ?6 AND successor_pair = ?7)`,
      )
      .bind(crypto.randomUUID(), row.session_id, refreshHash, now, expiresAt, row.id, sealed),
    db
      .prepare(
        'UPDATE sessions SET expires_at = max(expires_at, ?2), last_seen_at = ?3 WHERE id = ?1',
      )
      .bind(row.session_id, expiresAt, now),
  ]);
  if (rotated?.meta.changes === 1) return pair;
  const raced = await findToken(db, await sha256Hex(refreshToken));
  if (!raced?.rotated_at) throw new ApiError(401, 'invalid_refresh_token');
  return answerReuse(env, raced, now);
}

async function answerReuse(env: Env, row: TokenRow, now: string): Promise<TokenPair> {
  const inGrace = row.rotated_at !== null && addMs(row.rotated_at, ROTATION_GRACE_MS) >= now;
  const successor =
    inGrace && row.successor_pair
      ? await unseal(env.JWT_SECRET, SEAL_PURPOSE, row.successor_pair)
      : null;
  if (successor) return JSON.parse(successor) as TokenPair;
  await revokeSession(env.DB, row.session_id, now).run();
  throw new ApiError(401, 'invalid_refresh_token');
}
