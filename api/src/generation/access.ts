import { READABLE } from '../chat/chat-store';
import { ApiError } from '../lib/errors';
import type { MessageRow } from '../messages/message-store';

/** `user_id`: who sent it, whose Generation object ran it (decision 118). */
type AnswerRow = MessageRow & { owner_id: string; user_id: string | null };

/** The answer written by a requestId if the user may read its chat; otherwise 404. */
export async function readableAnswer(db: D1Database, requestId: string, userId: string) {
  const row = await db
    .prepare(
      `SELECT m.*, c.owner_id FROM messages m JOIN chats c ON c.id = m.chat_id
       WHERE m.request_id = ?2 AND ${READABLE}`,
    )
    .bind(userId, requestId)
    .first<AnswerRow>();
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

/** The answer if the user owns its chat (stopping is writing); 403 for a reader, else 404. */
export async function writableAnswer(db: D1Database, requestId: string, userId: string) {
  const row = await readableAnswer(db, requestId, userId);
  if (row.owner_id !== userId) throw new ApiError(403, 'read_only_chat');
  return row;
}

/** Who wrote the answer of a requestId (whoever owns it), or undefined when there is none. */
export async function answerAuthor(db: D1Database, requestId: string) {
  const row = await db
    .prepare('SELECT user_id FROM messages WHERE request_id = ?1')
    .bind(requestId)
    .first<{ user_id: string }>();
  return row?.user_id;
}
