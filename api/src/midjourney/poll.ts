import type { Env } from '../env';
import { MINUTE } from '../lib/time';
import { mapButtons } from './buttons';
import { endTask, finishEndedTask, progressStatement } from './finish-records';
import { copyImage } from './image-copy';
import {
  fetchTask,
  type ProxyConfig,
  ProxyUnavailable,
  progressPercent,
  proxyConfigOf,
} from './proxy-client';
import { isFinal, type TaskRow, taskById } from './task-store';

/** A task still running after this long has been lost by the proxy. */
const MAX_TASK_AGE_MS = 120 * MINUTE;

/** Whether the task needs another poll. */
export type PollOutcome = 'again' | 'done';

/**
 * One look at the proxy for a task: saves progress and the preview grid, or ends it (image copied
 * into R2 and charged on SUCCESS; hold released on FAILURE). Throws `ProxyUnavailable` for a passing fault, so the
 * caller can count faults and try again.
 */
export async function pollOnce(env: Env, taskId: string): Promise<PollOutcome> {
  const db = env.DB;
  const task = await taskById(db, taskId);
  if (!task) return 'done';
  // Ended, perhaps half-way (a step after the task's ending failed): the rest runs again.
  if (isFinal(task.status)) {
    await finishEndedTask(env, task);
    await dropPreview(env, task);
    return 'done';
  }
  const config = proxyConfigOf(env);
  const tooOld = Date.now() - Date.parse(task.created_at) > MAX_TASK_AGE_MS;
  if (!config || tooOld) {
    await failTask(env, task, 'midjourney_lost');
    return 'done';
  }
  // The request that submitted it has not saved the proxy's id yet.
  if (!task.proxy_task_id) return 'again';
  const remote = await fetchTask(config, task.proxy_task_id);
  if (!remote) {
    await failTask(env, task, 'midjourney_lost');
    return 'done';
  }
  const status = (remote.status ?? '').toUpperCase();
  if (status === 'SUCCESS') return succeed(env, config, task, remote);
  if (status === 'FAILURE' || status === 'CANCEL') {
    await failTask(env, task, 'midjourney_failed', remote.failReason ?? undefined);
    return 'done';
  }
  const percent = progressPercent(remote.progress);
  if (status === 'IN_PROGRESS' || (percent !== undefined && percent > 0)) {
    const progress = Math.min(percent ?? 0, 99);
    await progressStatement(db, task.id, progress).run();
    if (remote.imageUrl) await savePreview(env, config, task, remote.imageUrl, progress);
  }
  return 'again';
}

export async function failTask(env: Env, task: TaskRow, code: string, reason?: string) {
  await endTask(env, task, { status: 'FAILURE', code, reason });
  await dropPreview(env, task);
}

/**
 * Copies the proxy's preview of a running task (the grid as far as it has filled in) into R2,
 * only when its percent has grown, so the page can show it from our origin. The previous
 * preview object is deleted; a preview that cannot be fetched just waits for the next poll.
 */
async function savePreview(
  env: Env,
  config: ProxyConfig,
  task: TaskRow,
  imageUrl: string,
  progress: number,
) {
  if (task.preview_key && progress <= (task.preview_progress ?? 0)) return;
  let key: string;
  try {
    key = (
      await copyImage(
        env.FILES,
        config,
        imageUrl,
        `${task.user_id}/mj/${task.id}.preview-${progress}`,
      )
    ).key;
  } catch (error) {
    if (error instanceof ProxyUnavailable) return;
    throw error;
  }
  const saved = await env.DB.prepare(
    `UPDATE mj_tasks SET preview_key = ?2, preview_progress = ?3
     WHERE id = ?1 AND status IN ('SUBMITTED', 'IN_PROGRESS')`,
  )
    .bind(task.id, key, progress)
    .run();
  if (task.preview_key && task.preview_key !== key) await env.FILES.delete(task.preview_key);
  // The task ended meanwhile: its preview is not wanted any more.
  if (!saved.meta.changes) await env.FILES.delete(key);
}

/** An ended task's preview is deleted: the final image (or the error) takes its place. */
async function dropPreview(env: Env, task: TaskRow) {
  const row = await env.DB.prepare('SELECT preview_key FROM mj_tasks WHERE id = ?1')
    .bind(task.id)
    .first<{ preview_key: string | null }>();
  if (!row?.preview_key) return;
  await env.FILES.delete(row.preview_key);
  await env.DB.prepare('UPDATE mj_tasks SET preview_key = NULL WHERE id = ?1').bind(task.id).run();
}

async function succeed(
  env: Env,
  config: ProxyConfig,
  task: TaskRow,
  remote: { imageUrl?: string | null; buttons?: Parameters<typeof mapButtons>[0] },
): Promise<PollOutcome> {
  if (!remote.imageUrl) {
    await failTask(env, task, 'midjourney_failed', 'no image');
    return 'done';
  }
  const image = await copyImage(
    env.FILES,
    config,
    remote.imageUrl,
    `${task.user_id}/mj/${task.id}`,
  );
  await endTask(env, task, { status: 'SUCCESS', image, buttons: mapButtons(remote.buttons) });
  await dropPreview(env, task);
  return 'done';
}
