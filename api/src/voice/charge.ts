import { placeHold, settleStatements } from '../billing/holds';
import { ApiError } from '../lib/errors';
import { nowIso } from '../lib/time';

interface Payer {
  userId: string;
  entityId: string;
}

/**
 * Places a hold for one voice request (docs/decisions/020-billing-holds.md) and answers its
 * request id; 402 `insufficient_funds` when the team has no money left.
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
  return requestId;
}

/** Debits `cost` with a `usage` ledger row referencing `ref` and releases the hold, once. */
export function settleVoice(
  db: D1Database,
  charge: Payer & { requestId: string; cost: number; ref: string },
) {
  return settleStatements(db, { ...charge, messageId: charge.ref, now: nowIso() });
}

/** Frees a hold when nothing is charged (the provider failed or refused). */
export function releaseVoiceHold(db: D1Database, requestId: string) {
  return db.prepare('DELETE FROM billing_holds WHERE request_id = ?1').bind(requestId);
}
