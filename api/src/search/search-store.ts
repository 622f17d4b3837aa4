import { READABLE } from '../chat/chat-store';
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

// Title hits come first (the chat itself is what was named), then messages; newest first.
const PAGE_SQL = `
  SELECT chat_id, chat_name, mode, message_id, role, at, seq FROM (
    SELECT c.id AS chat_id, c.name AS chat_name, c.mode, m.id AS message_id, m.role,
      m.created_at AS at, m.seq AS seq, 0 AS title
    FROM messages_fts f JOIN messages m ON m.seq = f.rowid JOIN chats c ON c.id = m.chat_id
    WHERE messages_fts MATCH ?2 AND ${READABLE} AND c.studio IS NULL AND c.expires_at IS NULL
    UNION ALL
    SELECT c.id, c.name, c.mode, NULL, NULL, c.updated_at, NULL, 1
    FROM chats_fts t JOIN chats c ON c.rowid = t.rowid
    WHERE chats_fts MATCH ?2 AND ${READABLE} AND c.studio IS NULL AND c.expires_at IS NULL
  ) ORDER BY title DESC, at DESC, seq DESC, chat_id LIMIT ?3 OFFSET ?4`;

/**
 * One page of the chats a user can read whose title or message text matches `match`
 * (an FTS5 expression from `toMatchExpression`), each with its marked snippet.
 */
export async function searchChats(
  db: D1Database,
  userId: string,
  match: string,
  page: number,
  take: number,
) {
  const { results } = await db
    .prepare(PAGE_SQL)
    .bind(userId, match, take + 1, (page - 1) * take)
    .all<PageRow>();
  const rows = results.slice(0, take);
  const seqs = rows.flatMap((row) => (row.seq === null ? [] : [row.seq]));
  const titled = rows.flatMap((row) => (row.message_id === null ? [row.chat_id] : []));
  const [snippets, titles] = await db.batch<{ key: string | number; marked: string }>([
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
  for (const row of [...(snippets?.results ?? []), ...(titles?.results ?? [])]) {
    marked.set(row.key, row.marked);
  }
  const items: SearchHit[] = rows.map((row) => {
    const key = row.seq === null ? row.chat_id : row.seq;
    // Message text is markdown; a chat's name is plain already.
    const source = marked.get(key);
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
  return { items, hasMore: results.length > take };
}
