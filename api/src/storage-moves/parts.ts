import {
  CONVERSATION_TABLES,
  type ConversationRow,
  type ConversationTable,
  conversationHashRow,
  cursorOf,
  parseCursor,
} from '../chat/conversation-tables';
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
  /**
   * Left out of a run that names no parts, moved only when a run's `parts` names it: a part whose
   * readers and writers do not use the object yet (decision 215).
   */
  optIn?: true;
  /**
   * An SQL condition on D1, the owner's id as `?1`, that must hold for the move to mark the
   * owner `copying` (or go on copying): checked in that same statement, so nothing it excludes
   * can slip in between. Not holding, the run leaves the owner for a later one (`delayed`).
   */
  canStart?: string;
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

/** One D1 page of a conversation table: the owner's rows after `after` (a key, or from the start). */
async function conversationPage(
  db: D1Database,
  table: ConversationTable,
  ownerId: string,
  after: SqlStorageValue[] | null,
  limit: number,
): Promise<ConversationRow[]> {
  const columns = table.columns.map((c) => table.d1?.[c] ?? `t.${c}`).join(', ');
  const keys = table.key.map((k) => table.d1?.[k] ?? `t.${k}`).join(', ');
  const from = after ? `AND (${keys}) > (${after.map((_, i) => `?${i + 3}`).join(', ')})` : '';
  const results = await db
    .prepare(
      `SELECT ${columns} FROM ${table.name} t WHERE ${table.ownedInD1} ${from}
       ORDER BY ${keys} LIMIT ?2`,
    )
    .bind(ownerId, limit, ...(after ?? []))
    .raw<SqlStorageValue[]>();
  return results.map((values) => ({ table: table.name, values }));
}

/**
 * A person's conversations (docs/decisions/215-conversations-move.md): chats, messages,
 * attachments, summaries and folders, table after table, each in key order, under one cursor.
 * Opt-in until the routes read and write the object (docs/storage-plan.md §5, A7).
 */
export const chatsPart: MovablePart<ConversationRow> = {
  part: 'chats',
  optIn: true,
  // Not while an answer streams into D1 (its last save would be lost), and only once the
  // person's ratings are in the object (their D1 path joins `messages`).
  canStart: `NOT EXISTS (SELECT 1 FROM messages m JOIN chats c ON c.id = m.chat_id
      WHERE c.owner_id = ?1 AND m.status = 'streaming')
    AND EXISTS (SELECT 1 FROM storage_moves r WHERE r.owner_kind = 'person'
      AND r.owner_id = ?1 AND r.part = 'ratings' AND r.state = 'moved')`,
  async pageInD1(db, ownerId, cursor, limit) {
    const start = cursor ? parseCursor(cursor) : null;
    let index = start ? CONVERSATION_TABLES.indexOf(start.table) : 0;
    let after = start?.after ?? null;
    for (; index < CONVERSATION_TABLES.length; index += 1) {
      const table = CONVERSATION_TABLES[index] as ConversationTable;
      const rows = await conversationPage(db, table, ownerId, after, limit);
      if (rows.length > 0) return rows;
      after = null;
    }
    return [];
  },
  keyOf: cursorOf,
  hashRow: conversationHashRow,
  copy: (env, ownerId, rows) => personOf(env, ownerId).copyConversations(rows),
  hashInObject: (env, ownerId) => personOf(env, ownerId).hashConversations(),
  forgetInObject: (env, ownerId) => personOf(env, ownerId).forgetConversations(),
};
