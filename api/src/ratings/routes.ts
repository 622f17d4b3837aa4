import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { readableChat, writableChat } from '../chat/chat-store';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { createRouter, documentRoute } from '../lib/router';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import {
  chatRatingsRoute,
  deleteRatingRoute,
  MessageIdParamSchema,
  putRatingRoute,
  type RATING_REASONS,
  RatingInputSchema,
} from './contract';

registerErrorMessages({
  rating_not_an_answer: {
    en: 'Only an assistant’s answer can be rated',
    ru: 'Оценить можно только ответ ассистента',
  },
});

interface RatingRow {
  message_id: string;
  rating: 'up' | 'down';
  reason: (typeof RATING_REASONS)[number] | null;
  comment: string | null;
}

const toRatingJson = (row: RatingRow) => ({
  messageId: row.message_id,
  rating: row.rating,
  reason: row.reason,
  comment: row.comment,
});

/** The answer, if it is one in a chat the user owns: 404 unreadable, 403 a reader's. */
async function ownAnswer(db: D1Database, messageId: string, userId: string) {
  const message = await db
    .prepare('SELECT id, chat_id, role FROM messages WHERE id = ?1')
    .bind(messageId)
    .first<{ id: string; chat_id: string; role: string }>();
  if (!message) throw new ApiError(404, 'not_found');
  await writableChat(db, message.chat_id, userId);
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
    await ownAnswer(c.env.DB, id, userId);
    const now = nowIso();
    const row = await c.env.DB.prepare(
      `INSERT INTO message_ratings (message_id, user_id, rating, reason, comment, created_at,
         updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)
       ON CONFLICT (message_id, user_id) DO UPDATE SET rating = ?3, reason = ?4, comment = ?5,
         updated_at = ?6
       RETURNING message_id, rating, reason, comment`,
    )
      .bind(id, userId, input.rating, input.reason ?? null, input.comment || null, now)
      .first<RatingRow>();
    if (!row) throw new ApiError(500, 'internal_error');
    return c.json(toRatingJson(row), 200);
  },
);

ratings.openapi(deleteRatingRoute, async (c) => {
  const { id } = c.req.valid('param');
  const { userId } = c.var.auth;
  await ownAnswer(c.env.DB, id, userId);
  await c.env.DB.prepare('DELETE FROM message_ratings WHERE message_id = ?1 AND user_id = ?2')
    .bind(id, userId)
    .run();
  return c.json({ messageId: id, rating: null, reason: null, comment: null }, 200);
});

ratings.openapi(chatRatingsRoute, async (c) => {
  const { chatId: id } = c.req.valid('param');
  const { userId } = c.var.auth;
  await readableChat(c.env.DB, id, userId);
  const { results } = await c.env.DB.prepare(
    `SELECT r.message_id, r.rating, r.reason, r.comment FROM message_ratings r
     JOIN messages m ON m.id = r.message_id WHERE m.chat_id = ?1 AND r.user_id = ?2`,
  )
    .bind(id, userId)
    .all<RatingRow>();
  return c.json({ items: results.map(toRatingJson) }, 200);
});
