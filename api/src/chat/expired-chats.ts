import type { Env } from '../env';
import { deleteUnreferencedFiles, type FileRef } from '../media/unreferenced-files';

/** Temporary chats wiped per cron run; the rest wait for the next hour. */
const PER_RUN = 100;

/**
 * The hourly cron's sweep of temporary chats past their end
 * (docs/decisions/151-projects-and-temporary-chats.md): their names, messages and attachment rows
 * are wiped and the chat closed in one batch, as an account deletion does (the row stays for the
 * ledger lines that name it), then their files leave R2 unless a row still names them. Such a chat
 * is unreadable from its `expires_at` on (`READABLE`), whenever this runs.
 *
 * @example await removeExpiredChats(env, new Date(controller.scheduledTime))
 */
export async function removeExpiredChats(env: Pick<Env, 'DB' | 'FILES'>, now: Date) {
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
    const [files] = await db.batch<FileRef>([
      db.prepare('SELECT r2_key FROM attachments WHERE chat_id = ?1').bind(chat.id),
      db.prepare('DELETE FROM attachments WHERE chat_id = ?1').bind(chat.id),
      db.prepare("UPDATE messages SET content = '' WHERE chat_id = ?1").bind(chat.id),
      db.prepare('DELETE FROM chat_shares WHERE chat_id = ?1').bind(chat.id),
      db
        .prepare("UPDATE chats SET name = '', deleted_at = ?2 WHERE id = ?1 AND deleted_at IS NULL")
        .bind(chat.id, at),
    ]);
    await deleteUnreferencedFiles(env, chat.owner_id, files?.results ?? []);
  }
  return expired.length;
}
