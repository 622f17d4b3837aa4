import type { Env } from '../env';
import { askPerson } from '../person/person-of';
import { homeOf, movingError } from '../storage-moves/move-state';

/**
 * A person's conversations as one database, wherever they live (docs/decisions/218-one-sql-two-homes.md):
 * D1 until their `chats` part is moved, then their `Person` object, whose tables carry the same
 * names, columns and triggers. Code that reads or writes chats, messages, attachments, summaries
 * and folders takes a `ChatDb` and writes its SQL once; the handle sends it to the right home.
 *
 * It has D1's shape (`prepare(sql).bind(…).first/all/run/raw`, `batch([...])`) so the SQL moves
 * unchanged, but it is its own type: a `D1Database` is not a `ChatDb`, so the compiler tells a
 * conversation query from one of the directory (users, media, holds…), which stays in D1.
 */
export interface ChatDb {
  /** Where the statements run: `d1` (also while the part is copied) or `object`. */
  readonly home: 'd1' | 'object';
  /** Whose conversations these are. */
  readonly ownerId: string;
  prepare(sql: string): ChatStatement;
  /** Runs the statements in one transaction, in order: all land or none. */
  batch(statements: readonly ChatStatement[]): Promise<ChatResult[]>;
}

export type ChatValue = string | number | null | ArrayBuffer | boolean;

export interface ChatResult<Row = Record<string, unknown>> {
  results: Row[];
  /** Rows the statement wrote, its triggers' included, as D1's `meta.changes` counts them. */
  meta: { changes: number };
}

export interface ChatStatement {
  readonly sql: string;
  readonly params: readonly ChatValue[];
  bind(...values: ChatValue[]): ChatStatement;
  first<Row = Record<string, unknown>>(): Promise<Row | null>;
  first<Value = unknown>(column: string): Promise<Value | null>;
  all<Row = Record<string, unknown>>(): Promise<ChatResult<Row>>;
  run(): Promise<ChatResult>;
  raw<Row extends unknown[] = unknown[]>(): Promise<Row[]>;
}

/** One statement as it crosses to the object: its text, its values and how its rows come back. */
export interface ChatCall {
  sql: string;
  params: ChatValue[];
  rows: 'objects' | 'arrays';
}

/** The object's answer to one call, or the SQL error that undid the whole call list. */
export interface ChatAnswer {
  results: ChatResult<unknown>[];
  error: string | null;
}

/**
 * A statement that writes: D1 takes it only while the person's conversations are still there
 * (the move's guard, below). Reads pass as they are: while the part is copied they still come from D1.
 */
const WRITES =
  /\b(?:INSERT(?:\s+OR\s+\w+)?\s+INTO|REPLACE\s+INTO|UPDATE\s+\w+(?:\s+AS\s+\w+)?\s+SET|DELETE\s+FROM)\b/i;
export const writesRows = (sql: string) => WRITES.test(sql);

/**
 * The statement every D1 write of a person's conversations is batched behind (migration 0055):
 * it inserts a NULL into a NOT NULL column — failing, and so undoing the batch — exactly when the
 * person's `chats` part has begun to move. D1 runs a batch as one transaction, one at a time, so a
 * write that read "still in D1" just before the move began cannot land after it
 * (decision 203's `stillInD1`, for every statement at once).
 */
const GUARD = `INSERT INTO chat_write_guard (owner_id) SELECT NULL WHERE EXISTS (
  SELECT 1 FROM storage_moves WHERE owner_kind = 'person' AND owner_id = ?1 AND part = 'chats')`;
const isGuardRefusal = (error: unknown) =>
  error instanceof Error && error.message.includes('chat_write_guard.owner_id');

class Statement implements ChatStatement {
  constructor(
    private readonly db: Handle,
    readonly sql: string,
    readonly params: readonly ChatValue[] = [],
  ) {}

  bind(...values: ChatValue[]): ChatStatement {
    return new Statement(this.db, this.sql, values);
  }

  async first<T>(column?: string): Promise<T | null> {
    const [result] = await this.db.run([this], 'objects');
    const row = (result?.results[0] ?? null) as Record<string, unknown> | null;
    if (row === null) return null;
    return (column === undefined ? row : (row[column] ?? null)) as T;
  }

  async all<Row>(): Promise<ChatResult<Row>> {
    const [result] = await this.db.run([this], 'objects');
    return result as ChatResult<Row>;
  }

  async run(): Promise<ChatResult> {
    const [result] = await this.db.run([this], 'objects');
    return result as ChatResult;
  }

  async raw<Row extends unknown[]>(): Promise<Row[]> {
    const [result] = await this.db.run([this], 'arrays');
    return (result?.results ?? []) as Row[];
  }
}

abstract class Handle implements ChatDb {
  abstract readonly home: 'd1' | 'object';
  constructor(readonly ownerId: string) {}

  prepare(sql: string): ChatStatement {
    return new Statement(this, sql);
  }

  async batch(statements: readonly ChatStatement[]): Promise<ChatResult[]> {
    return (await this.run(statements, 'objects')) as ChatResult[];
  }

  abstract run(
    statements: readonly ChatStatement[],
    rows: ChatCall['rows'],
  ): Promise<ChatResult<unknown>[]>;
}

/** Booleans as D1 binds them (1/0), for the object's SQLite, which takes none. */
const plain = (value: ChatValue): ChatValue =>
  typeof value === 'boolean' ? (value ? 1 : 0) : value;

class D1Handle extends Handle {
  readonly home = 'd1';
  constructor(
    private readonly db: D1Database,
    ownerId: string,
  ) {
    super(ownerId);
  }

  async run(
    statements: readonly ChatStatement[],
    rows: ChatCall['rows'],
  ): Promise<ChatResult<unknown>[]> {
    const prepared = statements.map((s) => this.db.prepare(s.sql).bind(...s.params));
    if (!statements.some((s) => writesRows(s.sql))) {
      if (prepared.length === 1 && rows === 'arrays') {
        const values = await (prepared[0] as D1PreparedStatement).raw();
        return [{ results: values, meta: { changes: 0 } }];
      }
      const results =
        prepared.length === 1
          ? [await (prepared[0] as D1PreparedStatement).all()]
          : await this.db.batch(prepared);
      return results.map((r) => d1Result(r, rows));
    }
    try {
      const [, ...results] = await this.db.batch([
        this.db.prepare(GUARD).bind(this.ownerId),
        ...prepared,
      ]);
      return results.map((r) => d1Result(r, rows));
    } catch (error) {
      if (isGuardRefusal(error)) throw movingError();
      throw error;
    }
  }
}

/** D1's answer in the handle's shape; `arrays` keeps the statement's column order (D1 batches answer objects). */
const d1Result = (r: D1Result, rows: ChatCall['rows']): ChatResult<unknown> => ({
  results:
    rows === 'arrays'
      ? (r.results as Record<string, unknown>[]).map((row) => Object.values(row))
      : (r.results as Record<string, unknown>[]),
  meta: { changes: r.meta.changes ?? 0 },
});

class ObjectHandle extends Handle {
  readonly home = 'object';
  constructor(
    private readonly env: Pick<Env, 'PERSON'>,
    ownerId: string,
  ) {
    super(ownerId);
  }

  async run(
    statements: readonly ChatStatement[],
    rows: ChatCall['rows'],
  ): Promise<ChatResult<unknown>[]> {
    const calls = statements.map((s) => ({ sql: s.sql, params: s.params.map(plain), rows }));
    // Rows are plain SQL values; RPC's typing cannot follow `unknown`.
    const answer = (await askPerson(this.env, this.ownerId, (p) => p.chatSql(calls))) as ChatAnswer;
    // The object's SQL error, as D1 reports one: callers that recognise a constraint still do.
    if (answer.error !== null) throw new Error(answer.error);
    return answer.results;
  }
}

/** A person's conversations in D1 (their part not moved, or being copied: writes then refused). */
export const chatsInD1 = (db: D1Database, ownerId: string): ChatDb => new D1Handle(db, ownerId);

/** A person's conversations in their object. */
export const chatsInObject = (env: Pick<Env, 'PERSON'>, ownerId: string): ChatDb =>
  new ObjectHandle(env, ownerId);

/**
 * The person's conversations where they live now. While they are copied, reads come from D1
 * and every write answers 503 `storage_moving` (the guard), as decision 203 has it.
 */
export async function chatsOf(env: Pick<Env, 'DB' | 'PERSON'>, ownerId: string): Promise<ChatDb> {
  const home = await homeOf(env.DB, ownerId, 'chats');
  return home === 'object' ? chatsInObject(env, ownerId) : chatsInD1(env.DB, ownerId);
}
