import { ApiError, registerErrorMessages } from '../lib/errors';
import { MAX_MEMORIES } from './contract';

registerErrorMessages({
  memory_limit: {
    en: `You already keep ${MAX_MEMORIES} memories: delete some to add more`,
    ru: `У вас уже ${MAX_MEMORIES} воспоминаний: удалите какие-нибудь, чтобы добавить новые`,
  },
});

export interface MemoryRow {
  id: string;
  user_id: string;
  text: string;
  request_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A memory as the api answers it. */
export const toMemoryJson = (row: MemoryRow) => ({
  id: row.id,
  text: row.text,
  createdAt: row.created_at,
});

/** The person's memories, newest first. */
export async function listMemories(db: D1Database, userId: string) {
  const rows = await db
    .prepare('SELECT * FROM memories WHERE user_id = ?1 ORDER BY created_at DESC, id')
    .bind(userId)
    .all<MemoryRow>();
  return rows.results;
}

/** The person's memory with this id; 404 for a missing one and for anyone else's alike. */
export async function ownMemory(db: D1Database, id: string, userId: string) {
  const row = await db
    .prepare('SELECT * FROM memories WHERE id = ?1 AND user_id = ?2')
    .bind(id, userId)
    .first<MemoryRow>();
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

/** Why `insertMemory` saved nothing. */
export type NotSaved = 'limit' | 'duplicate' | 'memory_off';

/**
 * Saves a memory unless the person already keeps MAX_MEMORIES or the same text; with
 * `requireSetting`, only while their `memory` setting is on (a `remember` call). The checks are
 * part of the insert, so two saves at once cannot pass the cap.
 */
export async function insertMemory(
  db: D1Database,
  memory: { userId: string; text: string; requestId?: string; now: string },
  requireSetting = false,
): Promise<{ row: MemoryRow } | { notSaved: NotSaved }> {
  const id = crypto.randomUUID();
  const { userId, text, now } = memory;
  const inserted = await db
    .prepare(
      `INSERT INTO memories (id, user_id, text, request_id, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?5
       WHERE (SELECT count(*) FROM memories WHERE user_id = ?2) < ?6
         AND NOT EXISTS (SELECT 1 FROM memories WHERE user_id = ?2 AND text = ?3)
         AND (?7 = 0 OR EXISTS (SELECT 1 FROM users WHERE id = ?2
           AND json_extract(settings, '$.memory') = 1))`,
    )
    .bind(id, userId, text, memory.requestId ?? null, now, MAX_MEMORIES, Number(requireSetting))
    .run();
  if (inserted.meta.changes === 1) return { row: await ownMemory(db, id, userId) };
  const [count, same] = await db.batch<{ n: number }>([
    db.prepare('SELECT count(*) AS n FROM memories WHERE user_id = ?1').bind(userId),
    db
      .prepare('SELECT count(*) AS n FROM memories WHERE user_id = ?1 AND text = ?2')
      .bind(userId, text),
  ]);
  if ((same?.results[0]?.n ?? 0) > 0) return { notSaved: 'duplicate' };
  if ((count?.results[0]?.n ?? 0) >= MAX_MEMORIES) return { notSaved: 'limit' };
  return { notSaved: 'memory_off' };
}

export async function updateMemory(
  db: D1Database,
  id: string,
  userId: string,
  text: string,
  now: string,
) {
  await ownMemory(db, id, userId);
  await db
    .prepare('UPDATE memories SET text = ?3, updated_at = ?4 WHERE id = ?1 AND user_id = ?2')
    .bind(id, userId, text, now)
    .run();
  return ownMemory(db, id, userId);
}

/** Deletes one of the person's memories; false when they have none with this id. */
export async function deleteMemory(db: D1Database, id: string, userId: string) {
  const deleted = await db
    .prepare('DELETE FROM memories WHERE id = ?1 AND user_id = ?2')
    .bind(id, userId)
    .run();
  return deleted.meta.changes === 1;
}

/** The statement that forgets everything the person keeps (also run by account deletion). */
export const clearMemoriesStatement = (db: D1Database, userId: string) =>
  db.prepare('DELETE FROM memories WHERE user_id = ?1').bind(userId);
