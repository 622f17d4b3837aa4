import { placeHold, settleStatements } from '../billing/holds';
import { ApiError } from '../lib/errors';
import { nowIso } from '../lib/time';

interface Payer {
  userId: string;
  entityId: string;
}

/**
 * A hold for one voice request (docs/decisions/020-billing-holds.md), and the statements that
 * settle it exactly once: `settle(cost)` debits with a `usage` ledger row referencing `ref`,
 * `release()` frees the hold when nothing is charged.
 */
export async function holdForVoice(db: D1Database, payer: Payer, estimate: number) {
  const requestId = `voice:${crypto.randomUUID()}`;
  const placed = await placeHold(db, {
    requestId,
    entityId: payer.entityId,
    amount: estimate,
    now: nowIso(),
  });
  if (!placed) throw new ApiError(402, 'insufficient_funds');
  return {
    settle: (cost: number, ref: string) =>
      settleStatements(db, { ...payer, requestId, messageId: ref, cost, now: nowIso() }),
    release: () =>
      db.prepare('DELETE FROM billing_holds WHERE request_id = ?1').bind(requestId).run(),
  };
}
