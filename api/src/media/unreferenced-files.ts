import type { ChatDb } from '../chat/chat-db';
import type { Env } from '../env';

/** A stored object a departing row pointed at, with the thumbnail made from it, if any. */
export interface FileRef {
  r2_key: string;
  thumb_key?: string | null;
}

/** Keys per query and per R2 delete call (R2 takes at most 1000; D1 caps a statement's size). */
const CHUNK = 200;

/**
 * Another owner's chat in D1 that is live there: D1 rows of an owner whose conversations moved
 * are a frozen copy (decision 203) and hold nothing; their object's holdings are in `file_refs`.
 */
const LIVE_IN_D1 = `NOT EXISTS (SELECT 1 FROM storage_moves s WHERE s.owner_kind = 'person'
  AND s.owner_id = c.owner_id AND s.part = 'chats' AND s.state = 'moved')`;

/**
 * Deletes from R2 the objects of `files` that nothing holds any more
 * (docs/decisions/222-wipes-in-steps.md): not an attachment of an open chat (not closed, not past
 * its end) in the owner's own conversations (`own`, D1 or their object), no `file_refs` row of another holder (decision 212),
 * no `attachments` row in D1 of another owner whose conversations are still there (chat copies
 * share keys, docs/decisions/124-account-deletion-password-and-shared-files.md) and no `media` row
 * of another owner. First the owner stops holding (in `file_refs`) the keys none of their open
 * chats holds now. Call it once the chats that pointed at them are closed, so no new copy can
 * point at them later.
 *
 * @example await deleteUnreferencedFiles(env, await chatsOf(env, userId), [{ r2_key: 'uploads/u/r/f/a.pdf' }])
 */
export async function deleteUnreferencedFiles(
  env: Pick<Env, 'DB' | 'FILES'>,
  own: ChatDb,
  files: FileRef[],
) {
  const ownerId = own.ownerId;
  const thumbs = new Map<string, string | null | undefined>();
  for (const file of files) {
    if (!thumbs.get(file.r2_key)) thumbs.set(file.r2_key, file.thumb_key);
  }
  const keys = [...thumbs.keys()];
  for (let i = 0; i < keys.length; i += CHUNK) {
    const chunk = keys.slice(i, i + CHUNK);
    const { results: kept } = await own
      .prepare(
        `SELECT DISTINCT a.r2_key AS key FROM attachments a JOIN chats c ON c.id = a.chat_id
         WHERE a.r2_key IN (SELECT value FROM json_each(?1)) AND c.owner_id = ?2
           AND c.deleted_at IS NULL
           AND (c.expires_at IS NULL OR c.expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      )
      .bind(JSON.stringify(chunk), ownerId)
      .all<{ key: string }>();
    const held = new Set(kept.map((row) => row.key));
    const loose = JSON.stringify(chunk.filter((key) => !held.has(key)));
    const [, free] = await env.DB.batch([
      env.DB.prepare(
        'DELETE FROM file_refs WHERE holder_id = ?2 AND r2_key IN (SELECT value FROM json_each(?1))',
      ).bind(loose, ownerId),
      env.DB.prepare(
        `SELECT k.value AS key FROM json_each(?1) k
         WHERE NOT EXISTS (SELECT 1 FROM file_refs f WHERE f.r2_key = k.value AND f.holder_id != ?2)
           AND NOT EXISTS (SELECT 1 FROM media m WHERE m.r2_key = k.value AND m.owner_id != ?2)
           AND NOT EXISTS (SELECT 1 FROM attachments a JOIN chats c ON c.id = a.chat_id
             WHERE a.r2_key = k.value AND c.owner_id != ?2 AND ${LIVE_IN_D1})`,
      ).bind(loose, ownerId),
    ]);
    const doomed = ((free?.results ?? []) as { key: string }[]).flatMap(({ key }) => {
      const thumb = thumbs.get(key);
      return thumb ? [key, thumb] : [key];
    });
    for (let j = 0; j < doomed.length; j += CHUNK) {
      await env.FILES.delete(doomed.slice(j, j + CHUNK));
    }
  }
}
