import type { Env } from '../env';
import { ApiError } from '../lib/errors';
import { askPerson } from '../person/person-of';
import { homeOf, movingError, stillInD1 } from '../storage-moves/move-state';
import type { RatingInput } from './person-ratings';
import type { StoredRating } from './stored-rating';

/** A rating as the routes answer it. */
export type RatingView = Pick<StoredRating, 'message_id' | 'rating' | 'reason' | 'comment'>;

/**
 * The person's ratings live in D1 until their move is verified, then in their object
 * (docs/decisions/203-person-objects-and-the-move.md). A D1 write carries the move's check, so a
 * write racing the start of the move lands nowhere and is tried again where the ratings now are.
 */
export async function saveRating(
  env: Env,
  userId: string,
  input: RatingInput,
): Promise<RatingView> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const home = await homeOf(env.DB, userId, 'ratings');
    if (home === 'object') return askPerson(env, userId, (person) => person.rateAnswer(input));
    if (home === 'copying') throw movingError();
    const row = await env.DB.prepare(
      `INSERT INTO message_ratings (message_id, user_id, rating, reason, comment, created_at,
         updated_at) SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?6 WHERE ${stillInD1('?2', 'ratings')}
       ON CONFLICT (message_id, user_id) DO UPDATE SET rating = ?3, reason = ?4, comment = ?5,
         updated_at = ?6
       RETURNING message_id, rating, reason, comment`,
    )
      .bind(input.messageId, userId, input.rating, input.reason, input.comment, input.now)
      .first<RatingView>();
    if (row) return row;
  }
  throw new ApiError(500, 'internal_error');
}

export async function removeRating(env: Env, userId: string, messageId: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const home = await homeOf(env.DB, userId, 'ratings');
    if (home === 'object')
      return askPerson(env, userId, (person) => person.unrateAnswer(messageId));
    if (home === 'copying') throw movingError();
    const { meta } = await env.DB.prepare(
      `DELETE FROM message_ratings WHERE message_id = ?1 AND user_id = ?2
         AND ${stillInD1('?2', 'ratings')}`,
    )
      .bind(messageId, userId)
      .run();
    // Nothing deleted: no rating, or the move began in between (then the loop asks again).
    if (meta.changes > 0 || (await homeOf(env.DB, userId, 'ratings')) === 'd1') return;
  }
}

/** The person's ratings of the answers in one chat (whose access the caller checked). */
export async function ratingsInChat(
  env: Env,
  userId: string,
  chatId: string,
): Promise<RatingView[]> {
  const home = await homeOf(env.DB, userId, 'ratings');
  if (home === 'object') return askPerson(env, userId, (person) => person.ratingsOfChat(chatId));
  // In the object's order (by answer id), so a move changes nothing a reader sees.
  const { results } = await env.DB.prepare(
    `SELECT r.message_id, r.rating, r.reason, r.comment FROM message_ratings r
     JOIN messages m ON m.id = r.message_id WHERE m.chat_id = ?1 AND r.user_id = ?2
     ORDER BY r.message_id`,
  )
    .bind(chatId, userId)
    .all<RatingView>();
  return results;
}
