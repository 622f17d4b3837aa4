import type { ChatDb } from '../chat/chat-db';
import { ApiError } from '../lib/errors';

/**
 * A chat's messages form a tree (docs/decisions/101-message-branches.md): `parent_id` is the
 * message a message follows, siblings (same parent) are branches, and `chats.current_leaf_id`
 * ends the branch shown. These helpers read it in SQL; `?1` is always the chat's id.
 */

/** Deeper than any real chat: stops a walk should bad data ever hold a cycle. */
const MAX_DEPTH = 100_000;

/**
 * The CTEs `leaf(id)` (the shown branch's last message) and `path(id, depth)` (that branch, leaf
 * at depth 0). With `?2` (a message of the chat) the branch runs through it to its newest
 * descendant; without it, the chat's remembered leaf, or its newest message if that is gone.
 */
export const BRANCH_CTE = `WITH RECURSIVE
  below(id, seq) AS (
    SELECT id, seq FROM messages WHERE id = ?2 AND chat_id = ?1
    UNION ALL
    SELECT m.id, m.seq FROM messages m JOIN below ON m.chat_id = ?1 AND m.parent_id = below.id
  ),
  leaf(id) AS (
    SELECT COALESCE(
      (SELECT id FROM below ORDER BY seq DESC LIMIT 1),
      (SELECT m.id FROM chats c JOIN messages m ON m.id = c.current_leaf_id AND m.chat_id = c.id
         WHERE c.id = ?1),
      (SELECT id FROM messages WHERE chat_id = ?1 ORDER BY seq DESC LIMIT 1))
  ),
  path(id, parent_id, depth) AS (
    SELECT m.id, m.parent_id, 0 FROM messages m JOIN leaf ON m.id = leaf.id
    UNION ALL
    SELECT m.id, m.parent_id, path.depth + 1 FROM messages m JOIN path ON m.id = path.parent_id
      WHERE m.chat_id = ?1 AND path.depth < ${MAX_DEPTH}
  )`;

export interface TreeNode {
  id: string;
  chat_id: string;
  role: 'user' | 'assistant' | 'system';
  parent_id: string | null;
}

/** A message of the chat, or 404 (a message of another chat is as unknown as none). */
export async function messageOfChat(db: ChatDb, chatId: string, messageId: string) {
  const row = await db
    .prepare('SELECT id, chat_id, role, parent_id FROM messages WHERE id = ?2 AND chat_id = ?1')
    .bind(chatId, messageId)
    .first<TreeNode>();
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

/** The last message of the branch through `messageId` (its newest descendant, or itself). */
export async function leafThrough(db: ChatDb, chatId: string, messageId: string) {
  const row = await db
    .prepare(`${BRANCH_CTE} SELECT id FROM leaf`)
    .bind(chatId, messageId)
    .first<{ id: string | null }>();
  return row?.id ?? messageId;
}

/** Remembers the branch through `messageId` as the chat's shown one; answers its leaf. */
export async function showBranch(db: ChatDb, chatId: string, messageId: string) {
  await messageOfChat(db, chatId, messageId);
  const leaf = await leafThrough(db, chatId, messageId);
  await db.prepare('UPDATE chats SET current_leaf_id = ?2 WHERE id = ?1').bind(chatId, leaf).run();
  return leaf;
}

/**
 * SQL for `path(id, parent_id, depth)`: the branch of chat `?1` ending at message `?2`, or, when
 * `?2` is null, at the branch the chat shows (its remembered leaf, else its newest message).
 */
export const branchPathCte = `WITH RECURSIVE path(id, parent_id, depth) AS (
         SELECT id, parent_id, 0 FROM messages WHERE chat_id = ?1 AND id = COALESCE(?2,
           (SELECT current_leaf_id FROM chats WHERE id = ?1),
           (SELECT id FROM messages WHERE chat_id = ?1 ORDER BY seq DESC LIMIT 1))
         UNION ALL
         SELECT m.id, m.parent_id, path.depth + 1 FROM messages m JOIN path ON m.id = path.parent_id
           WHERE m.chat_id = ?1 AND path.depth < ${MAX_DEPTH}
       )`;

/**
 * The shown branch from its first message to `lastId` (inclusive), oldest first: the context a
 * regenerated or edited answer is written from.
 */
export async function pathTo(db: ChatDb, chatId: string, lastId: string) {
  const rows = await db
    .prepare(
      `${branchPathCte}
       SELECT m.role, m.content, m.status FROM path JOIN messages m ON m.id = path.id
       ORDER BY path.depth DESC`,
    )
    .bind(chatId, lastId)
    .all<{ role: 'user' | 'assistant' | 'system'; content: string; status: string }>();
  return rows.results;
}

export interface Siblings {
  index: number;
  count: number;
  ids: string[];
  /** The siblings still being written, to attach to after a reload (a comparison, decision 170). */
  running?: RunningSibling[];
}

/** An answer still streaming: what a page needs to attach to it and show whose it is. */
interface RunningSibling {
  id: string;
  requestId: string;
  model: string | null;
  createdAt: string;
}

interface SiblingRow {
  id: string;
  parent_id: string | null;
  status: string;
  request_id: string | null;
  model: string | null;
  created_at: string;
}

/** The siblings of each listed message (itself included), in the order they were written. */
export async function siblingsOf(
  db: ChatDb,
  chatId: string,
  messages: { id: string; parent_id?: string | null }[],
) {
  const parents = [...new Set(messages.map((m) => m.parent_id ?? null).filter((p) => p !== null))];
  const anyRoot = messages.some((m) => (m.parent_id ?? null) === null);
  const rows = messages.length
    ? await db
        .prepare(
          `SELECT id, parent_id, status, request_id, model, created_at FROM messages WHERE chat_id = ?1
             AND (parent_id IN (SELECT value FROM json_each(?2)) OR (?3 = 1 AND parent_id IS NULL))
           ORDER BY seq`,
        )
        .bind(chatId, JSON.stringify(parents), anyRoot ? 1 : 0)
        .all<SiblingRow>()
    : { results: [] };
  const byParent = new Map<string | null, SiblingRow[]>();
  for (const row of rows.results) {
    const list = byParent.get(row.parent_id) ?? [];
    list.push(row);
    byParent.set(row.parent_id, list);
  }
  return new Map(
    messages.map((m): [string, Siblings] => {
      const rows = byParent.get(m.parent_id ?? null) ?? [];
      const ids = rows.length ? rows.map((row) => row.id) : [m.id];
      const running = rows
        .filter((row) => row.status === 'streaming' && row.request_id)
        .map((row) => ({
          id: row.id,
          requestId: row.request_id ?? '',
          model: row.model,
          createdAt: row.created_at,
        }));
      return [
        m.id,
        {
          index: Math.max(0, ids.indexOf(m.id)),
          count: ids.length,
          ids,
          // Only where another version runs too: a lone streaming answer has its own requestId.
          ...(running.some((row) => row.id !== m.id) ? { running } : {}),
        },
      ];
    }),
  );
}
