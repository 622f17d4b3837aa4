import { READABLE } from '../chat/chat-store';

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
export async function readableImage(db: D1Database, mediaId: string, userId: string) {
  return db
    .prepare(
      `SELECT m.r2_key, m.content_type FROM media m WHERE m.id = ?2 AND (m.owner_id = ?1
         OR EXISTS (SELECT 1 FROM chats c WHERE c.id = m.chat_id AND ${READABLE}))`,
    )
    .bind(userId, mediaId)
    .first<{ r2_key: string; content_type: string }>();
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
