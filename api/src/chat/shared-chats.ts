import type { Env } from '../env';
import { type ChatDb, chatsOf } from './chat-db';

/**
 * The chats shared with `userId` that they may still read (both they and the owner members of the
 * chat's team, docs/decisions/123-shares-end-with-membership.md), by owner: read from D1's share
 * directory (migration 0053), which names owner and team, so no chat row is read here.
 */
const SHARED_WITH = `SELECT s.chat_id, s.owner_id FROM chat_shares s
  WHERE s.user_id = ?1 AND s.owner_id != ?1
  AND EXISTS (SELECT 1 FROM entity_members r WHERE r.entity_id = s.entity_id AND r.user_id = ?1)
  AND EXISTS (SELECT 1 FROM entity_members o WHERE o.entity_id = s.entity_id AND o.user_id = s.owner_id)
  ORDER BY s.owner_id, s.chat_id`;

/** One owner's chats shared with the user, and that owner's conversations (decision 218). */
export interface SharedOfOwner {
  ownerId: string;
  chatIds: string[];
  db: ChatDb;
}

/** The chats shared with the user, grouped by owner, each with the owner's `ChatDb`. */
export async function sharedChatsByOwner(
  env: Pick<Env, 'DB' | 'PERSON'>,
  userId: string,
): Promise<SharedOfOwner[]> {
  const rows = await env.DB.prepare(SHARED_WITH)
    .bind(userId)
    .all<{ chat_id: string; owner_id: string }>();
  const byOwner = new Map<string, string[]>();
  for (const row of rows.results) {
    const list = byOwner.get(row.owner_id) ?? [];
    list.push(row.chat_id);
    byOwner.set(row.owner_id, list);
  }
  return Promise.all(
    [...byOwner].map(async ([ownerId, chatIds]) => ({
      ownerId,
      chatIds,
      db: await chatsOf(env, ownerId),
    })),
  );
}

/**
 * The first row `sql` finds in the user's own conversations, else in those of the owners of the
 * chats shared with them. `sql` takes `?1` (the id sought), `?2` (the owner) and `?3` (a JSON
 * array of the chat ids it may look in: the shared ones, or null for all the owner's own).
 */
export async function findOwnThenShared<Row>(
  env: Pick<Env, 'DB' | 'PERSON'>,
  userId: string,
  sql: string,
  id: string,
): Promise<Row | null> {
  const own = await chatsOf(env, userId);
  const mine = await own.prepare(sql).bind(id, userId, null).first<Row>();
  if (mine) return mine;
  for (const shared of await sharedChatsByOwner(env, userId)) {
    const row = await shared.db
      .prepare(sql)
      .bind(id, shared.ownerId, JSON.stringify(shared.chatIds))
      .first<Row>();
    if (row) return row;
  }
  return null;
}
