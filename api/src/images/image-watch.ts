import { releaseHold, settle } from '../billing/money';
import { chatsOf } from '../chat/chat-db';
import type { Env } from '../env';
import { failImageAnswer, type ImageAnswer } from './image-records';

/**
 * Image sends under way, kept by their author's `Generation` object (decision 233): a send whose
 * Worker stops between its hold and its settle (evicted, crashed) is ended by the object's alarm
 * once `deadline` (ms) passes — settled when its answer was saved complete, otherwise marked lost
 * and its hold released — so every hold placed for an image is settled or released, once.
 */
export const PENDING_IMAGES_TABLE = `CREATE TABLE IF NOT EXISTS pending_images (
  request_id TEXT PRIMARY KEY, answer TEXT NOT NULL, deadline INTEGER NOT NULL)`;

/** Longer than any image a provider makes (the slowest take about two minutes). */
export const IMAGE_DEADLINE_MS = 10 * 60 * 1000;

/**
 * Ends an image send that never finished: its answer `complete` (the Worker stopped before the
 * settle) is charged by its hold, once; `streaming` (stopped before the images were saved) ends
 * as `image_lost` with its hold released; `error` or gone: the hold, if any, is released.
 */
export async function endLostImage(env: Env, answer: ImageAnswer): Promise<void> {
  const chats = await chatsOf(env, answer.userId);
  const row = await chats
    .prepare('SELECT status FROM messages WHERE id = ?1')
    .bind(answer.messageId)
    .first<{ status: string }>();
  if (row?.status === 'complete') {
    // A settle debits only while the hold exists (and deletes it): never twice.
    await settle(
      env.DB,
      {
        holdId: answer.requestId,
        entityId: answer.entityId,
        userId: answer.userId,
        ref: answer.messageId,
        cost: answer.cost,
        now: new Date().toISOString(),
      },
      { model: answer.model, chatId: answer.chatId, chatMode: 'image' },
    );
    return;
  }
  if (row?.status === 'streaming') {
    await failImageAnswer(env.DB, chats, answer, 'image_lost');
    return;
  }
  await releaseHold(env.DB, answer.requestId, answer.entityId);
}
