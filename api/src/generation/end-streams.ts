import type { Env } from '../env';
import type { ReaderMatch } from './event-log';
import { generationsOf } from './generation';

/**
 * Ends the open streams of the answers still running in `chatIds` whose readers `match` names
 * (docs/decisions/193-wipes-and-lost-access-end-streams.md). Call it once the change that took
 * their access (a share ended, a removal from the team) is committed: a reader subscribing
 * meanwhile is asked again by the stream route once subscribed.
 *
 * @example await endChatStreams(env, [chatId], { only: removedUserId })
 */
export async function endChatStreams(
  env: Pick<Env, 'DB' | 'GENERATION'>,
  chatIds: string[],
  match: ReaderMatch,
) {
  if (!chatIds.length) return;
  const { results } = await env.DB.prepare(
    `SELECT user_id, request_id FROM messages WHERE chat_id IN (SELECT value FROM json_each(?1))
       AND status = 'streaming' AND user_id IS NOT NULL AND request_id IS NOT NULL`,
  )
    .bind(JSON.stringify(chatIds))
    .all<{ user_id: string; request_id: string }>();
  const byAuthor = new Map<string, string[]>();
  for (const { user_id, request_id } of results) {
    byAuthor.set(user_id, [...(byAuthor.get(user_id) ?? []), request_id]);
  }
  for (const [authorId, requestIds] of byAuthor) {
    await generationsOf(env, authorId).endStreams(requestIds, match);
  }
}
