import type { Env } from '../env';
import { DAY } from '../lib/time';

/** An upload not completed within this long is abandoned: its parts are aborted and removed. */
export const ABANDONED_AFTER_MS = DAY;
/** Uploads removed per run; the next run takes the rest. */
const BATCH = 100;

/**
 * Removes uploads started before `now` − a day: their rows, and in R2 their multipart upload
 * (aborted) or, once joined, their object. Run by the api's hourly `scheduled` handler, so
 * nothing depends on the bucket's lifecycle rules (docs/decisions/126-open-uploads-are-capped-and-cleaned.md).
 *
 * @example await removeAbandonedUploads(env, new Date(controller.scheduledTime))
 */
export async function removeAbandonedUploads(env: Env, now: Date) {
  const edge = new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString();
  const { results } = await env.DB.prepare(
    `SELECT id, r2_key, r2_upload_id, assembled FROM audio_uploads
     WHERE created_at < ?1 ORDER BY created_at LIMIT ?2`,
  )
    .bind(edge, BATCH)
    .all<{ id: string; r2_key: string; r2_upload_id: string; assembled: number }>();
  for (const upload of results) {
    // The row goes first: a complete racing the cleanup then finds nothing to claim (404).
    const [, removed] = await env.DB.batch([
      env.DB.prepare('DELETE FROM audio_upload_parts WHERE upload_id = ?1').bind(upload.id),
      env.DB.prepare('DELETE FROM audio_uploads WHERE id = ?1 RETURNING id').bind(upload.id),
    ]);
    if (!removed?.results.length) continue;
    if (upload.assembled) await env.FILES.delete(upload.r2_key);
    else {
      await env.FILES.resumeMultipartUpload(upload.r2_key, upload.r2_upload_id)
        .abort()
        .catch(() => undefined);
    }
  }
  return results.length;
}
