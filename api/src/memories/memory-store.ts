import type { Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { askPerson } from '../person/person-of';
import { homeOf, movingError, stillInD1 } from '../storage-moves/move-state';
import { MAX_MEMORIES } from './contract';
import type { StoredMemory } from './stored-memory';

registerErrorMessages({
  memory_limit: {
    en: `You already keep ${MAX_MEMORIES} memories: delete some to add more`,
    ru: `У вас уже ${MAX_MEMORIES} воспоминаний: удалите какие-нибудь, чтобы добавить новые`,
  },
});

/*
 * The person's memories live in D1 until their move is verified, then in their object
 * (docs/decisions/203-person-objects-and-the-move.md, 204-memories-move.md). A D1 write carries
 * the move's check, so a write racing the start of the move lands nowhere and is tried again
 * where the memories now are; while they are copied, writes answer 503 `storage_moving`.
 */

const COLUMNS = 'id, text, request_id, created_at, updated_at';

/** A memory as the api answers it. */
export const toMemoryJson = (row: StoredMemory) => ({
  id: row.id,
  text: row.text,
  createdAt: row.created_at,
});

/** The person's memories, newest first (at most `limit`). */
export async function listMemories(
  env: Env,
  userId: string,
  limit = MAX_MEMORIES,
): Promise<StoredMemory[]> {
  if ((await homeOf(env.DB, userId, 'memories')) === 'object') {
    return askPerson(env, userId, (person) => person.listMemories(limit));
  }
  const { results } = await env.DB.prepare(
    `SELECT ${COLUMNS} FROM memories WHERE user_id = ?1 ORDER BY created_at DESC, id LIMIT ?2`,
  )
    .bind(userId, limit)
    .all<StoredMemory>();
  return results;
}

/** Why `saveMemory` saved nothing. */
export type NotSaved = 'limit' | 'duplicate' | 'memory_off';

/**
 * Saves a memory unless the person already keeps MAX_MEMORIES or the same text; with
 * `requireSetting`, only while their `memory` setting is on (a `remember` call). In D1 the checks
 * are part of the insert, in the object it runs one call at a time, so two saves at once cannot
 * pass the cap.
 */
export async function saveMemory(
  env: Env,
  memory: { userId: string; text: string; requestId?: string; now: string },
  requireSetting = false,
): Promise<{ row: StoredMemory } | { notSaved: NotSaved }> {
  const db = env.DB;
  const { userId, text, now } = memory;
  const requestId = memory.requestId ?? null;
  for (let attempt = 0; attempt < 2; attempt++) {
    const home = await homeOf(db, userId, 'memories');
    if (home === 'copying') throw movingError();
    if (home === 'object') {
      if (requireSetting && !(await memoryOn(db, userId))) return { notSaved: 'memory_off' };
      const saved = await askPerson(env, userId, (person) =>
        person.remember({ text, requestId, now }),
      );
      return saved.row ? { row: saved.row } : { notSaved: saved.notSaved ?? 'duplicate' };
    }
    const row = await db
      .prepare(
        `INSERT INTO memories (id, user_id, text, request_id, created_at, updated_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?5
         WHERE (SELECT count(*) FROM memories WHERE user_id = ?2) < ?6
           AND NOT EXISTS (SELECT 1 FROM memories WHERE user_id = ?2 AND text = ?3)
           AND (?7 = 0 OR EXISTS (SELECT 1 FROM users WHERE id = ?2
             AND json_extract(settings, '$.memory') = 1))
           AND ${stillInD1('?2', 'memories')}
         RETURNING ${COLUMNS}`,
      )
      .bind(crypto.randomUUID(), userId, text, requestId, now, MAX_MEMORIES, Number(requireSetting))
      .first<StoredMemory>();
    if (row) return { row };
    // Nothing saved: the move began in between (then ask again where they are), or a check said no.
    if ((await homeOf(db, userId, 'memories')) !== 'd1') continue;
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
  throw new ApiError(500, 'internal_error');
}

/** Whether the person's `memory` setting is on (a `remember` call saves only then). */
async function memoryOn(db: D1Database, userId: string) {
  const on = await db
    .prepare("SELECT json_extract(settings, '$.memory') = 1 AS yes FROM users WHERE id = ?1")
    .bind(userId)
    .first<number>('yes');
  return on === 1;
}

/** Changes the text of one of the person's memories; 404 for a missing one and anyone else's. */
export async function updateMemory(
  env: Env,
  id: string,
  userId: string,
  text: string,
  now: string,
): Promise<StoredMemory> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const home = await homeOf(env.DB, userId, 'memories');
    if (home === 'copying') throw movingError();
    const row =
      home === 'object'
        ? await askPerson(env, userId, (person) => person.editMemory(id, text, now))
        : await env.DB.prepare(
            `UPDATE memories SET text = ?3, updated_at = ?4
             WHERE id = ?1 AND user_id = ?2 AND ${stillInD1('?2', 'memories')}
             RETURNING ${COLUMNS}`,
          )
            .bind(id, userId, text, now)
            .first<StoredMemory>();
    if (row) return row;
    if (home === 'object' || (await homeOf(env.DB, userId, 'memories')) === 'd1') break;
  }
  throw new ApiError(404, 'not_found');
}

/** Deletes one of the person's memories; false when they have none with this id. */
export async function deleteMemory(env: Env, id: string, userId: string): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const home = await homeOf(env.DB, userId, 'memories');
    if (home === 'copying') throw movingError();
    if (home === 'object') return askPerson(env, userId, (person) => person.forgetMemory(id));
    const { meta } = await env.DB.prepare(
      `DELETE FROM memories WHERE id = ?1 AND user_id = ?2 AND ${stillInD1('?2', 'memories')}`,
    )
      .bind(id, userId)
      .run();
    if (meta.changes > 0) return true;
    if ((await homeOf(env.DB, userId, 'memories')) === 'd1') return false;
  }
  return false;
}

/** Forgets everything the person keeps (their "forget everything"). */
export async function clearMemories(env: Env, userId: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const home = await homeOf(env.DB, userId, 'memories');
    if (home === 'copying') throw movingError();
    if (home === 'object') return askPerson(env, userId, (person) => person.forgetMemories());
    const { meta } = await env.DB.prepare(
      `DELETE FROM memories WHERE user_id = ?1 AND ${stillInD1('?1', 'memories')}`,
    )
      .bind(userId)
      .run();
    if (meta.changes > 0 || (await homeOf(env.DB, userId, 'memories')) === 'd1') return;
  }
}

/**
 * Account deletion's part in D1: every memory row of the person, whatever their move's state
 * (a move that copied some of them then finds D1 and the object differ, and starts again).
 */
export const clearMemoriesStatement = (db: D1Database, userId: string) =>
  db.prepare('DELETE FROM memories WHERE user_id = ?1').bind(userId);

/** Account deletion's part in the object: its memories go too once their move began. */
export async function clearMemoriesInObject(env: Env, userId: string): Promise<void> {
  if ((await homeOf(env.DB, userId, 'memories')) === 'd1') return;
  await askPerson(env, userId, (person) => person.forgetMemories());
}
