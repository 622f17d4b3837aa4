import { chatsOf } from '../chat/chat-db';
import type { Env } from '../env';
import type { ReaderMatch } from './event-log';
import { generationsOf } from './generation';

/** A chat and its owner, whose home has its messages (D1's `chat_shares` names both). */
export interface OwnedChat {
  id: string;
  ownerId: string;
}

/**
 * Ends the open streams of the answers still running in `chats` whose readers `match` names
 * (docs/decisions/193-wipes-and-lost-access-end-streams.md). Call it once the change that took
 * their access (a share ended, a removal from the team) is committed: a reader subscribing
 * meanwhile is asked again by the stream route once subscribed. The streaming answers are read
 * in each owner's home (decision 218), then ended by their authors' Generation objects.
 *
 * @example await endChatStreams(env, [{ id: chatId, ownerId: userId }], { only: removedUserId })
 */
export async function endChatStreams(
  env: Pick<Env, 'DB' | 'PERSON' | 'GENERATION'>,
  chats: OwnedChat[],
  match: ReaderMatch,
) {
  const byOwner = new Map<string, string[]>();
  for (const { id, ownerId } of chats) byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), id]);
  const byAuthor = new Map<string, string[]>();
  for (const [ownerId, chatIds] of byOwner) {
    const db = await chatsOf(env, ownerId);
    const { results } = await db
      .prepare(
        `SELECT user_id, request_id FROM messages WHERE chat_id IN (SELECT value FROM json_each(?1))
           AND status = 'streaming' AND user_id IS NOT NULL AND request_id IS NOT NULL`,
      )
      .bind(JSON.stringify(chatIds))
      .all<{ user_id: string; request_id: string }>();
    for (const { user_id, request_id } of results) {
      byAuthor.set(user_id, [...(byAuthor.get(user_id) ?? []), request_id]);
    }
  }
  for (const [authorId, requestIds] of byAuthor) {
    await generationsOf(env, authorId).endStreams(requestIds, match);
  }
}
