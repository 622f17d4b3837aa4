import { runInDurableObject } from 'cloudflare:test';
import { personOf } from '../src/person/person-of';
import { homeOf } from '../src/storage-moves/move-state';

/**
 * Reads and writes of a person's conversation records (chats, messages, attachments, summaries)
 * for tests, each in one place, so a test reads them **wherever the person's chats live**: D1
 * while the `chats` part is unmoved, the person's `Person` object once it moved (decision 215;
 * docs/storage-plan.md §1.5). Helpers given the owner's id switch on `homeOf(…, 'chats')`; those
 * given only a message or chat id take the owner as an optional last argument, and without it find
 * the owner by that id. The object holds the same tables and columns as D1 (decision 218: `chats`
 * has `owner_id` there too, as the api's SQL needs).
 */

type TestEnv = Cloudflare.Env;
type Value = string | number | null;

/** What a helper knows of the rows it reads: the owner, or an id to find the owner by. */
type Whose =
  | string
  | undefined
  | {
      find: 'chats' | 'messages';
      by: 'id' | 'request_id' | 'chat_id';
      value: string;
      ownerId?: string;
    };

const owners = new Map<string, string>();

/**
 * The owner whose object holds a chat or message, when the test did not name one. New accounts
 * keep their chats in their objects from sign-up, so a row missing from D1 is looked for in the
 * object of each person whose chats moved (a test has a few dozen at most), and remembered.
 */
async function ownerOf(env: TestEnv, whose: Whose): Promise<string | undefined> {
  if (whose === undefined || typeof whose === 'string') return whose;
  if (whose.ownerId) return whose.ownerId;
  const key = `${whose.find}:${whose.by}:${whose.value}`;
  const known = owners.get(key);
  if (known) return known;
  const probe = `SELECT 1 AS found FROM ${whose.find} WHERE ${whose.by} = ?1 LIMIT 1`;
  if (await env.DB.prepare(probe).bind(whose.value).first()) return undefined;
  const { results } = await env.DB.prepare(
    `SELECT owner_id FROM storage_moves
     WHERE owner_kind = 'person' AND part = 'chats' AND state = 'moved' ORDER BY owner_id`,
  ).all<{ owner_id: string }>();
  for (const { owner_id: ownerId } of results) {
    const found = await runInDurableObject(
      personOf(env, ownerId),
      (_, state) => state.storage.sql.exec(probe, whose.value).toArray().length > 0,
    );
    if (found) {
      owners.set(key, ownerId);
      return ownerId;
    }
  }
  return undefined;
}

/** Rows of one read on the conversation tables, from where their owner's chats live. */
async function conversationRows<T>(
  env: TestEnv,
  whose: Whose,
  sql: string,
  ...params: Value[]
): Promise<T[]> {
  const ownerId = await ownerOf(env, whose);
  if (ownerId && (await homeOf(env.DB, ownerId, 'chats')) === 'object') {
    return runInDurableObject(
      personOf(env, ownerId),
      (_, state) => state.storage.sql.exec(sql, ...params).toArray() as T[],
    );
  }
  return (
    await env.DB.prepare(sql)
      .bind(...params)
      .all<T>()
  ).results;
}

/** One write on the conversation tables, where their owner's chats live. */
async function conversationWrite(
  env: TestEnv,
  whose: Whose,
  sql: string,
  ...params: Value[]
): Promise<void> {
  const ownerId = await ownerOf(env, whose);
  if (ownerId && (await homeOf(env.DB, ownerId, 'chats')) === 'object') {
    await runInDurableObject(personOf(env, ownerId), (_, state) => {
      state.storage.sql.exec(sql, ...params);
    });
    return;
  }
  await env.DB.prepare(sql)
    .bind(...params)
    .run();
}

const byMessage = (value: string, ownerId?: string): Whose => ({
  find: 'messages',
  by: 'id',
  value,
  ownerId,
});
const byChat = (value: string, ownerId?: string): Whose => ({
  find: 'chats',
  by: 'id',
  value,
  ownerId,
});
const byRequest = (value: string, ownerId?: string): Whose => ({
  find: 'messages',
  by: 'request_id',
  value,
  ownerId,
});

/** A saved message row (every column), or null. */
export interface MessageRow {
  id: string;
  chat_id: string;
  user_id: string | null;
  role: string;
  content: string;
  status: string;
  cost_kopecks: number;
  input_tokens: number;
  output_tokens: number;
  request_id: string;
  reasoning: string | null;
  reasoning_ms: number | null;
  reasoning_tokens: number | null;
  [column: string]: unknown;
}

/** One message by its id (reads wherever the person's chats live; pass the owner once moved). */
export async function messageRow<T extends object = MessageRow>(
  env: TestEnv,
  id: string,
  ownerId?: string,
): Promise<T | null> {
  const [row] = await conversationRows<T>(
    env,
    byMessage(id, ownerId),
    'SELECT * FROM messages WHERE id = ?1',
    id,
  );
  return row ?? null;
}

/** One chat's messages in their saved order (reads wherever the person's chats live). */
export function messagesOf(env: TestEnv, chatId: string, ownerId?: string) {
  return conversationRows<MessageRow>(
    env,
    byChat(chatId, ownerId),
    'SELECT * FROM messages WHERE chat_id = ?1 ORDER BY seq',
    chatId,
  );
}

/** The messages an answer's request wrote (reads wherever the person's chats live). */
export function messagesOfRequest(env: TestEnv, requestId: string, ownerId?: string) {
  return conversationRows<MessageRow>(
    env,
    byRequest(requestId, ownerId),
    'SELECT * FROM messages WHERE request_id = ?1 ORDER BY seq',
    requestId,
  );
}

/** How many messages a chat holds, optionally only those matching `where` (SQL on `messages`). */
export async function countMessages(
  env: TestEnv,
  chatId: string,
  where = '1',
  ownerId?: string,
): Promise<number> {
  const [row] = await conversationRows<{ n: number }>(
    env,
    byChat(chatId, ownerId),
    `SELECT count(*) AS n FROM messages WHERE chat_id = ?1 AND (${where})`,
    chatId,
  );
  return row?.n ?? 0;
}

/** How many messages a person wrote in their own conversations (wherever they live). */
export async function countMessagesBy(env: TestEnv, ownerId: string): Promise<number> {
  const [row] = await conversationRows<{ n: number }>(
    env,
    ownerId,
    'SELECT count(*) AS n FROM messages WHERE user_id = ?1',
    ownerId,
  );
  return row?.n ?? 0;
}

/** A saved chat row, or null (reads wherever the person's chats live; no `owner_id` once moved). */
export async function chatRow(env: TestEnv, id: string, ownerId?: string) {
  const [row] = await conversationRows<{
    id: string;
    entity_id: string;
    name: string;
    mode: string;
    deleted_at: string | null;
    expires_at: string | null;
    [column: string]: unknown;
  }>(env, byChat(id, ownerId), 'SELECT * FROM chats WHERE id = ?1', id);
  return row ?? null;
}

/** How many chats a person owns, deleted ones included (wherever their chats live). */
export async function countChats(env: TestEnv, ownerId: string): Promise<number> {
  const inObject = (await homeOf(env.DB, ownerId, 'chats')) === 'object';
  const [row] = await conversationRows<{ n: number }>(
    env,
    ownerId,
    inObject
      ? 'SELECT count(*) AS n FROM chats'
      : 'SELECT count(*) AS n FROM chats WHERE owner_id = ?1',
    ...(inObject ? [] : [ownerId]),
  );
  return row?.n ?? 0;
}

/** The storage keys of a chat's attachments, in upload order (wherever the person's chats live). */
export async function attachmentKeys(env: TestEnv, chatId: string, ownerId?: string) {
  const rows = await conversationRows<{ r2_key: string }>(
    env,
    byChat(chatId, ownerId),
    'SELECT r2_key FROM attachments WHERE chat_id = ?1 ORDER BY created_at, rowid',
    chatId,
  );
  return rows.map((row) => row.r2_key);
}

/** How many attachments a chat holds (wherever the person's chats live). */
export async function countAttachments(env: TestEnv, chatId: string, ownerId?: string) {
  return (await attachmentKeys(env, chatId, ownerId)).length;
}

/** A chat's summaries, oldest first (wherever the person's chats live). */
export function summariesOf(env: TestEnv, chatId: string, ownerId?: string) {
  return conversationRows<{ id: string; content: string; [column: string]: unknown }>(
    env,
    byChat(chatId, ownerId),
    'SELECT * FROM chat_summaries WHERE chat_id = ?1 ORDER BY created_at, rowid',
    chatId,
  );
}

/** One chat summary by its id, or null (wherever the person's chats live). */
export async function summaryRow(env: TestEnv, id: string, ownerId: string) {
  const [row] = await conversationRows<{
    id: string;
    chat_id: string;
    model: string | null;
    [column: string]: unknown;
  }>(env, ownerId, 'SELECT * FROM chat_summaries WHERE id = ?1', id);
  return row ?? null;
}

/**
 * Makes the owner's conversations refuse writes for real, wherever they live (D1, or their
 * `Person` object's SQLite): a trigger `event` such as `BEFORE INSERT ON messages WHEN NEW.x = 'y'`
 * that aborts with "refused by the test". Returns what drops it again; call it in a `finally`.
 */
export async function refuseWrites(
  env: TestEnv,
  ownerId: string,
  event: string,
): Promise<() => Promise<void>> {
  const name = `refuse_${crypto.randomUUID().replaceAll('-', '')}`;
  const create = `CREATE TRIGGER ${name} ${event} BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`;
  const drop = `DROP TRIGGER IF EXISTS ${name}`;
  if ((await homeOf(env.DB, ownerId, 'chats')) === 'object') {
    const run = (sql: string) =>
      runInDurableObject(personOf(env, ownerId), (_, state) => {
        state.storage.sql.exec(sql);
      });
    await run(create);
    return () => run(drop);
  }
  await env.DB.prepare(create).run();
  return async () => {
    await env.DB.prepare(drop).run();
  };
}

/**
 * Time travel: the chat expires at `iso` (a temporary chat's end). In the object this sets the
 * row only; the object's expiry alarm is re-armed by its own slice (docs/storage-plan.md A6).
 */
export function setChatExpiry(env: TestEnv, chatId: string, iso: string, ownerId?: string) {
  return conversationWrite(
    env,
    byChat(chatId, ownerId),
    'UPDATE chats SET expires_at = ?2 WHERE id = ?1',
    chatId,
    iso,
  );
}

/** Changes a saved message's text behind the api (to check the search index's triggers). */
export function setMessageContent(env: TestEnv, id: string, content: string, ownerId?: string) {
  return conversationWrite(
    env,
    byMessage(id, ownerId),
    'UPDATE messages SET content = ?2 WHERE id = ?1',
    id,
    content,
  );
}

/** Deletes a saved message behind the api (to check the search index's triggers). */
export function deleteMessageRow(env: TestEnv, id: string, ownerId?: string) {
  return conversationWrite(env, byMessage(id, ownerId), 'DELETE FROM messages WHERE id = ?1', id);
}

/** A chat written behind the api (a fixture), with its messages, as a send would have saved it. */
export interface SeededChat {
  ownerId: string;
  entityId: string;
  name?: string;
  mode?: 'text' | 'image' | 'midjourney';
  /** Each a user message of the owner, in order. */
  texts?: string[];
}

/** Writes a chat and its messages wherever the owner's chats live; returns the chat's id. */
export async function seedChat(env: TestEnv, chat: SeededChat): Promise<string> {
  const chatId = crypto.randomUUID();
  const now = new Date().toISOString();
  const { ownerId, entityId, name = 'My chat', mode = 'text', texts = [] } = chat;
  if ((await homeOf(env.DB, ownerId, 'chats')) === 'object') {
    await runInDurableObject(personOf(env, ownerId), (_, state) => {
      const { sql } = state.storage;
      state.storage.transactionSync(() => {
        sql.exec(
          `INSERT INTO chats (id, owner_id, entity_id, name, mode, created_at, updated_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)`,
          chatId,
          ownerId,
          entityId,
          name,
          mode,
          now,
        );
        for (const text of texts) {
          sql.exec(
            `INSERT INTO messages (id, chat_id, user_id, role, content, created_at, updated_at)
             VALUES (?1, ?2, ?3, 'user', ?4, ?5, ?5)`,
            crypto.randomUUID(),
            chatId,
            ownerId,
            text,
            now,
          );
        }
      });
    });
    return chatId;
  }
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO chats (id, owner_id, entity_id, name, mode, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)`,
    ).bind(chatId, ownerId, entityId, name, mode, now),
    ...texts.map((text) =>
      env.DB.prepare(
        `INSERT INTO messages (id, chat_id, user_id, role, content, created_at, updated_at)
         VALUES (?1, ?2, ?3, 'user', ?4, ?5, ?5)`,
      ).bind(crypto.randomUUID(), chatId, ownerId, text, now),
    ),
  ]);
  return chatId;
}
