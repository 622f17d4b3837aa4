import { COVERS_AMOUNT, HOLD_TTL_MS, settleHeldStatements } from '../billing/holds';
import { moscowMonthStart } from '../entity/entity-store';
import { addMs, nowIso } from '../lib/time';
import type { KeyAuth } from './key-auth';

/** The hold, ledger ref and usage row id of one call: `api-key/<key id>/<call id>`. */
export const callIdOf = (keyId: string) => `api-key/${keyId}/${crypto.randomUUID()}`;

/**
 * Reserves `amount` for a call in one conditional statement: it is placed only when the team's
 * balance minus its live holds covers it and, for a capped key, what the key spent this Moscow
 * month plus its live holds plus `amount` stays within the cap. D1 runs statements one at a time,
 * so parallel calls cannot together pass either limit (docs/decisions/139-api-key-billing.md).
 */
export async function placeKeyHold(
  db: D1Database,
  key: KeyAuth,
  callId: string,
  amount: number,
): Promise<boolean> {
  const now = nowIso();
  const liveAfter = addMs(now, -HOLD_TTL_MS);
  // The key's holds are the request ids between `api-key/<id>/` and `api-key/<id>0` ('0' follows '/').
  const from = `api-key/${key.keyId}/`;
  const to = `api-key/${key.keyId}0`;
  const result = await db
    .prepare(
      `INSERT INTO billing_holds (request_id, entity_id, amount_kopecks, created_at)
       SELECT ?1, ?2, ?3, ?4
       WHERE ${COVERS_AMOUNT}
         AND (?6 IS NULL OR
              COALESCE((SELECT SUM(cost_kopecks) FROM api_key_usage
                        WHERE key_id = ?7 AND created_at >= ?8), 0)
            + COALESCE((SELECT SUM(amount_kopecks) FROM billing_holds
                        WHERE request_id >= ?9 AND request_id < ?10 AND created_at > ?5), 0)
            + ?3 <= ?6)`,
    )
    .bind(
      callId,
      key.entityId,
      amount,
      now,
      liveAfter,
      key.monthlyCapKopecks,
      key.keyId,
      moscowMonthStart(),
      from,
      to,
    )
    .run();
  return result.meta.changes === 1;
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
    ...settleHeldStatements(
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
  await db.prepare('DELETE FROM billing_holds WHERE request_id = ?1').bind(callId).run();
}
