import type { Env } from '../env';
import { generationsOf } from '../generation/generation';
import { deleteUnreferencedFiles, type FileRef } from '../media/unreferenced-files';
import { type ChatDb, chatsOf } from './chat-db';

/** An answer of a wiped chat: whose Generation object ran it, and its requestId. */
export interface WipedAnswer {
  user_id: string;
  request_id: string;
}

/** Chat ids per D1 statement of a wipe (D1 caps a statement's size). */
const CHUNK = 200;

/** What a wipe needs besides the owner's conversations: D1's directory, R2, the answers' objects. */
export type WipeEnv = Pick<Env, 'DB' | 'FILES' | 'GENERATION'>;

export interface WipeOptions {
  /**
   * Close the chats (`deleted_at`) in the first step, so nothing can be sent to, copied from or
   * shared out of them while the rest runs: a chat still readable. The sweep of temporary chats
   * past their end closes them last instead (they are unreadable already), so a sweep stopped
   * half-way finds them again (decision 222).
   */
  closeFirst: boolean;
}

/**
 * Wipes chats of one owner and keeps their rows as tombstones (ledger lines may name them), in
 * steps each safe to run again, ordered so a stop half-way loses nothing (docs/decisions/222-wipes-in-steps.md):
 *
 * 1. the owner's conversations (D1 or their object, decision 218), one batch: message texts,
 *    summaries and names blanked (and the chats closed, `closeFirst`); the chats' ids, their
 *    attachments' keys and their answers' requestIds read;
 * 2. D1's directory: the chats' media keys read, what points at that media lets go of it,
 *    their shares end;
 * 3. `afterWipe`: the answers' stored events, then R2's files no one else holds;
 * 4. D1: the chats' media rows go;
 * 5. the owner's conversations: the attachment rows go (and the chats are closed).
 *
 * Until step 5 the attachment rows (and until step 4 the media rows) still name every file, so a
 * retry reads them again. `chatIds` is SQL selecting the chats' ids with `?1` = `key`, run in the
 * owner's home. Deleting a chat, account deletion and the temporary chats' sweeps share it
 * (decisions 124, 151 and 193).
 *
 * @example await wipeChats(env, db, '?1', chatId, nowIso(), { closeFirst: true })
 */
export async function wipeChats(
  env: WipeEnv,
  db: ChatDb,
  chatIds: string,
  key: string,
  now: string,
  { closeFirst }: WipeOptions,
): Promise<void> {
  const byKey = (sql: string) => db.prepare(sql).bind(key);
  const close = db
    .prepare(
      `UPDATE chats SET deleted_at = coalesce(deleted_at, ?2) WHERE id IN (${chatIds}) AND deleted_at IS NULL`,
    )
    .bind(key, now);
  const [ids, files, answers] = await db.batch([
    byKey(`SELECT id FROM chats WHERE id IN (${chatIds})`),
    byKey(`SELECT r2_key, NULL AS thumb_key FROM attachments WHERE chat_id IN (${chatIds})`),
    byKey(
      `SELECT DISTINCT user_id, request_id FROM messages WHERE chat_id IN (${chatIds})
         AND user_id IS NOT NULL AND request_id IS NOT NULL`,
    ),
    byKey(
      `UPDATE messages SET content = '', tool_calls = NULL, reasoning = NULL, citations = NULL, left_out = NULL
       WHERE chat_id IN (${chatIds}) AND (content != '' OR tool_calls IS NOT NULL
         OR reasoning IS NOT NULL OR citations IS NOT NULL OR left_out IS NOT NULL)`,
    ),
    // Summaries keep their rows (their ledger lines name the model) without the text.
    byKey(`UPDATE chat_summaries SET text = '' WHERE chat_id IN (${chatIds}) AND text != ''`),
    byKey(
      `UPDATE chats SET name = '', starting_summary = NULL WHERE id IN (${chatIds})
         AND (name != '' OR starting_summary IS NOT NULL)`,
    ),
    ...(closeFirst ? [close] : []),
  ]);
  const chatList = ((ids?.results ?? []) as unknown as { id: string }[]).map((row) => row.id);
  const media = await unlinkChatsInDirectory(env.DB, chatList);
  await afterWipe(
    env,
    db,
    [...((files?.results ?? []) as unknown as FileRef[]), ...media],
    (answers?.results ?? []) as unknown as WipedAnswer[],
  );
  for (let i = 0; i < chatList.length; i += CHUNK) {
    await env.DB.prepare('DELETE FROM media WHERE chat_id IN (SELECT value FROM json_each(?1))')
      .bind(JSON.stringify(chatList.slice(i, i + CHUNK)))
      .run();
  }
  await db.batch([
    byKey(`DELETE FROM attachments WHERE chat_id IN (${chatIds})`),
    ...(closeFirst ? [] : [close]),
  ]);
}

/**
 * Step 2 of a wipe, in D1's directory: the chats' media keys, read before anything lets go of
 * them; Midjourney prompts, transcriptions and avatar runs unlinked from that media; the chats'
 * shares ended. Each statement can run again.
 */
async function unlinkChatsInDirectory(db: D1Database, chatIds: string[]): Promise<FileRef[]> {
  const files: FileRef[] = [];
  for (let i = 0; i < chatIds.length; i += CHUNK) {
    const ids = JSON.stringify(chatIds.slice(i, i + CHUNK));
    const chats = '(SELECT value FROM json_each(?1))';
    const chatMedia = `(SELECT id FROM media WHERE chat_id IN ${chats})`;
    const [media] = await db.batch([
      db.prepare(`SELECT r2_key, thumb_key FROM media WHERE chat_id IN ${chats}`).bind(ids),
      db
        .prepare(
          `UPDATE mj_tasks SET prompt = '', media_id = NULL
           WHERE chat_id IN ${chats} OR media_id IN ${chatMedia}`,
        )
        .bind(ids),
      db
        .prepare(`UPDATE transcriptions SET media_id = NULL WHERE media_id IN ${chatMedia}`)
        .bind(ids),
      db
        .prepare(
          `UPDATE avatar_runs SET source_media_id = NULL WHERE source_media_id IN ${chatMedia}`,
        )
        .bind(ids),
      db.prepare(`DELETE FROM chat_shares WHERE chat_id IN ${chats}`).bind(ids),
    ]);
    files.push(...((media?.results ?? []) as FileRef[]));
  }
  return files;
}

/**
 * A chat of `userId` closed by a wipe that stopped before its end (its attachment, media or share
 * rows still there): the owner's conversations, so a second delete finishes it; otherwise null.
 */
export async function unfinishedWipe(
  env: Pick<Env, 'DB' | 'PERSON'>,
  userId: string,
  chatId: string,
): Promise<ChatDb | null> {
  const own = await chatsOf(env, userId);
  const closed = await own
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM attachments a WHERE a.chat_id = c.id) AS files FROM chats c
       WHERE c.id = ?1 AND c.owner_id = ?2 AND c.deleted_at IS NOT NULL`,
    )
    .bind(chatId, own.ownerId)
    .first<{ files: number }>();
  if (!closed) return null;
  if (closed.files) return own;
  const left = await env.DB.prepare(
    `SELECT EXISTS (SELECT 1 FROM media WHERE chat_id = ?1)
       OR EXISTS (SELECT 1 FROM chat_shares WHERE chat_id = ?1) AS left`,
  )
    .bind(chatId)
    .first<number>('left');
  return left ? own : null;
}

/**
 * What a wipe does once its chats are closed: the answers' Generation objects stop them and drop
 * their stored events (a repeated requestId or a resume then finds nothing), and the files leave
 * R2 unless their owner's open chats or another holder still name them.
 *
 * @example await afterWipe(env, db, files, answers)
 */
export async function afterWipe(
  env: WipeEnv,
  own: ChatDb,
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
  await deleteUnreferencedFiles(env, own, files);
}
