import { releaseInBatch, settleInBatch } from '../billing/money';
import { nowIso } from '../lib/time';
import type { TaskButton } from './buttons';
import { holdKeyOf, type TaskRow } from './task-store';

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

/**
 * The batch that ends a task in SUCCESS: the media row, the task, its message, and the charge.
 * The debit and its `usage` ledger row happen only while the task's hold exists, and the hold is
 * deleted in the same transaction, so a retried alarm can never charge twice.
 */
export function successStatements(
  db: D1Database,
  task: TaskRow,
  image: StoredImage,
  buttons: TaskButton[],
): D1PreparedStatement[] {
  const now = nowIso();
  const hold = holdKeyOf(task.id);
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO media (id, owner_id, chat_id, r2_key, content_type, size, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(task.id, task.user_id, task.chat_id, image.key, image.contentType, image.size, now),
    db
      .prepare(
        `UPDATE mj_tasks SET status = 'SUCCESS', progress = 100, buttons = ?2, media_id = ?1,
           cost_kopecks = price_kopecks, updated_at = ?3, finished_at = ?3
         WHERE id = ?1 AND ${RUNNING}`,
      )
      .bind(task.id, JSON.stringify(buttons), now),
    db
      .prepare(
        `UPDATE messages SET status = 'complete', cost_kopecks = ?2, updated_at = ?3
         WHERE id = ?1 AND status = 'streaming'`,
      )
      .bind(task.message_id, task.price_kopecks, now),
    ...settleInBatch(
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
    ),
    db.prepare('UPDATE chats SET updated_at = ?2 WHERE id = ?1').bind(task.chat_id, now),
  ];
}

/** The batch that ends a task in FAILURE: no charge, the hold released. */
export function failureStatements(
  db: D1Database,
  task: TaskRow,
  failure: { code: string; reason?: string },
): D1PreparedStatement[] {
  const now = nowIso();
  return [
    db
      .prepare(
        `UPDATE mj_tasks SET status = 'FAILURE', error_code = ?2, fail_reason = ?3, cost_kopecks = 0,
           updated_at = ?4, finished_at = ?4 WHERE id = ?1 AND ${RUNNING}`,
      )
      .bind(task.id, failure.code, failure.reason?.slice(0, 1000) ?? null, now),
    db
      .prepare(
        `UPDATE messages SET status = 'error', error_code = ?2, cost_kopecks = 0, updated_at = ?3
         WHERE id = ?1 AND status = 'streaming'`,
      )
      .bind(task.message_id, failure.code, now),
    releaseInBatch(db, holdKeyOf(task.id)),
  ];
}
