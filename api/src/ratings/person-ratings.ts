import type { Sql } from '../person/sql';
import { ContentHash } from '../storage-moves/content-hash';
import { ratingHashRow, type StoredRating } from './stored-rating';

type RatingRow = StoredRating & Record<string, SqlStorageValue>;

/** What a rating route writes: the answer, its chat, and the rating itself. */
export interface RatingInput {
  messageId: string;
  chatId: string;
  rating: 'up' | 'down';
  reason: StoredRating['reason'];
  comment: string | null;
  now: string;
}

/** Sets (or changes) the rating of one answer in the person's object. */
export function putRating(sql: Sql, input: RatingInput): StoredRating {
  const [row] = sql<RatingRow>`INSERT INTO ratings (message_id, chat_id, rating, reason, comment,
      created_at, updated_at) VALUES (${input.messageId}, ${input.chatId}, ${input.rating},
      ${input.reason}, ${input.comment}, ${input.now}, ${input.now})
    ON CONFLICT (message_id) DO UPDATE SET rating = excluded.rating, reason = excluded.reason,
      comment = excluded.comment, updated_at = excluded.updated_at
    RETURNING *`;
  if (!row) throw new Error('rating not stored');
  return row;
}

export function deleteRating(sql: Sql, messageId: string): void {
  sql`DELETE FROM ratings WHERE message_id = ${messageId}`;
}

export const ratingsOfChat = (sql: Sql, chatId: string): StoredRating[] =>
  sql<RatingRow>`SELECT * FROM ratings WHERE chat_id = ${chatId} ORDER BY message_id`;

/** The ratings of these answers (the ledger export's), at most 100 ids a call. */
export function ratingsOfAnswers(sql: Sql, messageIds: readonly string[]): StoredRating[] {
  if (messageIds.length === 0) return [];
  return sql<RatingRow>`SELECT * FROM ratings WHERE message_id IN (SELECT value FROM json_each(${JSON.stringify(messageIds)}))`;
}

/** A page of the move: inserted, or overwritten when an earlier run copied it already. */
export function copyRatings(sql: Sql, rows: readonly StoredRating[]): void {
  for (const row of rows) {
    sql`INSERT OR REPLACE INTO ratings (message_id, chat_id, rating, reason, comment, created_at,
        updated_at) VALUES (${row.message_id}, ${row.chat_id}, ${row.rating}, ${row.reason},
        ${row.comment}, ${row.created_at}, ${row.updated_at})`;
  }
}

/** Count and content hash of every rating, in key order (the move's check). */
export async function hashRatings(sql: Sql): Promise<{ rows: number; hash: string }> {
  const hash = new ContentHash();
  await hash.add(sql<RatingRow>`SELECT * FROM ratings ORDER BY message_id`.map(ratingHashRow));
  return hash.finish();
}

export function forgetRatings(sql: Sql): void {
  sql`DELETE FROM ratings`;
}
