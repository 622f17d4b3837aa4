import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { readableChat, writableChat } from '../chat/chat-store';
import { findOwnThenShared } from '../chat/shared-chats';
import type { Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { createRouter, documentRoute } from '../lib/router';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import {
  chatRatingsRoute,
  deleteRatingRoute,
  MessageIdParamSchema,
  putRatingRoute,
  RatingInputSchema,
} from './contract';
import { type RatingView, ratingsInChat, removeRating, saveRating } from './rating-store';

registerErrorMessages({
  rating_not_an_answer: {
    en: 'Only an assistant’s answer can be rated',
    ru: 'Оценить можно только ответ ассистента',
  },
});

const toRatingJson = (row: RatingView) => ({
  messageId: row.message_id,
  rating: row.rating,
  reason: row.reason,
  comment: row.comment,
});

/** A message of the owner's (`?2`) chats, or only of those `?3` names (see `findOwnThenShared`). */
const ANSWER = `SELECT m.id, m.chat_id, m.role FROM messages m JOIN chats c ON c.id = m.chat_id
  WHERE m.id = ?1 AND c.owner_id = ?2
  AND (?3 IS NULL OR m.chat_id IN (SELECT value FROM json_each(?3)))`;

/** The answer, if it is one in a chat the user owns: 404 unreadable, 403 a reader's. */
async function ownAnswer(env: Env, messageId: string, userId: string) {
  type Found = { id: string; chat_id: string; role: string };
  // In the user's own conversations, else in a chat shared with them, read where its owner's
  // live, to answer a reader 403 as before (decision 218).
  const message = await findOwnThenShared<Found>(env, userId, ANSWER, messageId);
  if (!message) throw new ApiError(404, 'not_found');
  await writableChat(env, message.chat_id, userId);
  if (message.role !== 'assistant') throw new ApiError(400, 'rating_not_an_answer');
  return message;
}

/**
 * `/v1/message/rating/{id}` and `/v1/message/chat/{chatId}/ratings`
 * (docs/decisions/104-answer-ratings.md).
 */
export const ratings = createRouter<AuthEnv>();
ratings.use('/rating/:id', requireAuth);
ratings.use('/chat/:chatId/ratings', requireAuth);

documentRoute(ratings, putRatingRoute);
ratings.put(
  '/rating/:id',
  validate('param', MessageIdParamSchema),
  validate('json', RatingInputSchema),
  async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const { userId } = c.var.auth;
    const message = await ownAnswer(c.env, id, userId);
    const row = await saveRating(c.env, userId, {
      messageId: id,
      chatId: message.chat_id,
      rating: input.rating,
      reason: input.reason ?? null,
      comment: input.comment || null,
      now: nowIso(),
    });
    return c.json(toRatingJson(row), 200);
  },
);

ratings.openapi(deleteRatingRoute, async (c) => {
  const { id } = c.req.valid('param');
  const { userId } = c.var.auth;
  await ownAnswer(c.env, id, userId);
  await removeRating(c.env, userId, id);
  return c.json({ messageId: id, rating: null, reason: null, comment: null }, 200);
});

ratings.openapi(chatRatingsRoute, async (c) => {
  const { chatId: id } = c.req.valid('param');
  const { userId } = c.var.auth;
  await readableChat(c.env, id, userId);
  const items = await ratingsInChat(c.env, userId, id);
  return c.json({ items: items.map(toRatingJson) }, 200);
});
