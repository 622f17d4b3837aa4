import { registerErrorMessages } from '../lib/errors';
import { addMs, MINUTE } from '../lib/time';

registerErrorMessages({
  insufficient_funds: {
    en: 'Not enough funds on the team balance. Top up the balance to continue.',
    ru: 'Недостаточно средств на балансе команды. Пополните баланс, чтобы продолжить.',
  },
});

/** Holds older than this belong to generations that died; they no longer reserve money. */
export const HOLD_TTL_MS = 30 * MINUTE;

/**
 * Reserves `amount` for a generation, in one conditional statement: it succeeds only while the
 * team's balance minus its live holds is above zero. D1 runs statements one at a time, so two
 * concurrent sends cannot both pass on the same money (docs/decisions/020-billing-holds.md).
 */
export async function placeHold(
  db: D1Database,
  hold: { requestId: string; entityId: string; amount: number; now: string },
  { unlessAnswered = false } = {},
): Promise<boolean> {
  // unlessAnswered (a send whose requestId may come again): refused, not failed, when an answer
  // already carries this requestId or another start of it holds it (decision 118).
  const [insert, unanswered] = unlessAnswered
    ? ['INSERT OR IGNORE', 'AND NOT EXISTS (SELECT 1 FROM messages WHERE request_id = ?1)']
    : ['INSERT', ''];
  const result = await db
    .prepare(
      `${insert} INTO billing_holds (request_id, entity_id, amount_kopecks, created_at)
       SELECT ?1, ?2, ?3, ?4
       WHERE (SELECT balance_kopecks FROM entities WHERE id = ?2)
         - COALESCE((SELECT SUM(amount_kopecks) FROM billing_holds
                     WHERE entity_id = ?2 AND created_at > ?5), 0) > 0 ${unanswered}`,
    )
    .bind(hold.requestId, hold.entityId, hold.amount, hold.now, addMs(hold.now, -HOLD_TTL_MS))
    .run();
  return result.meta.changes === 1;
}

/**
 * The statements that settle an answer: debit the cost with a `usage` ledger row referencing the
 * message, and release the hold. Run them in the same batch as the message's final update.
 */
export function settleStatements(
  db: D1Database,
  charge: {
    requestId: string;
    entityId: string;
    userId: string;
    messageId: string;
    cost: number;
    now: string;
  },
): D1PreparedStatement[] {
  const release = db
    .prepare('DELETE FROM billing_holds WHERE request_id = ?1')
    .bind(charge.requestId);
  if (charge.cost <= 0) return [release];
  return [
    db
      .prepare('UPDATE entities SET balance_kopecks = balance_kopecks - ?1 WHERE id = ?2')
      .bind(charge.cost, charge.entityId),
    db
      .prepare(
        `INSERT INTO ledger (id, entity_id, user_id, amount_kopecks, kind, ref, created_at)
         VALUES (?1, ?2, ?3, ?4, 'usage', ?5, ?6)`,
      )
      .bind(
        crypto.randomUUID(),
        charge.entityId,
        charge.userId,
        -charge.cost,
        charge.messageId,
        charge.now,
      ),
    release,
  ];
}

/**
 * The statements that settle a charge exactly once, for work that may finish more than once (a
 * retried job, a repeated request): the debit and its `usage` ledger row happen only while the hold
 * still exists, and the same batch deletes it, so a second settle finds no hold and changes nothing.
 */
export function settleHeldStatements(
  db: D1Database,
  charge: {
    holdId: string;
    entityId: string;
    userId: string;
    ref: string;
    cost: number;
    now: string;
  },
): D1PreparedStatement[] {
  const held = 'EXISTS (SELECT 1 FROM billing_holds WHERE request_id = ?3)';
  return [
    db
      .prepare(
        `UPDATE entities SET balance_kopecks = balance_kopecks - ?1 WHERE id = ?2 AND ${held}`,
      )
      .bind(charge.cost, charge.entityId, charge.holdId),
    db
      .prepare(
        `INSERT INTO ledger (id, entity_id, user_id, amount_kopecks, kind, ref, created_at)
         SELECT ?4, ?1, ?2, ?5, 'usage', ?6, ?7 WHERE ?5 < 0 AND ${held}`,
      )
      .bind(
        charge.entityId,
        charge.userId,
        charge.holdId,
        crypto.randomUUID(),
        -charge.cost,
        charge.ref,
        charge.now,
      ),
    db.prepare('DELETE FROM billing_holds WHERE request_id = ?1').bind(charge.holdId),
  ];
}
