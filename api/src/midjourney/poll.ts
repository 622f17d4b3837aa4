import type { Env } from '../env';
import { MINUTE } from '../lib/time';
import { mapButtons } from './buttons';
import { failureStatements, progressStatement, successStatements } from './finish-records';
import { copyImage } from './image-copy';
import { fetchTask, type ProxyConfig, progressPercent, proxyConfigOf } from './proxy-client';
import { isFinal, type TaskRow, taskById } from './task-store';

/** A task still running after this long has been lost by the proxy. */
const MAX_TASK_AGE_MS = 120 * MINUTE;

/** Whether the task needs another poll. */
export type PollOutcome = 'again' | 'done';

/**
 * One look at the proxy for a task: saves progress, or ends it (image copied into R2 and charged
 * on SUCCESS; hold released on FAILURE). Throws `ProxyUnavailable` for a passing fault, so the
 * caller can count faults and try again.
 */
export async function pollOnce(env: Env, taskId: string): Promise<PollOutcome> {
  const db = env.DB;
  const task = await taskById(db, taskId);
  if (!task || isFinal(task.status)) return 'done';
  const config = proxyConfigOf(env);
  const tooOld = Date.now() - Date.parse(task.created_at) > MAX_TASK_AGE_MS;
  if (!config || tooOld) {
    await failTask(db, task, 'midjourney_lost');
    return 'done';
  }
  // The request that submitted it has not saved the proxy's id yet.
  if (!task.proxy_task_id) return 'again';
  const remote = await fetchTask(config, task.proxy_task_id);
  if (!remote) {
    await failTask(db, task, 'midjourney_lost');
    return 'done';
  }
  const status = (remote.status ?? '').toUpperCase();
  if (status === 'SUCCESS') return succeed(env, config, task, remote);
  if (status === 'FAILURE' || status === 'CANCEL') {
    await failTask(db, task, 'midjourney_failed', remote.failReason ?? undefined);
    return 'done';
  }
  const percent = progressPercent(remote.progress);
  if (status === 'IN_PROGRESS' || (percent !== undefined && percent > 0)) {
    await progressStatement(db, task.id, Math.min(percent ?? 0, 99)).run();
  }
  return 'again';
}

export async function failTask(db: D1Database, task: TaskRow, code: string, reason?: string) {
  await db.batch(failureStatements(db, task, { code, reason }));
}

async function succeed(
  env: Env,
  config: ProxyConfig,
  task: TaskRow,
  remote: { imageUrl?: string | null; buttons?: Parameters<typeof mapButtons>[0] },
): Promise<PollOutcome> {
  if (!remote.imageUrl) {
    await failTask(env.DB, task, 'midjourney_failed', 'no image');
    return 'done';
  }
  const image = await copyImage(
    env.FILES,
    config,
    remote.imageUrl,
    `${task.user_id}/mj/${task.id}`,
  );
  await env.DB.batch(successStatements(env.DB, task, image, mapButtons(remote.buttons)));
  return 'done';
}
