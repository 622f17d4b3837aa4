import { releaseHold, settle } from '../billing/money';
import { chatsOf } from '../chat/chat-db';
import type { Env } from '../env';
import { nowIso } from '../lib/time';
import type { TaskButton } from './buttons';
import { holdKeyOf, type TaskRow, taskById } from './task-store';

/** `AND status is not final`: each ending is written once, whoever tries again. */
const RUNNING = "status IN ('SUBMITTED', 'IN_PROGRESS')";

/** Saves a running task's status and percent. */
export function progressStatement(db: D1Database, taskId: string, progress: number) {
  return db
    .prepare(
      `UPDATE mj_tasks SET status = 'IN_PROGRESS', progress = MAX(progress, ?2), updated_at = ?3
       WHERE id = ?1 AND ${RUNNING}`,
    )
    .bind(taskId, progress, nowIso());
}

export interface StoredImage {
  key: string;
  contentType: string;
  size: number;
}

/** How a task ended, as the proxy (or giving up on it) says. */
export type TaskEnding =
  | { status: 'SUCCESS'; image: StoredImage; buttons: TaskButton[] }
  | { status: 'FAILURE'; code: string; reason?: string };

/**
 * Ends a task in separate steps, each safe to run again (decision 219): the media row of a
 * success (D1, by the task's id), the task's ending (`RUNNING` guard: the first ending written
 * wins), then what follows from the ending the task holds — `finishEndedTask`. A step that fails
 * leaves the rest to the next alarm, which finds the task ended and runs `finishEndedTask` again.
 */
export async function endTask(
  env: Pick<Env, 'DB' | 'PERSON'>,
  task: TaskRow,
  ending: TaskEnding,
): Promise<void> {
  const db = env.DB;
  const now = nowIso();
  if (ending.status === 'SUCCESS') {
    await db
      .prepare(
        `INSERT OR IGNORE INTO media (id, owner_id, chat_id, r2_key, content_type, size, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(
        task.id,
        task.user_id,
        task.chat_id,
        ending.image.key,
        ending.image.contentType,
        ending.image.size,
        now,
      )
      .run();
    await db
      .prepare(
        `UPDATE mj_tasks SET status = 'SUCCESS', progress = 100, buttons = ?2, media_id = ?1,
           cost_kopecks = price_kopecks, updated_at = ?3, finished_at = ?3
         WHERE id = ?1 AND ${RUNNING}`,
      )
      .bind(task.id, JSON.stringify(ending.buttons), now)
      .run();
  } else {
    await db
      .prepare(
        `UPDATE mj_tasks SET status = 'FAILURE', error_code = ?2, fail_reason = ?3, cost_kopecks = 0,
           updated_at = ?4, finished_at = ?4 WHERE id = ?1 AND ${RUNNING}`,
      )
      .bind(task.id, ending.code, ending.reason?.slice(0, 1000) ?? null, now)
      .run();
  }
  const ended = await taskById(db, task.id);
  if (ended) await finishEndedTask(env, ended);
}

/**
 * What follows from an ended task, from its row alone, so it can run again until it has all
 * happened: the answer message completed (or marked with the error) while it is `streaming`,
 * with the chat touched — the conversation's records, where the task's author's conversations
 * live (decision 223; a refusal while they are copied is retried by the next alarm) — then the money: a success settled by the
 * task's hold (debited with its `usage` ledger row only while the hold exists, which the same
 * step deletes, so a retried alarm never charges twice), a failure's hold released. A task that
 * is still running is left alone.
 */
export async function finishEndedTask(
  env: Pick<Env, 'DB' | 'PERSON'>,
  task: TaskRow,
): Promise<void> {
  const db = env.DB;
  const now = nowIso();
  const hold = holdKeyOf(task.id);
  if (task.status === 'SUCCESS') {
    const chats = await chatsOf(env, task.user_id);
    await chats.batch([
      chats
        .prepare(
          `UPDATE messages SET status = 'complete', cost_kopecks = ?2, updated_at = ?3
           WHERE id = ?1 AND status = 'streaming'`,
        )
        .bind(task.message_id, task.price_kopecks, now),
      chats.prepare('UPDATE chats SET updated_at = ?2 WHERE id = ?1').bind(task.chat_id, now),
    ]);
    await settle(
      db,
      {
        holdId: hold,
        entityId: task.entity_id,
        userId: task.user_id,
        ref: task.message_id,
        cost: task.price_kopecks,
        now,
      },
      // The task's messages name the model `midjourney` and live in Midjourney chats (submit.ts).
      { model: 'midjourney', chatId: task.chat_id, chatMode: 'midjourney' },
    );
    return;
  }
  if (task.status !== 'FAILURE') return;
  // A success lost to another ending first (the media row is named by the task's id).
  await db
    .prepare('DELETE FROM media WHERE id = ?1 AND ?2 IS NULL')
    .bind(task.id, task.media_id)
    .run();
  await (await chatsOf(env, task.user_id))
    .prepare(
      `UPDATE messages SET status = 'error', error_code = ?2, cost_kopecks = 0, updated_at = ?3
       WHERE id = ?1 AND status = 'streaming'`,
    )
    .bind(task.message_id, task.error_code ?? 'midjourney_failed', now)
    .run();
  await releaseHold(db, hold, task.entity_id);
}
