import { type ChatDb, chatsOf } from '../chat/chat-db';
import type { Env } from '../env';
import { ApiError } from '../lib/errors';
import type { MessageRow } from '../messages/message-store';

/** `user_id`: who sent it, whose Generation object ran it (decision 118). */
type AnswerRow = MessageRow & { owner_id: string; user_id: string | null };

/**
 * The answer of requestId `?1` in one person's conversations, in a chat of theirs (`?2`) that is
 * not deleted nor past its end (decision 151); `?3`, when given, the chats (a JSON list) it may be in.
 */
const ANSWER = `SELECT m.*, c.owner_id FROM messages m JOIN chats c ON c.id = m.chat_id
  WHERE m.request_id = ?1 AND c.owner_id = ?2 AND c.deleted_at IS NULL
  AND (c.expires_at IS NULL OR c.expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  AND (?3 IS NULL OR c.id IN (SELECT value FROM json_each(?3)))`;

/**
 * The chats shared with `?1`, by owner, while both are members of the chat's team (decision 123):
 * D1's share directory names owner and team (migration 0053).
 */
const SHARED_WITH = `SELECT s.owner_id, json_group_array(s.chat_id) AS chats FROM chat_shares s
  WHERE s.user_id = ?1 AND s.owner_id <> ?1
  AND EXISTS (SELECT 1 FROM entity_members r WHERE r.entity_id = s.entity_id AND r.user_id = ?1)
  AND EXISTS (SELECT 1 FROM entity_members o WHERE o.entity_id = s.entity_id AND o.user_id = s.owner_id)
  GROUP BY s.owner_id`;

/**
 * The answer written by a requestId if the user may read its chat; otherwise 404. A requestId
 * names no chat, so it is looked for where the user's answers live, then in the chats shared with
 * them, each in its owner's home (decision 218).
 */
export async function readableAnswer(
  env: Pick<Env, 'DB' | 'PERSON'>,
  requestId: string,
  userId: string,
): Promise<AnswerRow> {
  const own = await chatsOf(env, userId);
  const mine = await own.prepare(ANSWER).bind(requestId, userId, null).first<AnswerRow>();
  if (mine) return mine;
  const { results } = await env.DB.prepare(SHARED_WITH)
    .bind(userId)
    .all<{ owner_id: string; chats: string }>();
  for (const { owner_id, chats } of results) {
    const db = await chatsOf(env, owner_id);
    const row = await db.prepare(ANSWER).bind(requestId, owner_id, chats).first<AnswerRow>();
    if (row) return row;
  }
  throw new ApiError(404, 'not_found');
}

/** The answer if the user owns its chat (stopping is writing); 403 for a reader, else 404. */
export async function writableAnswer(
  env: Pick<Env, 'DB' | 'PERSON'>,
  requestId: string,
  userId: string,
) {
  const row = await readableAnswer(env, requestId, userId);
  if (row.owner_id !== userId) throw new ApiError(403, 'read_only_chat');
  return row;
}

/**
 * Who wrote the answer of a requestId in these conversations, or undefined when there is none.
 * requestIds are their author's (decision 223): a person's start looks only in their own home.
 */
export async function answerAuthor(db: ChatDb, requestId: string) {
  const row = await db
    .prepare('SELECT user_id FROM messages WHERE request_id = ?1')
    .bind(requestId)
    .first<{ user_id: string }>();
  return row?.user_id;
}
