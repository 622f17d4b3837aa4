import { type ChatDb, chatsOf } from '../chat/chat-db';
import type { Env } from '../env';
import { plainSnippet } from './plain-snippet';

// Private-use characters mark the terms inside FTS5's snippet; they are parsed into ranges and
// never reach a client, which gets plain text plus offsets (no markup to inject).
const OPEN = '\uE000';
const CLOSE = '\uE001';
const SNIPPET_TOKENS = 24;

export interface SearchHit {
  chatId: string;
  chatName: string;
  mode: string;
  messageId: string | null;
  role: 'user' | 'assistant' | 'system' | null;
  snippet: string;
  marks: { start: number; end: number }[];
  at: string;
}

type PageRow = {
  chat_id: string;
  chat_name: string;
  mode: string;
  message_id: string | null;
  role: SearchHit['role'];
  at: string;
  seq: number | null;
};

/**
 * Text with OPEN/CLOSE markers → the text without them and the marked ranges (UTF-16 offsets).
 *
 * @example parseMarked('a \uE000cat\uE001') // { text: 'a cat', marks: [{ start: 2, end: 5 }] }
 */
export function parseMarked(marked: string) {
  let text = '';
  let start = -1;
  const marks: { start: number; end: number }[] = [];
  for (const part of marked.split(/([\uE000\uE001])/)) {
    if (part === OPEN) start = text.length;
    else if (part === CLOSE) {
      if (start >= 0 && text.length > start) marks.push({ start, end: text.length });
      start = -1;
    } else text += part;
  }
  return { text, marks };
}

/** A chat readable to its reader: not deleted, not past its end (decision 151). `c` is the chat. */
const LIVE = `c.deleted_at IS NULL
  AND (c.expires_at IS NULL OR c.expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * The matches in one person's conversations (`?1` the owner), optionally only in the chats
 * listed as JSON in `?5` (those shared with the reader). Title hits come first (the chat itself
 * is what was named), then messages; newest first. The same SQL in D1 and in the object.
 */
const PAGE_SQL = `
  SELECT chat_id, chat_name, mode, message_id, role, at, seq, title FROM (
    SELECT c.id AS chat_id, c.name AS chat_name, c.mode, m.id AS message_id, m.role,
      m.created_at AS at, m.seq AS seq, 0 AS title
    FROM messages_fts f JOIN messages m ON m.seq = f.rowid JOIN chats c ON c.id = m.chat_id
    WHERE messages_fts MATCH ?2 AND c.owner_id = ?1 AND ${LIVE}
      AND (?5 IS NULL OR c.id IN (SELECT value FROM json_each(?5)))
      AND c.studio IS NULL AND c.expires_at IS NULL
    UNION ALL
    SELECT c.id, c.name, c.mode, NULL, NULL, c.updated_at, NULL, 1
    FROM chats_fts t JOIN chats c ON c.rowid = t.rowid
    WHERE chats_fts MATCH ?2 AND c.owner_id = ?1 AND ${LIVE}
      AND (?5 IS NULL OR c.id IN (SELECT value FROM json_each(?5)))
      AND c.studio IS NULL AND c.expires_at IS NULL
  ) ORDER BY title DESC, at DESC, seq DESC, chat_id LIMIT ?3 OFFSET ?4`;

/**
 * The chats shared with the reader, by owner, while both are still members of the chat's team
 * (decision 123), from D1's share directory (migration 0053 names owner and team).
 */
async function sharedByOwner(db: D1Database, userId: string) {
  const { results } = await db
    .prepare(
      `SELECT s.owner_id, s.chat_id FROM chat_shares s WHERE s.user_id = ?1 AND s.owner_id != ?1
         AND EXISTS (SELECT 1 FROM entity_members r WHERE r.entity_id = s.entity_id AND r.user_id = ?1)
         AND EXISTS (SELECT 1 FROM entity_members o
           WHERE o.entity_id = s.entity_id AND o.user_id = s.owner_id)`,
    )
    .bind(userId)
    .all<{ owner_id: string; chat_id: string }>();
  const byOwner = new Map<string, string[]>();
  for (const row of results)
    byOwner.set(row.owner_id, [...(byOwner.get(row.owner_id) ?? []), row.chat_id]);
  return byOwner;
}

type SourceRow = PageRow & { title: number; db: ChatDb };

/**
 * The merge's order, as one source's SQL orders its rows: titles first, newest first; `seq` only
 * orders rows of one owner (each home numbers its own), so owners are kept apart before it.
 */
function byRank(a: SourceRow, b: SourceRow) {
  if (a.title !== b.title) return b.title - a.title;
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.db.ownerId !== b.db.ownerId) return a.db.ownerId < b.db.ownerId ? -1 : 1;
  if (a.seq !== b.seq) return (b.seq ?? -1) - (a.seq ?? -1);
  return a.chat_id < b.chat_id ? -1 : a.chat_id > b.chat_id ? 1 : 0;
}

/** The marked snippets and titles of one home's rows on the page, by seq or chat id. */
async function markedOf(db: ChatDb, match: string, rows: SourceRow[]) {
  const seqs = rows.flatMap((row) => (row.seq === null ? [] : [row.seq]));
  const titled = rows.flatMap((row) => (row.message_id === null ? [row.chat_id] : []));
  const [snippets, titles] = await db.batch([
    db
      .prepare(
        `SELECT rowid AS key, snippet(messages_fts, 0, ?3, ?4, '…', ${SNIPPET_TOKENS}) AS marked
         FROM messages_fts WHERE messages_fts MATCH ?1
           AND rowid IN (SELECT value FROM json_each(?2))`,
      )
      .bind(match, JSON.stringify(seqs), OPEN, CLOSE),
    db
      .prepare(
        `SELECT c.id AS key, highlight(chats_fts, 0, ?3, ?4) AS marked
         FROM chats_fts t JOIN chats c ON c.rowid = t.rowid
         WHERE chats_fts MATCH ?1 AND c.id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(match, JSON.stringify(titled), OPEN, CLOSE),
  ]);
  const marked = new Map<string | number, string>();
  for (const row of [...(snippets?.results ?? []), ...(titles?.results ?? [])] as {
    key: string | number;
    marked: string;
  }[]) {
    marked.set(row.key, row.marked);
  }
  return marked;
}

/**
 * One page of the chats a user can read whose title or message text matches `match`
 * (an FTS5 expression from `toMatchExpression`), each with its marked snippet. Their own chats
 * are searched in their own home; chats shared with them in each owner's home, restricted to the
 * shared ones, and the sources merged in the same order (XO-9 of docs/storage-plan.md).
 */
export async function searchChats(
  env: Pick<Env, 'DB' | 'PERSON'>,
  userId: string,
  match: string,
  page: number,
  take: number,
) {
  const shared = await sharedByOwner(env.DB, userId);
  const sources: { db: ChatDb; chatIds: string[] | null }[] = [
    { db: await chatsOf(env, userId), chatIds: null },
    ...(await Promise.all(
      [...shared].map(async ([ownerId, chatIds]) => ({ db: await chatsOf(env, ownerId), chatIds })),
    )),
  ];
  // One source pages in SQL; several each give their first `page * take + 1` and are merged.
  const alone = sources.length === 1;
  const [limit, offset] = alone ? [take + 1, (page - 1) * take] : [page * take + 1, 0];
  const found = await Promise.all(
    sources.map(async ({ db, chatIds }) => {
      const { results } = await db
        .prepare(PAGE_SQL)
        .bind(db.ownerId, match, limit, offset, chatIds ? JSON.stringify(chatIds) : null)
        .all<PageRow & { title: number }>();
      return results.map((row): SourceRow => ({ ...row, db }));
    }),
  );
  const merged = alone
    ? (found[0] ?? [])
    : found
        .flat()
        .sort(byRank)
        .slice((page - 1) * take);
  const rows = merged.slice(0, take);
  const marked = new Map<ChatDb, Map<string | number, string>>();
  await Promise.all(
    sources.map(async ({ db }) => {
      const mine = rows.filter((row) => row.db === db);
      if (mine.length) marked.set(db, await markedOf(db, match, mine));
    }),
  );
  const items: SearchHit[] = rows.map((row) => {
    const key = row.seq === null ? row.chat_id : row.seq;
    // Message text is markdown; a chat's name is plain already.
    const source = marked.get(row.db)?.get(key);
    const { text, marks } = parseMarked(
      source === undefined ? row.chat_name : row.seq === null ? source : plainSnippet(source),
    );
    return {
      chatId: row.chat_id,
      chatName: row.chat_name,
      mode: row.mode,
      messageId: row.message_id,
      role: row.role,
      snippet: text,
      marks,
      at: row.at,
    };
  });
  return { items, hasMore: merged.length > take };
}
