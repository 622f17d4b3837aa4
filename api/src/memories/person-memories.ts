import type { Sql } from '../person/sql';
import { ContentHash } from '../storage-moves/content-hash';
import { MAX_MEMORIES } from './contract';
import { memoryHashRow, type StoredMemory } from './stored-memory';

type MemoryRow = StoredMemory & Record<string, SqlStorageValue>;

/** What a save writes: the text, the answer that asked for it (if any), and when. */
export interface MemoryInput {
  text: string;
  requestId: string | null;
  now: string;
}

/** Why a save kept nothing (the `memory` setting is checked by the Worker, before it asks). */
export type MemoryRefusal = 'limit' | 'duplicate';

/** A save's outcome: the row kept, or why none was (one shape, so it crosses RPC typed). */
export interface MemorySave {
  row: StoredMemory | null;
  notSaved: MemoryRefusal | null;
}

/** The person's memories, newest first. */
export const listMemories = (sql: Sql, limit = MAX_MEMORIES): StoredMemory[] =>
  sql<MemoryRow>`SELECT * FROM memories ORDER BY created_at DESC, id LIMIT ${limit}`;

export const memoryById = (sql: Sql, id: string): StoredMemory | null =>
  sql<MemoryRow>`SELECT * FROM memories WHERE id = ${id}`[0] ?? null;

/**
 * Saves a memory unless the person already keeps MAX_MEMORIES or the same text. The object runs
 * one call at a time, so the checks and the insert cannot interleave with another save.
 */
export function addMemory(sql: Sql, input: MemoryInput): MemorySave {
  if (sql<MemoryRow>`SELECT id FROM memories WHERE text = ${input.text}`.length > 0) {
    return { row: null, notSaved: 'duplicate' };
  }
  const [count] = sql<{ n: number }>`SELECT count(*) AS n FROM memories`;
  if ((count?.n ?? 0) >= MAX_MEMORIES) return { row: null, notSaved: 'limit' };
  const [row] = sql<MemoryRow>`INSERT INTO memories (id, text, request_id, created_at, updated_at)
    VALUES (${crypto.randomUUID()}, ${input.text}, ${input.requestId}, ${input.now}, ${input.now})
    RETURNING *`;
  if (!row) throw new Error('memory not stored');
  return { row, notSaved: null };
}

/** Changes a memory's text; null when the person has none with this id. */
export function editMemory(sql: Sql, id: string, text: string, now: string): StoredMemory | null {
  const [row] = sql<MemoryRow>`UPDATE memories SET text = ${text}, updated_at = ${now}
    WHERE id = ${id} RETURNING *`;
  return row ?? null;
}

/** Deletes one memory; false when the person has none with this id. */
export function deleteMemory(sql: Sql, id: string): boolean {
  return sql<MemoryRow>`DELETE FROM memories WHERE id = ${id} RETURNING id`.length > 0;
}

/** Forgets every memory: the person's "forget everything", account deletion, or a failed move's check. */
export function forgetMemories(sql: Sql): void {
  sql`DELETE FROM memories`;
}

/** A page of the move: inserted, or overwritten when an earlier run copied it already. */
export function copyMemories(sql: Sql, rows: readonly StoredMemory[]): void {
  for (const row of rows) {
    sql`INSERT OR REPLACE INTO memories (id, text, request_id, created_at, updated_at)
      VALUES (${row.id}, ${row.text}, ${row.request_id}, ${row.created_at}, ${row.updated_at})`;
  }
}

/** Count and content hash of every memory, in key order (the move's check). */
export async function hashMemories(sql: Sql): Promise<{ rows: number; hash: string }> {
  const hash = new ContentHash();
  await hash.add(sql<MemoryRow>`SELECT * FROM memories ORDER BY id`.map(memoryHashRow));
  return hash.finish();
}
