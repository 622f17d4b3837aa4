import { releaseInBatch, settleInBatch } from '../billing/money';
import { nowIso } from '../lib/time';

export interface StoredImage {
  id: string;
  key: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
}

export interface ImageAnswer {
  requestId: string;
  userId: string;
  entityId: string;
  chatId: string;
  messageId: string;
  /** The model the answer's message names, for its ledger line (decision 213). */
  model: string;
  cost: number;
}

/**
 * The batch that ends an image answer: its media rows, the message complete with its cost, the
 * debit and `usage` ledger row — both only while the hold exists, which the batch deletes, so
 * the charge happens once whatever runs again (docs/decisions/041-image-chats.md).
 */
export function imageSuccessStatements(
  db: D1Database,
  answer: ImageAnswer,
  images: StoredImage[],
): D1PreparedStatement[] {
  const now = nowIso();
  return [
    ...images.map((image) =>
      db
        .prepare(
          `INSERT INTO media (id, owner_id, chat_id, message_id, r2_key, content_type, size,
             width, height, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
        )
        .bind(
          image.id,
          answer.userId,
          answer.chatId,
          answer.messageId,
          image.key,
          image.contentType,
          image.size,
          image.width,
          image.height,
          now,
        ),
    ),
    db
      .prepare(
        `UPDATE messages SET status = 'complete', cost_kopecks = ?2, updated_at = ?3
         WHERE id = ?1 AND status = 'streaming'`,
      )
      .bind(answer.messageId, answer.cost, now),
    ...settleInBatch(
      db,
      {
        holdId: answer.requestId,
        entityId: answer.entityId,
        userId: answer.userId,
        ref: answer.messageId,
        cost: answer.cost,
        now,
      },
      // Image answers live only in image chats (image-send-route.ts).
      { model: answer.model, chatId: answer.chatId, chatMode: 'image' },
    ),
    db.prepare('UPDATE chats SET updated_at = ?2 WHERE id = ?1').bind(answer.chatId, now),
  ];
}

/** The batch of a failed image answer: the message marked with the error, the hold released. */
export function imageFailureStatements(db: D1Database, answer: ImageAnswer, code: string) {
  const now = nowIso();
  return [
    db
      .prepare(
        `UPDATE messages SET status = 'error', error_code = ?2, cost_kopecks = 0, updated_at = ?3
         WHERE id = ?1 AND status = 'streaming'`,
      )
      .bind(answer.messageId, code, now),
    releaseInBatch(db, answer.requestId),
  ];
}
