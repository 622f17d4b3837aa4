import type { ChatDb, ChatStatement } from '../chat/chat-db';
import type { ChatMessage } from '../generation/send-form';
import { ApiError } from '../lib/errors';
import { branchPathCte } from '../messages/tree';

/** A stored message of a branch, as a model turn with its id. */
export interface BranchTurn extends ChatMessage {
  id: string;
}

export interface SummaryRow {
  id: string;
  chat_id: string;
  through_message_id: string;
  text: string;
  model: string;
  input_tokens: number;
  output_tokens: number;
  cost_kopecks: number;
  created_at: string;
}

/**
 * The branch ending at `lastId` (undefined: the one the chat shows), oldest first, as model
 * turns: failed and empty answers left out, as the client and the branch sends do.
 */
export async function branchTurns(
  db: ChatDb,
  chatId: string,
  lastId: string | undefined,
): Promise<BranchTurn[]> {
  const { results } = await db
    .prepare(
      `${branchPathCte}
       SELECT m.id, m.role, m.content FROM path JOIN messages m ON m.id = path.id
       WHERE m.status != 'error' AND m.status != 'streaming' AND m.content != ''
       ORDER BY path.depth DESC`,
    )
    .bind(chatId, lastId ?? null)
    .all<BranchTurn>();
  return results;
}

/** The chat's summaries that still have their text (a wiped chat's have none), by the message they end at. */
export async function summariesByEnd(db: ChatDb, chatId: string) {
  const { results } = await db
    .prepare(
      `SELECT * FROM chat_summaries WHERE chat_id = ?1 AND text != '' ORDER BY created_at, rowid`,
    )
    .bind(chatId)
    .all<SummaryRow>();
  return new Map(results.map((row) => [row.through_message_id, row]));
}

/** One summary of the chat (the caller has checked they may read the chat), or 404. */
export async function summaryOfChat(db: ChatDb, chatId: string, summaryId: string) {
  const row = await db
    .prepare(`SELECT * FROM chat_summaries WHERE id = ?1 AND chat_id = ?2 AND text != ''`)
    .bind(summaryId, chatId)
    .first<SummaryRow>();
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

/** The statement that stores a summary. */
export function insertSummary(db: ChatDb, row: SummaryRow): ChatStatement {
  return db
    .prepare(
      `INSERT INTO chat_summaries (id, chat_id, through_message_id, text, model, input_tokens,
         output_tokens, cost_kopecks, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
    )
    .bind(
      row.id,
      row.chat_id,
      row.through_message_id,
      row.text,
      row.model,
      row.input_tokens,
      row.output_tokens,
      row.cost_kopecks,
      row.created_at,
    );
}
