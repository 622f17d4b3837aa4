import type { Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';

registerErrorMessages({
  audio_uploads_too_many: {
    en: 'You already have {max} unfinished uploads. Finish or cancel one, then start this one.',
    ru: 'У вас уже {max} незавершённые загрузки. Завершите или отмените одну и начните снова.',
  },
});

/** Unfinished long uploads one user may have open at once (decision 126). */
export const MAX_OPEN_UPLOADS = 3;

export interface UploadRow {
  id: string;
  user_id: string;
  r2_key: string;
  r2_upload_id: string;
  title: string;
  size: number;
  part_size: number;
  model: string;
  requested_language: string | null;
  content_type: string | null;
  /** 1 once the parts are joined into the object (complete ran, but no hold yet). */
  assembled: number;
}

const OPEN = 'SELECT COUNT(*) FROM audio_uploads WHERE user_id = ?1';

/** The refusal of an upload past `MAX_OPEN_UPLOADS`. */
export const tooManyUploads = () =>
  new ApiError(429, 'audio_uploads_too_many', { max: MAX_OPEN_UPLOADS });

/** 429 when the user already has `MAX_OPEN_UPLOADS` uploads open. */
export async function ensureUploadSlot(db: D1Database, userId: string) {
  const open = await db.prepare(`${OPEN}`).bind(userId).first<number>('COUNT(*)');
  if ((open ?? 0) >= MAX_OPEN_UPLOADS) throw tooManyUploads();
}

/**
 * The upload's row, inserted only while its user has fewer than `MAX_OPEN_UPLOADS` open: one
 * statement, so parallel creates cannot pass the cap together.
 */
export function insertUploadStatement(db: D1Database, row: UploadRow, now: string) {
  return db
    .prepare(
      `INSERT INTO audio_uploads (id, user_id, r2_key, r2_upload_id, title, size, part_size,
         model, requested_language, created_at)
       SELECT ?2, ?1, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10 WHERE (${OPEN}) < ?11`,
    )
    .bind(
      ...[row.user_id, row.id, row.r2_key, row.r2_upload_id, row.title, row.size],
      ...[row.part_size, row.model, row.requested_language, now, MAX_OPEN_UPLOADS],
    );
}

/**
 * Joins the parts into the object and marks the row; a complete racing this one may have joined
 * them already, which R2 then refuses while the object is there.
 */
export async function assemble(
  env: Env,
  row: UploadRow,
  parts: { part_number: number; etag: string }[],
) {
  await env.FILES.resumeMultipartUpload(row.r2_key, row.r2_upload_id)
    .complete(parts.map((p) => ({ partNumber: p.part_number, etag: p.etag })))
    .catch(async (err: unknown) => {
      if (!(await env.FILES.head(row.r2_key))) throw err;
    });
  await env.DB.prepare('UPDATE audio_uploads SET assembled = 1 WHERE id = ?1').bind(row.id).run();
}

/** Removes an upload's rows, then its multipart upload (aborted) or its joined object. */
export async function removeUpload(env: Env, row: UploadRow) {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM audio_upload_parts WHERE upload_id = ?1').bind(row.id),
    env.DB.prepare('DELETE FROM audio_uploads WHERE id = ?1').bind(row.id),
  ]);
  if (row.assembled) return env.FILES.delete(row.r2_key);
  await env.FILES.resumeMultipartUpload(row.r2_key, row.r2_upload_id)
    .abort()
    .catch(() => undefined);
  await env.FILES.delete(row.r2_key);
}
