import { moscowMonthStart } from '../entity/entity-store';
import { registerErrorMessages } from '../lib/errors';
import { addMs, MINUTE } from '../lib/time';
import { movingError } from '../storage-moves/move-state';

registerErrorMessages({
  insufficient_funds: {
    en: 'Not enough funds on the team balance. Top up the balance to continue.',
    ru: 'Недостаточно средств на балансе команды. Пополните баланс, чтобы продолжить.',
  },
});

/**
 * The statement every D1 write of a team's money is batched behind (migration 0056): it inserts
 * a NULL into a NOT NULL column — failing, and so undoing the batch — exactly when the team's
 * `money` part has begun to move. D1 runs one batch at a time, so a write that read "still in D1"
 * just before the move began cannot land after it (decision 224, as 218's chat guard).
 */
const GUARD = `INSERT INTO money_write_guard (entity_id) SELECT NULL WHERE EXISTS (
  SELECT 1 FROM storage_moves WHERE owner_kind = 'team' AND owner_id = ?1 AND part = 'money')`;

/** The guard as the first statement of a caller's own D1 batch (a payment, a promo code…). */
export const moneyGuard = (db: D1Database, entityId: string) => db.prepare(GUARD).bind(entityId);

/** Whether a batch failed on the guard: the team's money is moving (503 `storage_moving`). */
export const isMoneyGuardRefusal = (error: unknown) =>
  String(error).includes('money_write_guard.entity_id');

/**
 * Runs D1 money writes of one team as one batch behind the guard; a write refused because the
 * team's money is moving is 503 `storage_moving`, which the caller's outbox or person retries.
 */
export async function guarded(
  db: D1Database,
  entityId: string,
  statements: D1PreparedStatement[],
): Promise<D1Result[]> {
  try {
    const [, ...results] = await db.batch([moneyGuard(db, entityId), ...statements]);
    return results;
  } catch (error) {
    if (isMoneyGuardRefusal(error)) throw movingError();
    throw error;
  }
}

/** Holds older than this belong to generations that died; they no longer reserve money. */
export const HOLD_TTL_MS = 30 * MINUTE;

/** The team's balance minus its live holds (binds: ?2 the team, ?5 the TTL's edge). */
const AVAILABLE = `(SELECT balance_kopecks FROM entities WHERE id = ?2)
  - COALESCE((SELECT SUM(amount_kopecks) FROM billing_holds
              WHERE entity_id = ?2 AND created_at > ?5), 0)`;
/** The team's balance minus its live holds is above zero. */
const COVERED = `${AVAILABLE} > 0`;
/**
 * SQL: the team's balance minus its live holds covers the whole hold (binds: ?2 the team, ?3 the
 * amount, ?5 the TTL's edge) — shared with the API keys' capped holds.
 */
const COVERS_AMOUNT = `${AVAILABLE} >= ?3`;

export type Hold = {
  requestId: string;
  entityId: string;
  amount: number;
  now: string;
  /** Who the hold is for (kept with it), and their monthly limit (decision 228; null: none). */
  userId?: string | null;
  limitKopecks?: number | null;
};

const holdBinds = (hold: Hold) =>
  [hold.requestId, hold.entityId, hold.amount, hold.now, addMs(hold.now, -HOLD_TTL_MS)] as const;

/**
 * The binds ?11-?13 of `WITHIN_LIMIT` (?6-?10 are the API key's, null when unused): the person,
 * their limit, the start of this Moscow month.
 */
const limitBinds = (hold: Hold) =>
  [hold.userId ?? null, hold.limitKopecks ?? null, moscowMonthStart(Date.parse(hold.now))] as const;
const NO_KEY = [null, null, null, null, null] as const;

/**
 * SQL: the member has no limit, or what they spent this Moscow month plus their live holds plus
 * this hold stays within it (decision 228; binds ?2 the team, ?3 the amount, ?5 the TTL's edge,
 * ?11 the person, ?12 the limit, ?13 the month's start).
 */
const WITHIN_LIMIT = `(?12 IS NULL OR ?11 IS NULL OR
  COALESCE((SELECT -SUM(amount_kopecks) FROM ledger WHERE entity_id = ?2 AND user_id = ?11
            AND kind IN ('usage', 'refund') AND created_at >= ?13), 0)
  + COALESCE((SELECT SUM(amount_kopecks) FROM billing_holds WHERE entity_id = ?2 AND user_id = ?11
              AND created_at > ?5), 0)
  + ?3 <= ?12)`;

/** What a member spent this Moscow month and what their live holds reserve, in D1. */
export async function memberMonth(db: D1Database, entityId: string, userId: string, now: string) {
  const row = await db
    .prepare(
      `SELECT COALESCE((SELECT -SUM(amount_kopecks) FROM ledger WHERE entity_id = ?1
                 AND user_id = ?2 AND kind IN ('usage', 'refund') AND created_at >= ?3), 0) AS spent,
         COALESCE((SELECT SUM(amount_kopecks) FROM billing_holds WHERE entity_id = ?1
                 AND user_id = ?2 AND created_at > ?4), 0) AS held`,
    )
    .bind(entityId, userId, moscowMonthStart(Date.parse(now)), addMs(now, -HOLD_TTL_MS))
    .first<{ spent: number; held: number }>();
  return { spent: row?.spent ?? 0, held: row?.held ?? 0 };
}

/**
 * Reserves `amount` for a generation, in one conditional statement: it succeeds only while the
 * team's balance minus its live holds is above zero. D1 runs statements one at a time, so two
 * concurrent sends cannot both pass on the same money (docs/decisions/020-billing-holds.md).
 */
export async function placeHold(db: D1Database, hold: Hold): Promise<boolean> {
  const [result] = await guarded(db, hold.entityId, [
    db
      .prepare(
        `INSERT INTO billing_holds (request_id, entity_id, amount_kopecks, created_at, user_id)
       SELECT ?1, ?2, ?3, ?4, ?11 WHERE ${COVERED} AND ${WITHIN_LIMIT}`,
      )
      .bind(...holdBinds(hold), ...NO_KEY, ...limitBinds(hold)),
  ]);
  return result?.meta.changes === 1;
}

/** What placing a hold found: placed now, refused by the balance, or the id already held. */
export type HoldPlacement = 'placed' | 'uncovered' | 'exists';

/**
 * `placeHold` that tells a refusal by the balance from an id already held, without reading an
 * error's text: a hold whose id exists is left as it is (its own step of a sequence that was
 * once one batch, decisions 216 and 219).
 */
export async function placeHoldOnce(db: D1Database, hold: Hold): Promise<HoldPlacement> {
  const [result] = await guarded(db, hold.entityId, [
    db
      .prepare(
        `INSERT INTO billing_holds (request_id, entity_id, amount_kopecks, created_at, user_id)
       SELECT ?1, ?2, ?3, ?4, ?11 WHERE ${COVERED} AND ${WITHIN_LIMIT}
       ON CONFLICT (request_id) DO NOTHING`,
      )
      .bind(...holdBinds(hold), ...NO_KEY, ...limitBinds(hold)),
  ]);
  if (result?.meta.changes === 1) return 'placed';
  return (await holdExists(db, hold.requestId)) ? 'exists' : 'uncovered';
}

/**
 * Reserves `amount` only when the team's balance minus its live holds covers all of it, for work
 * whose whole price is known before it starts (a transcription, decision 125): parallel jobs then
 * cannot together spend more than the balance.
 */
export async function placeCoveredHold(db: D1Database, hold: Hold): Promise<boolean> {
  const [result] = await guarded(db, hold.entityId, [
    db
      .prepare(
        `INSERT INTO billing_holds (request_id, entity_id, amount_kopecks, created_at, user_id)
       SELECT ?1, ?2, ?3, ?4, ?11 WHERE ${COVERS_AMOUNT} AND ${WITHIN_LIMIT}`,
      )
      .bind(...holdBinds(hold), ...NO_KEY, ...limitBinds(hold)),
  ]);
  return result?.meta.changes === 1;
}

/** Whether the team's balance minus its live holds covers `amount` (a check, nothing held). */
export async function fundsCover(db: D1Database, entityId: string, amount: number, now: string) {
  const row = await db
    .prepare(`SELECT ${COVERS_AMOUNT} AS covered`)
    .bind(null, entityId, amount, null, addMs(now, -HOLD_TTL_MS))
    .first<{ covered: number }>();
  return row?.covered === 1;
}

/**
 * Grows a generation's hold by `amount` for one more model step of an answer with tools
 * (docs/decisions/144-mcp-tools.md), on the same rule as placing it: only while the team's
 * balance minus its live holds is above zero. False when it could not grow (or is gone).
 */
export async function growHold(db: D1Database, hold: Hold): Promise<boolean> {
  const [result] = await guarded(db, hold.entityId, [
    db
      .prepare(
        `UPDATE billing_holds SET amount_kopecks = amount_kopecks + ?3
       WHERE request_id = ?1 AND entity_id = ?2 AND ${COVERED} AND ${WITHIN_LIMIT}`,
      )
      .bind(...holdBinds(hold), ...NO_KEY, ...limitBinds(hold)),
  ]);
  return result?.meta.changes === 1;
}

/**
 * What a `usage` line paid for, written with it by whoever settles (who knows it), so the ledger
 * names the model, the chat and the API key without joining the payer's chats and messages
 * (docs/decisions/213-ledger-names-its-use.md). `model` is the name the ledger shows: a catalogue
 * id, `speech-to-text:<model>`, `text-to-speech` or `embeddings`.
 */
export interface UsageMeta {
  model: string | null;
  chatId?: string | null;
  /** As `chats.mode` holds it: `text`, `image` or `midjourney`. */
  chatMode?: string | null;
  apiKeyId?: string | null;
}

/** The four columns of a usage line's `UsageMeta`, in the order of `USAGE_COLUMNS`. */
export const usageBinds = (meta: UsageMeta) =>
  [meta.model, meta.chatId ?? null, meta.chatMode ?? null, meta.apiKeyId ?? null] as const;
export const USAGE_COLUMNS = 'model, chat_id, chat_mode, api_key_id';

/** One charge against a hold: `cost` debited with a `usage` ledger line referencing `ref`. */
export interface Charge {
  holdId: string;
  entityId: string;
  userId: string;
  ref: string;
  cost: number;
  now: string;
}

/**
 * The statements that settle a charge exactly once, for work that may finish more than once (a
 * retried job, a repeated request): the debit and its `usage` ledger row (naming what it paid
 * for, `meta`) happen only while the hold still exists, and the same batch deletes it, so a
 * second settle finds no hold and changes nothing.
 */
export function settleHeldStatements(
  db: D1Database,
  charge: Charge,
  meta: UsageMeta,
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
        `INSERT INTO ledger (id, entity_id, user_id, amount_kopecks, kind, ref, created_at,
           ${USAGE_COLUMNS})
         SELECT ?4, ?1, ?2, ?5, 'usage', ?6, ?7, ?8, ?9, ?10, ?11 WHERE ?5 < 0 AND ${held}`,
      )
      .bind(
        charge.entityId,
        charge.userId,
        charge.holdId,
        crypto.randomUUID(),
        -charge.cost,
        charge.ref,
        charge.now,
        ...usageBinds(meta),
      ),
    releaseStatement(db, charge.holdId),
  ];
}

/** The key whose monthly cap an API call's hold must also respect (decision 139). */
export interface KeyCap {
  keyId: string;
  monthlyCapKopecks: number | null;
}

/**
 * Reserves `amount` for an API key's call in one conditional statement: it is placed only when
 * the team's balance minus its live holds covers it and, for a capped key, what the key spent this
 * Moscow month plus its live holds plus `amount` stays within the cap. D1 runs statements one at
 * a time, so parallel calls cannot together pass either limit (docs/decisions/139-api-key-billing.md).
 */
export async function placeKeyHold(db: D1Database, hold: Hold, key: KeyCap): Promise<boolean> {
  // The key's holds are the request ids between `api-key/<id>/` and `api-key/<id>0` ('0' follows '/').
  const from = `api-key/${key.keyId}/`;
  const to = `api-key/${key.keyId}0`;
  const [result] = await guarded(db, hold.entityId, [
    db
      .prepare(
        `INSERT INTO billing_holds (request_id, entity_id, amount_kopecks, created_at, user_id)
       SELECT ?1, ?2, ?3, ?4, ?11
       WHERE ${COVERS_AMOUNT} AND ${WITHIN_LIMIT}
         AND (?6 IS NULL OR
              COALESCE((SELECT SUM(cost_kopecks) FROM api_key_usage
                        WHERE key_id = ?7 AND created_at >= ?8), 0)
            + COALESCE((SELECT SUM(amount_kopecks) FROM billing_holds
                        WHERE request_id >= ?9 AND request_id < ?10 AND created_at > ?5), 0)
            + ?3 <= ?6)`,
      )
      .bind(
        ...holdBinds(hold),
        key.monthlyCapKopecks,
        key.keyId,
        moscowMonthStart(Date.parse(hold.now)),
        from,
        to,
        ...limitBinds(hold),
      ),
  ]);
  return result?.meta.changes === 1;
}

/**
 * The statements that settle a charge exactly once, debiting `cost` but never more than the hold
 * plus what the team has left beyond its holds, so work whose price turned out above its estimate
 * cannot take the balance below zero (a transcription, decision 125). The ledger line's id is
 * `ledgerId`: what it debited is `-amount_kopecks` of that row (none without the hold).
 */
export function settleClampedStatements(
  db: D1Database,
  charge: Charge & { ledgerId: string },
  meta: UsageMeta,
): D1PreparedStatement[] {
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
        ...[charge.ledgerId, charge.entityId, charge.userId, charge.cost, charge.ref, charge.now],
        ...[charge.holdId, addMs(charge.now, -HOLD_TTL_MS)],
        ...usageBinds(meta),
      ),
    db
      .prepare(
        `UPDATE entities SET balance_kopecks = balance_kopecks - ${debited}
         WHERE id = ?2 AND EXISTS (SELECT 1 FROM ledger WHERE id = ?1)`,
      )
      .bind(charge.ledgerId, charge.entityId),
    releaseStatement(db, charge.holdId),
  ];
}

/** Deletes a hold: nothing is charged, its money is free again. */
export function releaseStatement(db: D1Database, holdId: string): D1PreparedStatement {
  return db.prepare('DELETE FROM billing_holds WHERE request_id = ?1').bind(holdId);
}

/** Whether a hold with this id exists (live or past its TTL). */
export async function holdExists(db: D1Database, holdId: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 FROM billing_holds WHERE request_id = ?1')
    .bind(holdId)
    .first();
  return row !== null;
}

/** A hold's amount, or null when there is no such hold. */
export async function heldAmount(db: D1Database, holdId: string): Promise<number | null> {
  return db
    .prepare('SELECT amount_kopecks FROM billing_holds WHERE request_id = ?1')
    .bind(holdId)
    .first<number>('amount_kopecks');
}
