import { releaseHold, settle } from '../billing/money';
import type { ChatDb } from '../chat/chat-db';
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
 * Ends an image answer in three steps, each safe to run again, none sharing a batch with another
 * store (docs/decisions/219-records-and-money-as-separate-steps.md): the media rows (D1, by
 * their ids), the message complete with its cost and the chat touched (the conversation's
 * records in the author's home `chats`, decision 223, guarded by `status = 'streaming'`), then the charge settled by the hold — debited
 * with its `usage` ledger row only while the hold exists, which the same step deletes, so it
 * charges once whatever runs again (docs/decisions/041-image-chats.md).
 */
export async function finishImageAnswer(
  db: D1Database,
  chats: ChatDb,
  answer: ImageAnswer,
  images: StoredImage[],
) {
  const now = nowIso();
  if (images.length > 0) {
    await db.batch(
      images.map((image) =>
        db
          .prepare(
            `INSERT OR IGNORE INTO media (id, owner_id, chat_id, message_id, r2_key, content_type,
               size, width, height, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
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
    );
  }
  await chats.batch([
    chats
      .prepare(
        `UPDATE messages SET status = 'complete', cost_kopecks = ?2, updated_at = ?3
         WHERE id = ?1 AND status = 'streaming'`,
      )
      .bind(answer.messageId, answer.cost, now),
    chats.prepare('UPDATE chats SET updated_at = ?2 WHERE id = ?1').bind(answer.chatId, now),
  ]);
  await settle(
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
  );
}

/** Ends a failed image answer: the message marked with the error, then the hold released. */
export async function failImageAnswer(
  db: D1Database,
  chats: ChatDb,
  answer: ImageAnswer,
  code: string,
) {
  await chats
    .prepare(
      `UPDATE messages SET status = 'error', error_code = ?2, cost_kopecks = 0, updated_at = ?3
       WHERE id = ?1 AND status = 'streaming'`,
    )
    .bind(answer.messageId, code, nowIso())
    .run();
  await releaseHold(db, answer.requestId, answer.entityId);
}
