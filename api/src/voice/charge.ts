import {
  HOLD_TTL_MS,
  placeCoveredHold,
  placeHold,
  settleStatements,
  USAGE_COLUMNS,
  type UsageMeta,
  usageBinds,
} from '../billing/holds';
import { ApiError } from '../lib/errors';
import { addMs, nowIso } from '../lib/time';

interface Payer {
  userId: string;
  entityId: string;
}

/**
 * Places a hold for one voice request (docs/decisions/020-billing-holds.md) and answers its
 * request id; 402 `insufficient_funds` when the team has no money left, or, with `whole`, when
 * its balance minus its holds does not cover all of `estimate` (decision 125).
 */
export async function holdForVoice(db: D1Database, payer: Payer, estimate: number, whole = false) {
  const requestId = `voice:${crypto.randomUUID()}`;
  const hold = { requestId, entityId: payer.entityId, amount: estimate, now: nowIso() };
  const placed = await (whole ? placeCoveredHold(db, hold) : placeHold(db, hold));
  if (!placed) throw new ApiError(402, 'insufficient_funds');
  return requestId;
}

/**
 * Debits `cost` with a `usage` ledger row referencing `ref` and naming `meta` (decision 213), and
 * releases the hold, once.
 */
export function settleVoice(
  db: D1Database,
  charge: Payer & { requestId: string; cost: number; ref: string },
  meta: UsageMeta,
) {
  return settleStatements(db, { ...charge, messageId: charge.ref, now: nowIso() }, meta);
}

/** Frees a hold when nothing is charged (the provider failed or refused). */
export function releaseVoiceHold(db: D1Database, requestId: string) {
  return db.prepare('DELETE FROM billing_holds WHERE request_id = ?1').bind(requestId);
}

/**
 * Settles a transcription once (only while its hold exists): debits `cost`, but never more than
 * the hold plus what the team has left beyond its holds, so a file whose container understated
 * its length cannot take the balance below zero (decision 125). The transcription's
 * `cost_kopecks` becomes what was debited. The ledger line names `speech-to-text:<model>`.
 */
export function settleTranscription(
  db: D1Database,
  charge: Payer & { holdId: string; cost: number; transcriptionId: string; model: string },
) {
  const ledgerId = crypto.randomUUID();
  const now = nowIso();
  const debited = '(SELECT -amount_kopecks FROM ledger WHERE id = ?1)';
  return [
    db
      .prepare(
        `INSERT INTO ledger (id, entity_id, user_id, amount_kopecks, kind, ref, created_at,
           ${USAGE_COLUMNS})
         SELECT ?1, ?2, ?3, -MIN(?4, h.amount_kopecks + MAX(0, e.balance_kopecks - COALESCE(
             (SELECT SUM(amount_kopecks) FROM billing_holds
              WHERE entity_id = ?2 AND created_at > ?8), 0))), 'usage', ?5, ?6, ?9, ?10, ?11, ?12
         FROM billing_holds h JOIN entities e ON e.id = ?2
         WHERE h.request_id = ?7 AND ?4 > 0`,
      )
      .bind(
        ...[ledgerId, charge.entityId, charge.userId, charge.cost, charge.transcriptionId, now],
        ...[charge.holdId, addMs(now, -HOLD_TTL_MS)],
        ...usageBinds({ model: `speech-to-text:${charge.model}` }),
      ),
    db
      .prepare(
        `UPDATE entities SET balance_kopecks = balance_kopecks - ${debited}
         WHERE id = ?2 AND EXISTS (SELECT 1 FROM ledger WHERE id = ?1)`,
      )
      .bind(ledgerId, charge.entityId),
    db
      .prepare(`UPDATE transcriptions SET cost_kopecks = COALESCE(${debited}, 0) WHERE id = ?2`)
      .bind(ledgerId, charge.transcriptionId),
    releaseVoiceHold(db, charge.holdId),
  ];
}
