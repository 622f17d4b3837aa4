import type { MessageRow } from '../messages/message-store';
import { imagesOfMessages, toImageJson } from './image-store';

/**
 * The answer of an image send, as `POST /v1/openai/{provider}/{llm}?image=true` returns it, or
 * undefined when this requestId has none of the user's yet.
 */
export async function imageAnswerJson(db: D1Database, requestId: string, userId: string) {
  const row = await db
    .prepare(`SELECT * FROM messages WHERE request_id = ?1 AND user_id = ?2 AND role = 'assistant'`)
    .bind(requestId, userId)
    .first<MessageRow>();
  if (!row) return undefined;
  const question = await db
    .prepare(
      `SELECT id, content FROM messages WHERE chat_id = ?1 AND seq < (SELECT seq FROM messages
         WHERE id = ?2) AND role = 'user' ORDER BY seq DESC LIMIT 1`,
    )
    .bind(row.chat_id, row.id)
    .first<{ id: string; content: string }>();
  const images = await imagesOfMessages(db, [row.id]);
  return {
    chatId: row.chat_id,
    messageId: row.id,
    userMessageId: question?.id,
    requestId,
    prompt: question?.content ?? '',
    content: row.content,
    status: row.status,
    model: row.model,
    usage: null,
    cost: row.cost_kopecks ?? 0,
    errorCode: row.error_code,
    images: images.map(toImageJson),
  };
}
