/**
 * A team's money behind one seam: every hold, settle and release of an answer, a transcription,
 * a spoken reply, an image, an avatar, a Midjourney task, a summary, a knowledge ingest or an
 * API key's call goes through these functions, never through `holds.ts` or SQL of its own
 * (docs/decisions/214-money-facade.md).
 *
 * This is the D1 implementation: today's SQL (holds.ts), one team's money in the shared
 * `entities`, `billing_holds` and `ledger` tables. A later `Team` Durable Object implementation
 * replaces it function by function (docs/storage-plan.md §4.2, slice B3):
 *
 * - The async functions (`placeHold`, `placeHoldOnce`, `growHold`, `fundsCover`, `settle`,
 *   `settleClamped`, `releaseHold`, `holdExists`, `heldAmount`) are the seam as it stays: each becomes one call to the team's
 *   object.
 * - The `…InBatch` functions return prepared D1 statements so a caller can still commit its own
 *   records and the money in one D1 batch (an answer's start and finish, an API key's call).
 *   They exist only for the D1 implementation: slice P3b splits those batches into "records,
 *   then money" steps (images, Midjourney, summaries, avatars and voice already are, decision
 *   219), and then they go.
 *
 * Exactly once: the only settle is the held form. A charge is debited (with its `usage` ledger
 * line) only while its hold exists and the same step deletes the hold, so settling twice — a
 * repeated finish, a retried job — charges once. The Team implementation keeps that rule.
 */
import { addMs } from '../lib/time';
import {
  type Charge,
  fundsCover as fundsCoverSql,
  growHold as growHoldSql,
  HOLD_TTL_MS,
  type Hold,
  type HoldPlacement,
  heldAmount as heldAmountSql,
  holdExists as holdExistsSql,
  holdStatement,
  type KeyCap,
  placeCoveredHold,
  placeKeyHold,
  placeHold as placeSomeHold,
  placeHoldOnce as placeSomeHoldOnce,
  releaseStatement,
  settleClampedStatements,
  settleHeldStatements,
  type UsageMeta,
} from './holds';

export { type Charge, HOLD_TTL_MS, isUncoveredHold, type UsageMeta } from './holds';
export type { Hold, HoldPlacement, KeyCap };

/**
 * How much of the balance a hold needs:
 * - `some` — the team's balance minus its live holds is above zero (an answer may overdraw by its
 *   own final cost: the hold is an estimate; decision 020);
 * - `whole` — it covers the whole amount (work priced before it starts, decision 125);
 * - `{ apiKey }` — it covers the whole amount and the key's monthly cap allows it (decision 139).
 */
export type HoldMode = 'some' | 'whole' | { apiKey: KeyCap };

/** Places a hold; false when the team's money (or the key's cap) does not allow it. */
export function placeHold(db: D1Database, hold: Hold, mode: HoldMode = 'some'): Promise<boolean> {
  if (mode === 'some') return placeSomeHold(db, hold);
  if (mode === 'whole') return placeCoveredHold(db, hold);
  return placeKeyHold(db, hold, mode.apiKey);
}

/**
 * Places a `some` hold as the first step of work whose records are written after it: `placed`,
 * `uncovered` (402) or `exists` (another start of the same id holds it; the hold is untouched).
 */
export function placeHoldOnce(db: D1Database, hold: Hold): Promise<HoldPlacement> {
  return placeSomeHoldOnce(db, hold);
}

/**
 * The `some` hold as a statement of the caller's D1 batch, which it makes fail as a whole when
 * it cannot be placed (`isUncoveredHold`) or the id is already held (decision 119).
 */
export function placeHoldInBatch(db: D1Database, hold: Hold): D1PreparedStatement {
  return holdStatement(db, hold);
}

/** Grows a hold by `hold.amount` on the `some` rule; false when it could not (or is gone). */
export function growHold(db: D1Database, hold: Hold): Promise<boolean> {
  return growHoldSql(db, hold);
}

/** Whether the team's balance minus its live holds covers `amount` (a check, nothing held). */
export function fundsCover(db: D1Database, entityId: string, amount: number, now: string) {
  return fundsCoverSql(db, entityId, amount, now);
}

/** Whether a hold with this id exists (live or past its TTL). */
export function holdExists(db: D1Database, holdId: string): Promise<boolean> {
  return holdExistsSql(db, holdId);
}

/** A hold's amount, or null when there is no such hold. */
export function heldAmount(db: D1Database, holdId: string): Promise<number | null> {
  return heldAmountSql(db, holdId);
}

/**
 * Settles a charge exactly once: debits `cost` with a `usage` ledger line naming `meta`
 * (decision 213) only while the hold exists, and releases the hold.
 */
export async function settle(db: D1Database, charge: Charge, meta: UsageMeta): Promise<void> {
  await db.batch(settleInBatch(db, charge, meta));
}

/** `settle` as statements of the caller's D1 batch (D1 implementation only, see the header). */
export function settleInBatch(
  db: D1Database,
  charge: Charge,
  meta: UsageMeta,
): D1PreparedStatement[] {
  return settleHeldStatements(db, charge, meta);
}

/**
 * `settle` for work whose price may exceed its hold's estimate (a transcription, decision 125):
 * it debits no more than the hold plus what the team has left beyond its holds, once (while the
 * hold exists). Answers what was debited for `charge.ref` — the same on every call, so work
 * settled again after a failure half-way records the same amount (decision 219).
 */
export async function settleClamped(
  db: D1Database,
  charge: Charge,
  meta: UsageMeta,
): Promise<number> {
  const ledgerId = crypto.randomUUID();
  await db.batch(settleClampedStatements(db, { ...charge, ledgerId }, meta));
  const row = await db
    .prepare(
      `SELECT COALESCE(-SUM(amount_kopecks), 0) AS debited FROM ledger
       WHERE entity_id = ?1 AND kind = 'usage' AND ref = ?2`,
    )
    .bind(charge.entityId, charge.ref)
    .first<{ debited: number }>();
  return row?.debited ?? 0;
}

/** Releases a hold: nothing is charged. Releasing a hold that is gone changes nothing. */
export async function releaseHold(db: D1Database, holdId: string): Promise<void> {
  await releaseStatement(db, holdId).run();
}

/** A team's money as its owner sees it (decision 214). */
export interface Balance {
  balance: number;
  /** What live holds reserve of it. */
  held: number;
  bonusUntil: string | null;
  /** The sum of every ledger line: always equal to `balance`. */
  ledgerSum: number;
}

/** The team's balance, what its live holds reserve, its bonus days and its ledger's sum. */
export async function balance(db: D1Database, entityId: string, now: string): Promise<Balance> {
  const row = await db
    .prepare(
      `SELECT e.balance_kopecks AS balance, e.bonus_until,
         COALESCE((SELECT SUM(amount_kopecks) FROM billing_holds
                   WHERE entity_id = e.id AND created_at > ?2), 0) AS held,
         COALESCE((SELECT SUM(amount_kopecks) FROM ledger WHERE entity_id = e.id), 0) AS ledger_sum
       FROM entities e WHERE e.id = ?1`,
    )
    .bind(entityId, addMs(now, -HOLD_TTL_MS))
    .first<{ balance: number; bonus_until: string | null; held: number; ledger_sum: number }>();
  return {
    balance: row?.balance ?? 0,
    held: row?.held ?? 0,
    bonusUntil: row?.bonus_until ?? null,
    ledgerSum: row?.ledger_sum ?? 0,
  };
}
