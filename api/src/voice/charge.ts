import { placeHold, releaseHold, settle, settleClamped, type UsageMeta } from '../billing/money';
import { ApiError } from '../lib/errors';
import { nowIso } from '../lib/time';

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
  // Speech is no chosen model: the member's limit applies, the allowed models do not.
  const hold = {
    requestId,
    entityId: payer.entityId,
    userId: payer.userId,
    amount: estimate,
    now: nowIso(),
  };
  const placed = await placeHold(db, hold, whole ? 'whole' : 'some');
  if (!placed) throw new ApiError(402, 'insufficient_funds');
  return requestId;
}

/**
 * Debits `cost` with a `usage` ledger row referencing `ref` and naming `meta` (decision 213), and
 * releases the hold — exactly once: only while the hold exists (decision 214).
 */
export async function settleVoice(
  db: D1Database,
  charge: Payer & { requestId: string; cost: number; ref: string },
  meta: UsageMeta,
): Promise<void> {
  const { requestId, ...rest } = charge;
  await settle(db, { ...rest, holdId: requestId, now: nowIso() }, meta);
}

/** Frees a hold when nothing is charged (the provider failed or refused). */
export async function releaseVoiceHold(
  db: D1Database,
  requestId: string,
  entityId: string,
): Promise<void> {
  await releaseHold(db, requestId, entityId);
}

/**
 * Settles a transcription once (only while its hold exists): debits `cost`, but never more than
 * the hold plus what the team has left beyond its holds, so a file whose container understated
 * its length cannot take the balance below zero (decision 125). Answers what was debited — the
 * same when settled again — which becomes the transcription's `cost_kopecks`. The ledger line
 * names `speech-to-text:<model>`.
 */
export function settleTranscription(
  db: D1Database,
  charge: Payer & { holdId: string; cost: number; transcriptionId: string; model: string },
): Promise<number> {
  return settleClamped(
    db,
    {
      holdId: charge.holdId,
      entityId: charge.entityId,
      userId: charge.userId,
      ref: charge.transcriptionId,
      cost: charge.cost,
      now: nowIso(),
    },
    { model: `speech-to-text:${charge.model}` },
  );
}
