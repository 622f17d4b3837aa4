import { moscowMonthStart } from '../entity/entity-store';
import { randomToken, sha256Hex } from '../lib/crypto';
import { MAX_API_KEYS } from './contract';

/** Every key starts with this, so it is recognised (and refused) wherever it is pasted. */
export const KEY_PREFIX = 'bsk_';
/** Characters of a key the cabinet shows to tell keys apart. */
const SHOWN_CHARS = KEY_PREFIX.length + 8;

interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  monthly_cap_kopecks: number | null;
  spent: number;
  month_spent: number;
}

const toApiKeyJson = (row: KeyRow) => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  spentKopecks: row.spent,
  monthSpentKopecks: row.month_spent,
  monthlyCapKopecks: row.monthly_cap_kopecks,
});

/** The user's live keys, newest first, with what each spent (all time and this month). */
export async function listKeys(db: D1Database, userId: string) {
  const { results } = await db
    .prepare(
      `SELECT k.id, k.name, k.prefix, k.created_at, k.last_used_at, k.monthly_cap_kopecks,
         COALESCE((SELECT SUM(cost_kopecks) FROM api_key_usage WHERE key_id = k.id), 0) AS spent,
         COALESCE((SELECT SUM(cost_kopecks) FROM api_key_usage
                   WHERE key_id = k.id AND created_at >= ?2), 0) AS month_spent
       FROM api_keys k WHERE k.user_id = ?1 AND k.revoked_at IS NULL
       ORDER BY k.created_at DESC, k.id DESC`,
    )
    .bind(userId, moscowMonthStart())
    .all<KeyRow>();
  return results.map(toApiKeyJson);
}

/**
 * Creates a key; the caller sees it once, only its SHA-256 is stored. The count check and the
 * insert are one statement, so parallel creates cannot pass `MAX_API_KEYS` together.
 */
export async function createKey(
  db: D1Database,
  input: { userId: string; name: string; monthlyCapKopecks?: number; now: string },
) {
  const key = `${KEY_PREFIX}${randomToken(30)}`;
  const id = crypto.randomUUID();
  const prefix = key.slice(0, SHOWN_CHARS);
  const result = await db
    .prepare(
      `INSERT INTO api_keys (id, user_id, name, prefix, key_hash, monthly_cap_kopecks, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7
       WHERE (SELECT count(*) FROM api_keys WHERE user_id = ?2 AND revoked_at IS NULL) < ?8`,
    )
    .bind(
      id,
      input.userId,
      input.name,
      prefix,
      await sha256Hex(key),
      input.monthlyCapKopecks ?? null,
      input.now,
      MAX_API_KEYS,
    )
    .run();
  if (result.meta.changes !== 1) return undefined;
  return { id, name: input.name, key, prefix, createdAt: input.now };
}

/** Revokes one of the user's live keys; false when there is none such (a stranger's: 404). */
export async function revokeKey(db: D1Database, userId: string, id: string, now: string) {
  const result = await db
    .prepare(
      `UPDATE api_keys SET revoked_at = ?3 WHERE id = ?1 AND user_id = ?2 AND revoked_at IS NULL`,
    )
    .bind(id, userId, now)
    .run();
  return result.meta.changes === 1;
}
