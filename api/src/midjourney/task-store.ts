import { chatAccess } from '../chat/chat-store';
import type { Env } from '../env';
import { ApiError, messageFor } from '../lib/errors';
import type { Locale } from '../lib/messages';
import type { TaskButton } from './buttons';

export type TaskStatus = 'SUBMITTED' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILURE';

export interface TaskRow {
  id: string;
  request_id: string;
  user_id: string;
  entity_id: string;
  chat_id: string;
  message_id: string;
  parent_id: string | null;
  action: string;
  prompt: string;
  proxy_task_id: string | null;
  status: TaskStatus;
  progress: number;
  buttons: string;
  media_id: string | null;
  /** The newest preview copied into R2 while the task runs, and the percent it shows. */
  preview_key: string | null;
  preview_progress: number | null;
  price_kopecks: number;
  cost_kopecks: number | null;
  error_code: string | null;
  fail_reason: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** The buttons saved with a finished task (customIds included: server side only). */
export function buttonsOf(row: Pick<TaskRow, 'buttons'>): TaskButton[] {
  try {
    const parsed = JSON.parse(row.buttons) as TaskButton[];
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** Whether the task has ended, one way or the other. */
export const isFinal = (status: TaskStatus) => status === 'SUCCESS' || status === 'FAILURE';

/** A task as the api answers it. */
export function toTaskJson(row: TaskRow, locale: Locale) {
  return {
    id: row.id,
    requestId: row.request_id,
    chatId: row.chat_id,
    messageId: row.message_id,
    parentId: row.parent_id,
    action: row.action,
    prompt: row.prompt,
    status: row.status,
    progress: row.progress,
    imageUrl: row.media_id ? `/v1/media/${row.media_id}` : null,
    thumbnailUrl: row.media_id ? `/v1/media/${row.media_id}/thumbnail` : null,
    // The percent in the address: each new preview is a new URL (the bytes behind one never change).
    previewUrl:
      row.preview_key && !isFinal(row.status)
        ? `/v1/openai/midjourney/${row.id}/preview?progress=${row.preview_progress ?? 0}`
        : null,
    mediaId: row.media_id,
    buttons: buttonsOf(row).map(({ button, label, emoji }) => ({ button, label, emoji })),
    costKopecks: row.cost_kopecks ?? (row.status === 'FAILURE' ? 0 : row.price_kopecks),
    error: row.error_code
      ? {
          code: row.error_code,
          message: messageFor(row.error_code, locale, { reason: row.fail_reason || '—' }),
        }
      : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
  };
}

/**
 * The task if the user may read its chat (owner, or shared with them); otherwise 404. The task is
 * D1's, its chat where its owner's conversations live (decision 218).
 */
export async function readableTask(
  env: Pick<Env, 'DB' | 'PERSON'>,
  taskId: string,
  userId: string,
) {
  const row = await taskById(env.DB, taskId);
  if (!row) throw new ApiError(404, 'not_found');
  await chatAccess(env, row.chat_id, userId);
  return row;
}

/** The user's task started with `requestId`, if any. */
export function taskByRequest(db: D1Database, userId: string, requestId: string) {
  return db
    .prepare('SELECT * FROM mj_tasks WHERE user_id = ?1 AND request_id = ?2')
    .bind(userId, requestId)
    .first<TaskRow>();
}

export function taskById(db: D1Database, taskId: string) {
  return db.prepare('SELECT * FROM mj_tasks WHERE id = ?1').bind(taskId).first<TaskRow>();
}

/** The key of a task's billing hold (billing_holds.request_id, shared with generations). */
export const holdKeyOf = (taskId: string) => `mj:${taskId}`;
