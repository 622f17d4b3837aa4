import { loadEntity } from '../entity/entity-store';
import type { Env } from '../env';
import { moneyInObject } from '../ledger/team-ledger';
import { askPerson } from '../person/person-of';
import { homeOf } from '../storage-moves/move-state';
import { askTeam } from '../team/team-of';

/** A usage row's answer rating, for the ledger CSV. */
export interface LedgerRating {
  rating: 'up' | 'down';
  reason: string | null;
  comment: string | null;
}

const MOVED = `EXISTS (SELECT 1 FROM storage_moves s WHERE s.owner_kind = 'person'
  AND s.owner_id = l.user_id AND s.part = 'ratings' AND s.state = 'moved')`;

/**
 * The ratings of the answers a team paid for, by ledger row id — only when `userId` owns the
 * team (a quality signal per model for whoever pays; members never see each other's ratings).
 * The rating counted is the chat owner's, the only one who may rate: from D1, or from the owner's
 * object once their ratings moved (decision 203). An answer's usage row has the answer's message
 * as its ref and the chat's owner as its `user_id` (only owners answer in their chats), and names
 * its chat (decision 213), so no chat is joined, and a message only for a row that names nothing
 * (written before). A summary's row names its chat too; no rating has its id.
 */
export async function ledgerRatings(
  env: Env,
  entityId: string,
  userId: string,
): Promise<Map<string, LedgerRating> | null> {
  const db = env.DB;
  const team = await loadEntity(db, entityId, userId);
  if (team.role !== 'owner') return null;
  if (await moneyInObject(db, entityId)) return ratingsOfTeamObject(env, entityId);
  const [inD1, inObjects] = await db.batch([
    db
      .prepare(
        `SELECT l.id, r.rating, r.reason, r.comment FROM ledger l
         JOIN message_ratings r ON r.message_id = l.ref AND r.user_id = l.user_id
         WHERE l.entity_id = ?1 AND l.kind = 'usage' AND NOT ${MOVED}`,
      )
      .bind(entityId),
    db
      .prepare(
        `SELECT l.id, l.ref AS message_id, l.user_id AS owner_id FROM ledger l
         LEFT JOIN messages m ON l.chat_id IS NULL AND m.id = l.ref
         WHERE l.entity_id = ?1 AND l.kind = 'usage' AND ${MOVED}
           AND (l.chat_id IS NOT NULL OR m.id IS NOT NULL)`,
      )
      .bind(entityId),
  ]);
  const ratings = new Map<string, LedgerRating>();
  for (const { id, ...rating } of (inD1?.results ?? []) as (LedgerRating & { id: string })[]) {
    ratings.set(id, rating);
  }
  const answers = (inObjects?.results ?? []) as Answer[];
  await addObjectRatings(env, answers, ratings);
  return ratings;
}

interface Answer {
  id: string;
  message_id: string;
  owner_id: string;
}

/**
 * The same ratings when the team's ledger is in its object (decision 225): its usage lines that
 * may have paid for an answer, then each payer's ratings where they are — D1's `message_ratings`
 * by message ids, or the payer's object once their ratings moved.
 */
async function ratingsOfTeamObject(env: Env, entityId: string) {
  const lines = await askTeam(env, entityId, (team) => team.usageAnswers());
  const ratings = new Map<string, LedgerRating>();
  const inObjects: Answer[] = [];
  for (const [ownerId, rows] of groupBy(lines, (line) => line.user_id)) {
    const answers = rows.map((r) => ({ id: r.id, message_id: r.ref, owner_id: ownerId }));
    if ((await homeOf(env.DB, ownerId, 'ratings')) === 'object') {
      inObjects.push(...answers);
      continue;
    }
    const ledgerIdsOf = groupBy(answers, (row) => row.message_id);
    const ids = [...ledgerIdsOf.keys()];
    for (let at = 0; at < ids.length; at += 500) {
      const { results } = await env.DB.prepare(
        `SELECT message_id, rating, reason, comment FROM message_ratings
         WHERE user_id = ?1 AND message_id IN (SELECT value FROM json_each(?2))`,
      )
        .bind(ownerId, JSON.stringify(ids.slice(at, at + 500)))
        .all<LedgerRating & { message_id: string }>();
      for (const { message_id, ...rating } of results) {
        for (const ledger of ledgerIdsOf.get(message_id) ?? []) ratings.set(ledger.id, rating);
      }
    }
  }
  await addObjectRatings(env, inObjects, ratings);
  return ratings;
}

/** Ratings kept in the answer owners' objects, by ledger row id, added to `ratings`. */
async function addObjectRatings(
  env: Env,
  answers: readonly Answer[],
  ratings: Map<string, LedgerRating>,
) {
  const byOwner = groupBy(answers, (row) => row.owner_id);
  for (const [ownerId, rows] of byOwner) {
    const ledgerIdsOf = groupBy(rows, (row) => row.message_id);
    const ids = [...ledgerIdsOf.keys()];
    for (let at = 0; at < ids.length; at += 100) {
      const page = ids.slice(at, at + 100);
      const found = await askPerson(env, ownerId, (person) => person.ratingsOfAnswers(page));
      for (const row of found) {
        const { rating, reason, comment } = row;
        for (const ledger of ledgerIdsOf.get(row.message_id) ?? []) {
          ratings.set(ledger.id, { rating, reason, comment });
        }
      }
    }
  }
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}
