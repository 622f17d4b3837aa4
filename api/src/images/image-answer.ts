import type { ChatDb } from '../chat/chat-db';
import { ApiError } from '../lib/errors';
import type { MessageRow } from '../messages/message-store';
import { imagesOfMessages, toImageJson } from './image-store';

/**
 * The answer of an image send, as `POST /v1/openai/{provider}/{llm}?image=true` returns it, or
 * undefined when this requestId has none of the user's yet: its messages read in the user's
 * conversations (`chats`, decision 218), its images in D1's media directory (`db`).
 */
export async function imageAnswerJson(
  db: D1Database,
  chats: ChatDb,
  requestId: string,
  userId: string,
) {
  const row = await chats
    .prepare(`SELECT * FROM messages WHERE request_id = ?1 AND user_id = ?2 AND role = 'assistant'`)
    .bind(requestId, userId)
    .first<MessageRow>();
  if (!row) return undefined;
  const question = await chats
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

/** How long a repeated send waits for the first one's images (a generation takes up to ~1 min). */
const REPEAT_WAIT_MS = 120_000;

/**
 * The answer of a send already started with this requestId, once it has ended (or after
 * `REPEAT_WAIT_MS`, as it stands): a repeat gets what the first send gets, never a second
 * answer or charge. Undefined when the requestId has no answer; 404 when it is someone else's.
 *
 * requestIds are their author's (decision 223): only the user's own conversations are looked in.
 *
 * @example const first = await repeatedImageAnswer(db, chats, requestId, userId); if (first) return first;
 */
export async function repeatedImageAnswer(
  db: D1Database,
  chats: ChatDb,
  requestId: string,
  userId: string,
) {
  const until = Date.now() + REPEAT_WAIT_MS;
  for (let delay = 100; ; delay = Math.min(delay * 2, 1000)) {
    const author = await chats
      .prepare(`SELECT user_id FROM messages WHERE request_id = ?1 AND role = 'assistant'`)
      .bind(requestId)
      .first<string>('user_id');
    if (!author) return undefined;
    if (author !== userId) throw new ApiError(404, 'not_found');
    const answer = await imageAnswerJson(db, chats, requestId, userId);
    if (answer && (answer.status !== 'streaming' || Date.now() > until)) return answer;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
