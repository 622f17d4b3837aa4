import { loadEntity } from '../entity/entity-store';

/** A usage row's answer rating, for the ledger CSV. */
export interface LedgerRating {
  rating: 'up' | 'down';
  reason: string | null;
  comment: string | null;
}

/**
 * The ratings of the answers a team paid for, by ledger row id — only when `userId` owns the
 * team (a quality signal per model for whoever pays; members never see each other's ratings).
 * The rating counted is the chat owner's, the only one who may rate.
 */
export async function ledgerRatings(
  db: D1Database,
  entityId: string,
  userId: string,
): Promise<Map<string, LedgerRating> | null> {
  const team = await loadEntity(db, entityId, userId);
  if (team.role !== 'owner') return null;
  const { results } = await db
    .prepare(
      `SELECT l.id, r.rating, r.reason, r.comment FROM ledger l
       JOIN messages m ON l.kind = 'usage' AND m.id = l.ref
       JOIN chats c ON c.id = m.chat_id
       JOIN message_ratings r ON r.message_id = m.id AND r.user_id = c.owner_id
       WHERE l.entity_id = ?1`,
    )
    .bind(entityId)
    .all<LedgerRating & { id: string }>();
  return new Map(results.map(({ id, ...rating }) => [id, rating]));
}
