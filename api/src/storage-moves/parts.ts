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
import {
  HOLD_COLUMNS,
  KEY_USAGE_COLUMNS,
  LEDGER_COLUMNS,
  MONEY_TABLES,
  type MoneyRow,
  type MoneyTable,
  moneyHashRow,
  moneyKeyOf,
} from '../team/team-money';
import { teamOf } from '../team/team-of';
import type { OwnerKind, Part } from './move-state';

/** How one part moves: its D1 rows page by page in key order, and its object's side. */
export interface MovablePart<Row> {
  part: Part;
  /** Whose object it moves into (default a person's; a team's, decision 205). */
  ownerKind?: OwnerKind;
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
 * Not opt-in: every run moves it, and a new account starts with it moved (decision 218).
 */
export const chatsPart: MovablePart<ConversationRow> = {
  part: 'chats',
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

/**
 * One D1 page of a team's money table after `after` (its key; null: from the start). The
 * balance row carries Σ ledger as D1 sees it, so the check refuses a D1 that is not balanced.
 */
async function moneyPage(
  db: D1Database,
  table: MoneyTable,
  teamId: string,
  after: SqlStorageValue[] | null,
  limit: number,
): Promise<MoneyRow[]> {
  const page = (sql: string, ...binds: unknown[]) =>
    db
      .prepare(sql)
      .bind(teamId, limit, ...binds)
      .raw<SqlStorageValue[]>()
      .then((rows) => rows.map((values) => ({ table, values })));
  if (table === 'balance') {
    if (after) return [];
    return page(
      `SELECT e.balance_kopecks, e.bonus_until,
         COALESCE((SELECT SUM(amount_kopecks) FROM ledger WHERE entity_id = e.id), 0)
       FROM entities e WHERE e.id = ?1 LIMIT ?2`,
    );
  }
  if (table === 'ledger') {
    const [at, id] = after ?? ['', ''];
    return page(
      `SELECT ${LEDGER_COLUMNS.join(', ')} FROM ledger
       WHERE entity_id = ?1 AND (created_at, id) > (?3, ?4) ORDER BY created_at, id LIMIT ?2`,
      at,
      id,
    );
  }
  const from = after?.[0] ?? '';
  if (table === 'holds') {
    // D1's `request_id` is the object's `hold_id`.
    const columns = HOLD_COLUMNS.map((c) => (c === 'hold_id' ? 'request_id' : c)).join(', ');
    return page(
      `SELECT ${columns} FROM billing_holds WHERE entity_id = ?1 AND request_id > ?3
       ORDER BY request_id LIMIT ?2`,
      from,
    );
  }
  // An API key's calls paid by this team: their usage lines' refs are the calls' ids.
  const columns = KEY_USAGE_COLUMNS.map((c) => `aku.${c}`).join(', ');
  return page(
    `SELECT DISTINCT ${columns} FROM ledger l JOIN api_key_usage aku ON aku.id = l.ref
     WHERE l.entity_id = ?1 AND l.kind = 'usage' AND aku.id > ?3 ORDER BY aku.id LIMIT ?2`,
    from,
  );
}

const moneyCursorOf = (row: MoneyRow) => `${row.table}\u0000${JSON.stringify(moneyKeyOf(row))}`;

/**
 * A team's money (docs/decisions/217-team-money-object.md): its balance and bonus days, ledger,
 * holds and API keys' spending, table after table, each in key order, under one cursor. Not
 * opt-in: a new team's money starts in its object (decision 227), and the hourly run moves the
 * teams still in D1.
 */
export const moneyPart: MovablePart<MoneyRow> = {
  part: 'money',
  ownerKind: 'team',
  async pageInD1(db, teamId, cursor, limit) {
    const at = cursor ? cursor.indexOf('\u0000') : -1;
    let index = cursor ? MONEY_TABLES.indexOf(cursor.slice(0, at) as MoneyTable) : 0;
    let after = cursor ? (JSON.parse(cursor.slice(at + 1)) as SqlStorageValue[]) : null;
    for (; index < MONEY_TABLES.length; index += 1) {
      const rows = await moneyPage(db, MONEY_TABLES[index] as MoneyTable, teamId, after, limit);
      if (rows.length > 0) return rows;
      after = null;
    }
    return [];
  },
  keyOf: moneyCursorOf,
  hashRow: (row) => moneyHashRow(row, 'D1'),
  copy: (env, teamId, rows) => teamOf(env, teamId).copyMoney(rows),
  hashInObject: (env, teamId) => teamOf(env, teamId).hashMoney(),
  forgetInObject: (env, teamId) => teamOf(env, teamId).forgetMoney(),
};
