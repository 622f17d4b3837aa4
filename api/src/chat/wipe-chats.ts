import type { Env } from '../env';
import { generationsOf } from '../generation/generation';
import { deleteUnreferencedFiles, type FileRef } from '../media/unreferenced-files';

/** An answer of a wiped chat: whose Generation object ran it, and its requestId. */
export interface WipedAnswer {
  user_id: string;
  request_id: string;
}

/**
 * The statements that wipe chats and keep their rows as tombstones (ledger lines may name them):
 * their files (attachments, and the media the chats made: images, tool images, `run_python`
 * files) and their answers' requestIds are read first (for `afterWipe` once the batch has run),
 * then the attachment and media rows, shares, message texts, summaries, Midjourney prompts,
 * thinking and tool calls go, and the chats are closed nameless. `chatIds` is SQL selecting the
 * chats' ids with `?1`; `?2` is now. Deleting a chat, account deletion and the temporary chats'
 * sweep share it (decisions 124, 151 and 193).
 *
 * @example const [files, answers, ...rest] = wipeChatsStatements(db, OWN_CHATS, userId, now)
 */
export function wipeChatsStatements(db: D1Database, chatIds: string, key: string, now: string) {
  const of = (sql: string) => db.prepare(sql).bind(key, now);
  const byKey = (sql: string) => db.prepare(sql).bind(key);
  const chatMedia = `SELECT id FROM media WHERE chat_id IN (${chatIds})`;
  return [
    byKey(
      `SELECT r2_key, NULL AS thumb_key FROM attachments WHERE chat_id IN (${chatIds})
       UNION ALL SELECT r2_key, thumb_key FROM media WHERE chat_id IN (${chatIds})`,
    ),
    byKey(
      `SELECT DISTINCT user_id, request_id FROM messages WHERE chat_id IN (${chatIds})
         AND user_id IS NOT NULL AND request_id IS NOT NULL`,
    ),
    byKey(`DELETE FROM attachments WHERE chat_id IN (${chatIds})`),
    // What points at the chats' media lets go of it before the rows go.
    byKey(
      `UPDATE mj_tasks SET prompt = '', media_id = NULL
       WHERE chat_id IN (${chatIds}) OR media_id IN (${chatMedia})`,
    ),
    byKey(`UPDATE transcriptions SET media_id = NULL WHERE media_id IN (${chatMedia})`),
    byKey(`UPDATE avatar_runs SET source_media_id = NULL WHERE source_media_id IN (${chatMedia})`),
    byKey(`DELETE FROM media WHERE chat_id IN (${chatIds})`),
    byKey(`DELETE FROM chat_shares WHERE chat_id IN (${chatIds})`),
    byKey(
      `UPDATE messages SET content = '', tool_calls = NULL, reasoning = NULL, citations = NULL, left_out = NULL
       WHERE chat_id IN (${chatIds})`,
    ),
    // Summaries keep their rows (their ledger lines name the model) without the text.
    byKey(`UPDATE chat_summaries SET text = '' WHERE chat_id IN (${chatIds})`),
    of(
      `UPDATE chats SET name = '', starting_summary = NULL, deleted_at = coalesce(deleted_at, ?2) WHERE id IN (${chatIds})`,
    ),
  ] as const;
}

/**
 * What a wipe does once its batch has run: the answers' Generation objects stop them and drop
 * their stored events (a repeated requestId or a resume then finds nothing), and the files leave
 * R2 unless a row of another owner still names them.
 *
 * @example await afterWipe(env, userId, files.results, answers.results)
 */
export async function afterWipe(
  env: Pick<Env, 'DB' | 'FILES' | 'GENERATION'>,
  ownerId: string,
  files: FileRef[],
  answers: WipedAnswer[],
) {
  const byAuthor = new Map<string, string[]>();
  for (const { user_id, request_id } of answers) {
    byAuthor.set(user_id, [...(byAuthor.get(user_id) ?? []), request_id]);
  }
  for (const [authorId, requestIds] of byAuthor) {
    await generationsOf(env, authorId).forget(requestIds);
  }
  await deleteUnreferencedFiles(env, ownerId, files);
}
