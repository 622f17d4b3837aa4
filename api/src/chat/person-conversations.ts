import { ContentHash } from '../storage-moves/content-hash';
import { type ChatAnswer, type ChatCall, writesRows } from './chat-db';
import {
  CONVERSATION_TABLES,
  type ConversationRow,
  type ConversationTable,
  conversationHashRow,
  LEAF_TRIGGER,
  tableNamed,
} from './conversation-tables';

/** Rows a hash reads from the object's SQLite at a time (docs/storage-plan.md §6 R5). */
const HASH_CHUNK = 500;

/**
 * The copy's statement for one table: an upsert, never `INSERT OR REPLACE`, whose delete would
 * skip the search triggers and leave stale tokens (docs/storage-plan.md §6 R4). `seq` is written
 * on insert and never changed: a row sent again is the same row.
 */
function upsertOf(table: ConversationTable): string {
  const changed = table.columns.filter((c) => c !== 'seq' && !table.unique.includes(c));
  const marks = table.columns.map(() => '?').join(', ');
  const onConflict =
    changed.length === 0
      ? 'DO NOTHING'
      : `DO UPDATE SET ${changed.map((c) => `${c} = excluded.${c}`).join(', ')}`;
  return `INSERT INTO ${table.name} (${table.columns.join(', ')}) VALUES (${marks})
    ON CONFLICT (${table.unique.join(', ')}) ${onConflict}`;
}

const UPSERTS = new Map(CONVERSATION_TABLES.map((t) => [t.name, upsertOf(t)]));

/**
 * A page of the move, in the caller's transaction: inserted, or overwritten when an earlier run
 * copied it already. The search indexes fill through the tables' triggers as rows land.
 */
export function copyConversations(sql: SqlStorage, rows: readonly ConversationRow[]): void {
  // Parents and shown leaves arrive as D1 has them: the leaf trigger would rewrite them.
  sql.exec('DROP TRIGGER IF EXISTS messages_follow_leaf');
  for (const row of rows) {
    const table = tableNamed(row.table);
    if (row.values.length !== table.columns.length) {
      throw new Error(`a ${row.table} row has ${row.values.length} values`);
    }
    sql.exec(UPSERTS.get(table.name) as string, ...row.values);
  }
  sql.exec(LEAF_TRIGGER);
}

/** Count and content hash of every conversation row, table by table in key order (the move's check). */
export async function hashConversations(sql: SqlStorage): Promise<{ rows: number; hash: string }> {
  const hash = new ContentHash();
  for (const table of CONVERSATION_TABLES) {
    // Page by key, no cursor left open across an await.
    const select = `SELECT ${table.columns.join(', ')} FROM ${table.name}`;
    const keys = table.key.join(', ');
    const at = table.key.map((k) => table.columns.indexOf(k));
    let after: SqlStorageValue[] | null = null;
    for (;;) {
      const rows = after
        ? sql.exec(
            `${select} WHERE (${keys}) > (${after.map(() => '?').join(', ')}) ORDER BY ${keys} LIMIT ${HASH_CHUNK}`,
            ...after,
          )
        : sql.exec(`${select} ORDER BY ${keys} LIMIT ${HASH_CHUNK}`);
      const page = Array.from(rows.raw());
      await hash.add(page.map((values) => conversationHashRow({ table: table.name, values })));
      if (page.length < HASH_CHUNK) break;
      const last = page[page.length - 1] as SqlStorageValue[];
      after = at.map((i) => last[i] ?? null);
    }
  }
  return hash.finish();
}

/** Every conversation row goes (a failed move's check); the delete triggers empty the search indexes. */
export function forgetConversations(sql: SqlStorage): void {
  for (const table of [...CONVERSATION_TABLES].reverse()) sql.exec(`DELETE FROM ${table.name}`);
}

const totalChanges = (sql: SqlStorage) => Number(sql.exec('SELECT total_changes() AS n').one().n);

/**
 * The statements of one `ChatDb` call, in one transaction (docs/decisions/218-one-sql-two-homes.md):
 * the same SQL D1 would run, on the same tables. `changes` counts what D1's `meta.changes` counts:
 * every row the statement wrote, its triggers' (the search index, the leaf) included. An SQL
 * error undoes every statement of the call and comes back as its message, as D1's would.
 */
export function runChatCalls(
  storage: DurableObjectStorage,
  calls: readonly ChatCall[],
): ChatAnswer {
  const sql = storage.sql;
  try {
    const results = storage.transactionSync(() =>
      calls.map((call) => {
        const before = writesRows(call.sql) ? totalChanges(sql) : 0;
        const cursor = sql.exec(call.sql, ...(call.params as SqlStorageValue[]));
        const rows = call.rows === 'arrays' ? Array.from(cursor.raw()) : cursor.toArray();
        const changes = writesRows(call.sql) ? totalChanges(sql) - before : 0;
        return { results: rows as unknown[], meta: { changes } };
      }),
    );
    return { results, error: null };
  } catch (error) {
    return { results: [], error: error instanceof Error ? error.message : String(error) };
  }
}
