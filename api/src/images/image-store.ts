import type { Env } from '../env';
import { mayReadChatFile } from '../media/media-access';

export interface ImageRow {
  id: string;
  message_id: string;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
}

/** A generated image as messages carry it: served from our origin by `GET /v1/media/{id}`. */
export function toImageJson(row: ImageRow) {
  return {
    id: row.id,
    url: `/v1/media/${row.id}`,
    /** A smaller rendition for lists and the conversation (docs/decisions/042-image-thumbnails.md). */
    thumbnailUrl: `/v1/media/${row.id}/thumbnail`,
    type: row.content_type,
    size: row.size,
    width: row.width,
    height: row.height,
  };
}

/** The images of these messages, in the order they were made. */
export async function imagesOfMessages(db: D1Database, messageIds: string[]): Promise<ImageRow[]> {
  if (messageIds.length === 0) return [];
  const rows = await db
    .prepare(
      `SELECT id, message_id, content_type, size, width, height FROM media
       WHERE message_id IN (SELECT value FROM json_each(?1)) ORDER BY created_at, rowid`,
    )
    .bind(JSON.stringify(messageIds))
    .all<ImageRow>();
  return rows.results;
}

/** The R2 key and type of an image the user may read (theirs, or of a chat shared with them). */
export async function readableImage(
  env: Pick<Env, 'DB' | 'PERSON'>,
  mediaId: string,
  userId: string,
): Promise<{ r2_key: string; content_type: string } | null> {
  type Row = { owner_id: string; chat_id: string | null; r2_key: string; content_type: string };
  const row = await env.DB.prepare(
    'SELECT owner_id, chat_id, r2_key, content_type FROM media WHERE id = ?1',
  )
    .bind(mediaId)
    .first<Row>();
  if (!row || !(await mayReadChatFile(env, row, userId))) return null;
  return { r2_key: row.r2_key, content_type: row.content_type };
}

/** The newest generated image of a chat: what a follow-up refines. */
export async function latestImageOfChat(db: D1Database, chatId: string) {
  return db
    .prepare(
      `SELECT id FROM media WHERE chat_id = ?1 AND message_id IS NOT NULL
       ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    )
    .bind(chatId)
    .first<{ id: string }>();
}
