import type { Env } from '../env';
import { memoryHashRow, type StoredMemory } from '../memories/stored-memory';
import { personOf } from '../person/person-of';
import { ratingHashRow, type StoredRating } from '../ratings/stored-rating';
import type { OwnerKind, Part } from './move-state';

/** How one part moves: its D1 rows page by page in key order, and its object's side. */
export interface MovablePart<Row> {
  part: Part;
  /** Whose object it moves into (default a person's; a team's, decision 205). */
  ownerKind?: OwnerKind;
  /** Rows of the owner after `cursor` (exclusive), in key order. */
  pageInD1(db: D1Database, ownerId: string, cursor: string | null, limit: number): Promise<Row[]>;
  keyOf(row: Row): string;
  hashRow(row: Row): unknown[];
  copy(env: Env, ownerId: string, rows: Row[]): Promise<void>;
  hashInObject(env: Env, ownerId: string): Promise<{ rows: number; hash: string }>;
  forgetInObject(env: Env, ownerId: string): Promise<void>;
}

/** Answer ratings (decision 104): `message_ratings` rows of the person, with their chat. */
export const ratingsPart: MovablePart<StoredRating> = {
  part: 'ratings',
  async pageInD1(db, ownerId, cursor, limit) {
    // LEFT JOIN: a rating whose message is gone still moves (with no chat), so nothing is lost.
    const { results } = await db
      .prepare(
        `SELECT r.message_id, COALESCE(m.chat_id, '') AS chat_id, r.rating, r.reason, r.comment,
           r.created_at, r.updated_at
         FROM message_ratings r LEFT JOIN messages m ON m.id = r.message_id
         WHERE r.user_id = ?1 AND r.message_id > ?2 ORDER BY r.message_id LIMIT ?3`,
      )
      .bind(ownerId, cursor ?? '', limit)
      .all<StoredRating>();
    return results;
  },
  keyOf: (row) => row.message_id,
  hashRow: ratingHashRow,
  copy: (env, ownerId, rows) => personOf(env, ownerId).copyRatings(rows),
  hashInObject: (env, ownerId) => personOf(env, ownerId).hashRatings(),
  forgetInObject: (env, ownerId) => personOf(env, ownerId).forgetRatings(),
};

/** Memories (decision 158): the person's `memories` rows, by id. */
export const memoriesPart: MovablePart<StoredMemory> = {
  part: 'memories',
  async pageInD1(db, ownerId, cursor, limit) {
    const { results } = await db
      .prepare(
        `SELECT id, text, request_id, created_at, updated_at FROM memories
         WHERE user_id = ?1 AND id > ?2 ORDER BY id LIMIT ?3`,
      )
      .bind(ownerId, cursor ?? '', limit)
      .all<StoredMemory>();
    return results;
  },
  keyOf: (row) => row.id,
  hashRow: memoryHashRow,
  copy: (env, ownerId, rows) => personOf(env, ownerId).copyMemories(rows),
  hashInObject: (env, ownerId) => personOf(env, ownerId).hashMemories(),
  forgetInObject: (env, ownerId) => personOf(env, ownerId).forgetMemories(),
};
