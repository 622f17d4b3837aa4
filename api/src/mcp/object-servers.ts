import { ContentHash } from '../storage-moves/content-hash';
import {
  changedColumns,
  type NewServer,
  SERVER_COLUMNS,
  type ServerChange,
  type ServerRow,
  serverHashRow,
} from './stored-server';

/**
 * The MCP servers of one owner in their object's SQLite (`Person`: the person's own; `Team`: the
 * team's; docs/decisions/205-team-object-and-mcp-servers.md). The Worker in front checks who may
 * ask; these trust it. Secrets arrive and stay sealed, as in D1.
 */
type Row = ServerRow & Record<string, SqlStorageValue>;

/**
 * The table both kinds of owner keep their servers in, as D1's `mcp_servers` rows: a schema step
 * of `Person` (version 3) and of `Team` (version 1). Shipped: never edit, add a step instead.
 */
export const MCP_SERVERS_SCHEMA: readonly string[] = [
  `CREATE TABLE mcp_servers (
         id TEXT PRIMARY KEY,
         seq INTEGER NOT NULL,
         user_id TEXT NOT NULL,
         scope TEXT NOT NULL,
         entity_id TEXT,
         name TEXT NOT NULL,
         url TEXT NOT NULL,
         transport TEXT NOT NULL,
         headers_sealed TEXT,
         status TEXT NOT NULL,
         error TEXT,
         tools TEXT NOT NULL,
         enabled INTEGER NOT NULL,
         approval TEXT NOT NULL,
         oauth_sealed TEXT,
         oauth_state TEXT,
         authorize_url TEXT,
         oauth_session_id TEXT,
         created_at TEXT NOT NULL,
         updated_at TEXT NOT NULL
       ) WITHOUT ROWID`,
  'CREATE UNIQUE INDEX mcp_servers_oauth_state ON mcp_servers (oauth_state)',
  'CREATE INDEX mcp_servers_order ON mcp_servers (created_at, seq)',
];

const all = (sql: SqlStorage, query: string, ...values: SqlStorageValue[]) =>
  sql.exec<Row>(query, ...values).toArray() as ServerRow[];

export const serversIn = (sql: SqlStorage): ServerRow[] =>
  all(sql, 'SELECT * FROM mcp_servers ORDER BY created_at, seq');

export const serverIn = (sql: SqlStorage, id: string): ServerRow | null =>
  all(sql, 'SELECT * FROM mcp_servers WHERE id = ?', id)[0] ?? null;

/** The server whose sign-in waits with this OAuth `state`. */
export const serverWaitingIn = (sql: SqlStorage, state: string): ServerRow | null =>
  all(sql, 'SELECT * FROM mcp_servers WHERE oauth_state = ?', state)[0] ?? null;

const insert = (sql: SqlStorage, row: ServerRow, verb: 'INSERT' | 'INSERT OR REPLACE') =>
  sql.exec(
    `${verb} INTO mcp_servers (${SERVER_COLUMNS.join(', ')})
     VALUES (${SERVER_COLUMNS.map(() => '?').join(', ')})`,
    ...SERVER_COLUMNS.map((column) => row[column]),
  );

/** Adds a server unless the owner has `max` already; the added row, or null at the cap. */
export function addServerIn(sql: SqlStorage, server: NewServer, max: number): ServerRow | null {
  const { n, seq } = sql
    .exec<{ n: number; seq: number }>(
      'SELECT count(*) AS n, coalesce(max(seq), 0) + 1 AS seq FROM mcp_servers',
    )
    .one();
  if (n >= max) return null;
  const row = { ...server, seq };
  insert(sql, row, 'INSERT');
  return row;
}

/**
 * Changes a server's columns; with `whileState`, only while its sign-in still waits with that
 * state (a second callback with the same code changes nothing). Whether it changed.
 */
export function changeServerIn(
  sql: SqlStorage,
  id: string,
  change: ServerChange,
  whileState?: string,
): boolean {
  const columns = changedColumns(change);
  if (columns.length === 0) return serverIn(sql, id) !== null;
  const cursor = sql.exec(
    `UPDATE mcp_servers SET ${columns.map((column) => `${column} = ?`).join(', ')}
     WHERE id = ?${whileState === undefined ? '' : ' AND oauth_state = ?'}`,
    ...columns.map((column) => change[column] ?? null),
    id,
    ...(whileState === undefined ? [] : [whileState]),
  );
  return cursor.rowsWritten > 0;
}

export function removeServerIn(sql: SqlStorage, id: string): boolean {
  return sql.exec('DELETE FROM mcp_servers WHERE id = ?', id).rowsWritten > 0;
}

/** An account's deletion: the servers that person added go, sealed headers and tokens with them. */
export function removeServersAddedBy(sql: SqlStorage, userId: string): void {
  sql.exec('DELETE FROM mcp_servers WHERE user_id = ?', userId);
}

/** A page of the move: inserted, or overwritten when an earlier run copied it already. */
export function copyServersIn(sql: SqlStorage, rows: readonly ServerRow[]): void {
  for (const row of rows) insert(sql, row, 'INSERT OR REPLACE');
}

/** Count and content hash of every server, in key order (the move's check). */
export async function hashServersIn(sql: SqlStorage): Promise<{ rows: number; hash: string }> {
  const hash = new ContentHash();
  await hash.add(all(sql, 'SELECT * FROM mcp_servers ORDER BY id').map(serverHashRow));
  return hash.finish();
}

/** The move found a difference (it starts again from nothing). */
export function forgetServersIn(sql: SqlStorage): void {
  sql.exec('DELETE FROM mcp_servers');
}
