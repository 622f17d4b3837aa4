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
