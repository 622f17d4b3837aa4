import { holdExists, placeHold, releaseHold, settle } from '../billing/money';
import { nowIso } from '../lib/time';
import type { KeyAuth } from './key-auth';

/** The hold, ledger ref and usage row id of one call: `api-key/<key id>/<call id>`. */
export const callIdOf = (keyId: string) => `api-key/${keyId}/${crypto.randomUUID()}`;

/**
 * Reserves `amount` for a call: only when the team's balance minus its live holds covers it and,
 * for a capped key, the key's month stays within its cap (docs/decisions/139-api-key-billing.md;
 * in a team's object the month counts that team's calls only, decision 224).
 */
export function placeKeyHold(
  db: D1Database,
  key: KeyAuth,
  callId: string,
  amount: number,
  /** The catalogue id the call asked for, kept to the team's allowed models; null: embeddings. */
  model: string | null,
): Promise<boolean> {
  return placeHold(
    db,
    { requestId: callId, entityId: key.entityId, userId: key.userId, model, amount, now: nowIso() },
    { apiKey: { keyId: key.keyId, monthlyCapKopecks: key.monthlyCapKopecks } },
  );
}

/**
 * Settles a call exactly once, in two steps that can each run again (decision 224): while the
 * call's hold exists, its usage row (what the key spent, with the model and tokens; D1's
 * `api_key_usage`, the key's month and its page), then the settle — the debit with its `usage`
 * ledger line (ref = the call id, naming the key), which deletes the hold. Stopped between the
 * two, the key's month counts a call not yet debited (its hold still reserves it), never the reverse.
 */
export async function settleKeyCall(
  db: D1Database,
  key: KeyAuth,
  call: { id: string; model: string; input: number; output: number; cost: number },
) {
  const now = nowIso();
  if (await holdExists(db, call.id, key.entityId)) {
    await db
      .prepare(
        `INSERT INTO api_key_usage (id, key_id, model, input_tokens, output_tokens, cost_kopecks,
           created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT (id) DO NOTHING`,
      )
      .bind(call.id, key.keyId, call.model, call.input, call.output, call.cost, now)
      .run();
  }
  await settle(
    db,
    {
      holdId: call.id,
      entityId: key.entityId,
      userId: key.userId,
      ref: call.id,
      cost: call.cost,
      now,
    },
    {
      model: call.model,
      apiKeyId: key.keyId,
      tokens: { input: call.input, output: call.output },
    },
  );
}

/** Releases a call's hold with no charge (the provider failed before answering). */
export async function releaseKeyHold(db: D1Database, key: KeyAuth, callId: string) {
  await releaseHold(db, callId, key.entityId);
}
