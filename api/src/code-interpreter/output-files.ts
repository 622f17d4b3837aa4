import type { Env } from '../env';
import { nowIso } from '../lib/time';

/** A file a `run_python` run wrote under /mnt/data/, kept in R2 as media (a download). */
export interface OutputFile {
  mediaId: string;
  name: string;
  size: number;
  contentType: string;
}

/** What one answer's runs may keep in output files, altogether. */
export const MAX_OUTPUT_FILE_BYTES = 50 * 1024 * 1024;

/**
 * Types served as themselves; anything else is served as bytes to download, so an HTML or SVG
 * file a run wrote can never render on the app's origin.
 */
const SAFE_TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The type a file is stored and served with, by its name's extension. */
export function outputTypeOf(name: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return SAFE_TYPES[extension] ?? 'application/octet-stream';
}

/**
 * The R2 key of an output file (`code/` for a run's files, `tools/` for a tool's images); its last
 * part is the file's name, so the record needs no column.
 */
export const outputKey = (
  userId: string,
  requestId: string,
  mediaId: string,
  name: string,
  prefix: 'code' | 'tools' = 'code',
) => `${prefix}/${userId}/${requestId}/${mediaId}/${encodeURIComponent(name)}`;

/** An answer's file as a `media` row: who owns it, where, and what it is. */
export interface OutputMedia {
  mediaId: string;
  userId: string;
  chatId: string;
  messageId: string;
  key: string;
  contentType: string;
  size: number;
}

/**
 * Records a file already put in R2 as `media` of its answer, unless the answer's files would pass
 * MAX_OUTPUT_FILE_BYTES together: the cap is checked inside the insert, so two writes at once
 * cannot pass it together. A refused file is deleted from R2; answers whether it was kept.
 */
export async function recordOutputMedia(
  env: Pick<Env, 'DB' | 'FILES'>,
  file: OutputMedia,
): Promise<boolean> {
  const inserted = await env.DB.prepare(
    `INSERT INTO media (id, owner_id, chat_id, message_id, r2_key, content_type, size, created_at)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
     WHERE (SELECT COALESCE(SUM(size), 0) FROM media WHERE message_id = ?4) + ?7 <= ?9`,
  )
    .bind(
      file.mediaId,
      file.userId,
      file.chatId,
      file.messageId,
      file.key,
      file.contentType,
      file.size,
      nowIso(),
      MAX_OUTPUT_FILE_BYTES,
    )
    .run();
  if (inserted.meta.changes === 1) return true;
  await env.FILES.delete(file.key);
  return false;
}

/** The file name kept in an output file's key. */
export function nameOfKey(key: string): string {
  const last = key.slice(key.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
