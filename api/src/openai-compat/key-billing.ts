import { placeHold, releaseHold, settleInBatch } from '../billing/money';
import { nowIso } from '../lib/time';
import type { KeyAuth } from './key-auth';

/** The hold, ledger ref and usage row id of one call: `api-key/<key id>/<call id>`. */
export const callIdOf = (keyId: string) => `api-key/${keyId}/${crypto.randomUUID()}`;

/**
 * Reserves `amount` for a call: only when the team's balance minus its live holds covers it and,
 * for a capped key, the key's month stays within its cap (docs/decisions/139-api-key-billing.md).
 */
export function placeKeyHold(
  db: D1Database,
  key: KeyAuth,
  callId: string,
  amount: number,
): Promise<boolean> {
  return placeHold(
    db,
    { requestId: callId, entityId: key.entityId, amount, now: nowIso() },
    { apiKey: { keyId: key.keyId, monthlyCapKopecks: key.monthlyCapKopecks } },
  );
}

/**
 * Settles a call exactly once: its usage row (what the key spent, with the model) and the debit
 * with its `usage` ledger row (ref = the call id, naming the key) happen only while the hold
 * exists, and the same batch releases it.
 */
export async function settleKeyCall(
  db: D1Database,
  key: KeyAuth,
  call: { id: string; model: string; input: number; output: number; cost: number },
) {
  const now = nowIso();
  await db.batch([
    db
      .prepare(
        `INSERT INTO api_key_usage (id, key_id, model, input_tokens, output_tokens, cost_kopecks,
           created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7
         WHERE EXISTS (SELECT 1 FROM billing_holds WHERE request_id = ?1)`,
      )
      .bind(call.id, key.keyId, call.model, call.input, call.output, call.cost, now),
    ...settleInBatch(
      db,
      {
        holdId: call.id,
        entityId: key.entityId,
        userId: key.userId,
        ref: call.id,
        cost: call.cost,
        now,
      },
      { model: call.model, apiKeyId: key.keyId },
    ),
  ]);
}

/** Releases a call's hold with no charge (the provider failed before answering). */
export async function releaseKeyHold(db: D1Database, callId: string) {
  await releaseHold(db, callId);
}
