import type { Env } from '../env';
import type { FileRef } from '../media/unreferenced-files';
import { afterWipe, type WipedAnswer, wipeChatsStatements } from './wipe-chats';

/** Temporary chats wiped per cron run; the rest wait for the next hour. */
const PER_RUN = 100;

/**
 * The hourly cron's sweep of temporary chats past their end
 * (docs/decisions/151-projects-and-temporary-chats.md): each is wiped in one batch as an account
 * deletion wipes its chats (`wipeChatsStatements`), then its answers' stored events and its
 * files go (`afterWipe`). Such a chat
 * is unreadable from its `expires_at` on (`READABLE`), whenever this runs.
 *
 * @example await removeExpiredChats(env, new Date(controller.scheduledTime))
 */
export async function removeExpiredChats(env: Pick<Env, 'DB' | 'FILES' | 'GENERATION'>, now: Date) {
  const db = env.DB;
  const at = now.toISOString();
  const { results: expired } = await db
    .prepare(
      `SELECT id, owner_id FROM chats WHERE expires_at IS NOT NULL AND expires_at <= ?1
         AND deleted_at IS NULL ORDER BY expires_at LIMIT ?2`,
    )
    .bind(at, PER_RUN)
    .all<{ id: string; owner_id: string }>();
  for (const chat of expired) {
    const [files, answers] = await db.batch([...wipeChatsStatements(db, '?1', chat.id, at)]);
    await afterWipe(
      env,
      chat.owner_id,
      (files?.results ?? []) as FileRef[],
      (answers?.results ?? []) as WipedAnswer[],
    );
  }
  return expired.length;
}
