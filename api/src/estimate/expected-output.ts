import type { ChatDb } from '../chat/chat-db';

/**
 * An answer's length when the person has no answer yet from the model: a short chat reply
 * (docs/decisions/209-estimate-expects-the-usual-answer.md).
 */
export const TYPICAL_OUTPUT_TOKENS = 250;
/** How many of the person's newest answers with the model set the expected length. */
const RECENT_ANSWERS = 10;
/** The chats those answers are looked for in: the person's most recently used. */
const RECENT_CHATS = 20;

/**
 * The output tokens an answer of `modelId` is expected to take for this person: the mean of
 * their newest complete answers with it, else a typical short reply. An expectation, not a
 * bound: the hold (decision 191) stays the upper bound. `db` is the person's own conversations.
 */
export async function expectedOutputTokens(
  db: ChatDb,
  userId: string,
  modelId: string,
): Promise<number> {
  const row = await db
    .prepare(
      `SELECT AVG(output_tokens) AS mean FROM (
         SELECT m.output_tokens FROM messages m
         WHERE m.chat_id IN (SELECT id FROM chats WHERE owner_id = ?1
                               ORDER BY updated_at DESC LIMIT ${RECENT_CHATS})
           AND m.role = 'assistant' AND m.model = ?2 AND m.status = 'complete'
           AND m.output_tokens > 0
         ORDER BY m.seq DESC LIMIT ${RECENT_ANSWERS})`,
    )
    .bind(userId, modelId)
    .first<{ mean: number | null }>();
  return row?.mean ? Math.round(row.mean) : TYPICAL_OUTPUT_TOKENS;
}
