import { placeHold, releaseHold } from '../billing/money';
import { type ChatDb, type ChatStatement, chatsOf } from '../chat/chat-db';
import { chatNameFrom } from '../chat/chat-name';
import type { Env } from '../env';
import { ApiError } from '../lib/errors';
import type { Locale } from '../lib/messages';
import { nowIso } from '../lib/time';
import { refusalError } from './errors';
import { acceptedTaskId, ProxyUnavailable, type SubmitResult } from './proxy-client';
import { holdKeyOf, type TaskRow, taskById, taskByRequest } from './task-store';

export interface SubmitInput {
  userId: string;
  entityId: string;
  locale: Locale;
  requestId: string;
  /** An existing Midjourney chat the caller owns; without it a new chat is made. */
  chatId?: string;
  parentId?: string;
  /** `imagine` or a button name. */
  action: string;
  /** The prompt as sent to the proxy. */
  prompt: string;
  /** What the user asked, saved as their message (none for a button press). */
  userText?: string;
  priceKopecks: number;
  /** Sends the job to the proxy; `state` is our task id. */
  send: (state: string) => Promise<SubmitResult>;
}

/**
 * Starts a task once per requestId: hold the price, save the chat and messages, then the task (a
 * duplicate requestId undoes its own rows and gets the first task), send it to the proxy, then
 * hand it to its Durable Object. A refusal undoes every row and releases the hold. The chat and
 * messages are written in the caller's own conversations (decision 223), the task in D1.
 */
export async function submitTask(
  env: Env,
  input: SubmitInput,
): Promise<{ task: TaskRow; created: boolean }> {
  const db = env.DB;
  const chats = await chatsOf(env, input.userId);
  const existing = await taskByRequest(db, input.userId, input.requestId);
  if (existing) return { task: existing, created: false };
  const now = nowIso();
  const ids = {
    task: crypto.randomUUID(),
    message: crypto.randomUUID(),
    userMessage: crypto.randomUUID(),
  };
  const chatId = input.chatId ?? crypto.randomUUID();
  const holdKey = holdKeyOf(ids.task);
  const held = input.priceKopecks > 0;
  if (held) {
    const placed = await placeHold(db, {
      requestId: holdKey,
      entityId: input.entityId,
      userId: input.userId,
      model: 'midjourney',
      amount: input.priceKopecks,
      now,
    });
    if (!placed) throw new ApiError(402, 'insufficient_funds');
  }
  // The hold, the chat's records, then the task: separate steps (decision 219), undone in
  // reverse. A duplicate requestId finds the first task's row and undoes its own records.
  const rowIds = { ...ids, chatId, now };
  const undoRecords = async () => {
    await chats.batch([
      chats.prepare('DELETE FROM messages WHERE id IN (?1, ?2)').bind(ids.message, ids.userMessage),
      ...(input.chatId ? [] : [chats.prepare('DELETE FROM chats WHERE id = ?1').bind(chatId)]),
    ]);
    if (held) await releaseHold(db, holdKey, input.entityId);
  };
  try {
    await chats.batch(recordStatements(chats, input, rowIds));
  } catch (error) {
    if (held) await releaseHold(db, holdKey, input.entityId);
    const first = await taskByRequest(db, input.userId, input.requestId);
    if (first) return { task: first, created: false };
    throw error;
  }
  let inserted: D1Result;
  try {
    inserted = await taskStatement(db, input, rowIds).run();
  } catch (error) {
    await undoRecords();
    throw error;
  }
  if (inserted.meta.changes !== 1) {
    await undoRecords();
    const first = await taskByRequest(db, input.userId, input.requestId);
    if (!first) throw new ApiError(404, 'not_found');
    return { task: first, created: false };
  }
  const undo = async () => {
    await db.prepare('DELETE FROM mj_tasks WHERE id = ?1').bind(ids.task).run();
    await undoRecords();
  };
  let result: SubmitResult;
  try {
    result = await input.send(ids.task);
  } catch (error) {
    await undo();
    if (error instanceof ProxyUnavailable) {
      console.error(error.message);
      throw new ApiError(502, 'midjourney_unavailable');
    }
    throw error;
  }
  const proxyTaskId = acceptedTaskId(result);
  if (!proxyTaskId) {
    await undo();
    throw refusalError(result);
  }
  await db
    .prepare('UPDATE mj_tasks SET proxy_task_id = ?2 WHERE id = ?1')
    .bind(ids.task, proxyTaskId)
    .run();
  const watcher = env.MIDJOURNEY_TASK.get(env.MIDJOURNEY_TASK.idFromName(ids.task));
  await watcher.watch(ids.task);
  const task = await taskById(db, ids.task);
  if (!task) throw new ApiError(404, 'not_found');
  return { task, created: true };
}

type RowIds = { task: string; message: string; userMessage: string; chatId: string; now: string };

/** The chat (new or touched), the user's message and the answer message. */
function recordStatements(db: ChatDb, input: SubmitInput, ids: RowIds): ChatStatement[] {
  const statements: ChatStatement[] = [];
  if (!input.chatId) {
    statements.push(
      db
        .prepare(
          `INSERT INTO chats (id, owner_id, entity_id, name, mode, model, created_at, updated_at)
           VALUES (?1, ?2, ?3, ?4, 'midjourney', 'midjourney', ?5, ?5)`,
        )
        .bind(
          ids.chatId,
          input.userId,
          input.entityId,
          chatNameFrom(input.userText ?? input.prompt, input.locale),
          ids.now,
        ),
    );
  } else {
    statements.push(
      db.prepare('UPDATE chats SET updated_at = ?2 WHERE id = ?1').bind(ids.chatId, ids.now),
    );
  }
  const message = db.prepare(
    `INSERT INTO messages (id, chat_id, user_id, role, content, model, status, request_id,
       created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, 'midjourney', ?6, ?7, ?8, ?8)`,
  );
  if (input.userText !== undefined) {
    statements.push(
      message.bind(
        ids.userMessage,
        ids.chatId,
        input.userId,
        'user',
        input.userText,
        'complete',
        null,
        ids.now,
      ),
    );
  }
  statements.push(
    message.bind(
      ids.message,
      ids.chatId,
      input.userId,
      'assistant',
      '',
      'streaming',
      holdKeyOf(ids.task),
      ids.now,
    ),
  );
  return statements;
}

/** The task itself; nothing when the user has a task with this requestId already. */
function taskStatement(db: D1Database, input: SubmitInput, ids: RowIds): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO mj_tasks (id, request_id, user_id, entity_id, chat_id, message_id, parent_id,
         action, prompt, price_kopecks, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?11)
       ON CONFLICT (user_id, request_id) DO NOTHING`,
    )
    .bind(
      ids.task,
      input.requestId,
      input.userId,
      input.entityId,
      ids.chatId,
      ids.message,
      input.parentId ?? null,
      input.action,
      input.prompt,
      input.priceKopecks,
      ids.now,
    );
}
