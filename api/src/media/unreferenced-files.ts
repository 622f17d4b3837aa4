import type { Env } from '../env';

/** A stored object a departing row pointed at, with the thumbnail made from it, if any. */
export interface FileRef {
  r2_key: string;
  thumb_key?: string | null;
}

/** Keys per query and per R2 delete call (R2 takes at most 1000; D1 caps a statement's size). */
const CHUNK = 200;

/**
 * Deletes from R2 the objects of `files` that no row points at any more: no `attachments` row
 * (chat copies share keys, docs/decisions/124-account-deletion-password-and-shared-files.md), no
 * `file_refs` row of another holder and no `media` row of another owner. First `ownerId` stops
 * holding (in `file_refs`) the keys none of their chats holds now (decision 212). Call it after the
 * rows of `ownerId` that pointed at them are gone, in the same batch that made the chats
 * unreadable, so no new copy can point at them later.
 *
 * @example await deleteUnreferencedFiles(env, userId, [{ r2_key: 'uploads/u/r/f/a.pdf' }])
 */
export async function deleteUnreferencedFiles(
  env: Pick<Env, 'DB' | 'FILES'>,
  ownerId: string,
  files: FileRef[],
) {
  const thumbs = new Map<string, string | null | undefined>();
  for (const file of files) {
    if (!thumbs.get(file.r2_key)) thumbs.set(file.r2_key, file.thumb_key);
  }
  const keys = [...thumbs.keys()];
  for (let i = 0; i < keys.length; i += CHUNK) {
    const chunk = JSON.stringify(keys.slice(i, i + CHUNK));
    const [, free] = await env.DB.batch([
      env.DB.prepare(
        `DELETE FROM file_refs WHERE holder_id = ?2 AND r2_key IN (SELECT value FROM json_each(?1))
         AND NOT EXISTS (SELECT 1 FROM attachments a JOIN chats c ON c.id = a.chat_id
           WHERE a.r2_key = file_refs.r2_key AND c.owner_id = ?2)`,
      ).bind(chunk, ownerId),
      env.DB.prepare(
        `SELECT k.value AS key FROM json_each(?1) k
         WHERE NOT EXISTS (SELECT 1 FROM attachments a WHERE a.r2_key = k.value)
           AND NOT EXISTS (SELECT 1 FROM file_refs f WHERE f.r2_key = k.value AND f.holder_id != ?2)
           AND NOT EXISTS (SELECT 1 FROM media m WHERE m.r2_key = k.value AND m.owner_id != ?2)`,
      ).bind(chunk, ownerId),
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
