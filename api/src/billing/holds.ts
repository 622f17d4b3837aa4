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
export const COVERS_AMOUNT = `${AVAILABLE} >= ?3`;

type Hold = { requestId: string; entityId: string; amount: number; now: string };

const holdBinds = (hold: Hold) =>
  [hold.requestId, hold.entityId, hold.amount, hold.now, addMs(hold.now, -HOLD_TTL_MS)] as const;

/**
 * Reserves `amount` for a generation, in one conditional statement: it succeeds only while the
 * team's balance minus its live holds is above zero. D1 runs statements one at a time, so two
 * concurrent sends cannot both pass on the same money (docs/decisions/020-billing-holds.md).
 */
export async function placeHold(db: D1Database, hold: Hold): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO billing_holds (request_id, entity_id, amount_kopecks, created_at)
       SELECT ?1, ?2, ?3, ?4 WHERE ${COVERED}`,
    )
    .bind(...holdBinds(hold))
    .run();
  return result.meta.changes === 1;
}

/**
 * Reserves `amount` only when the team's balance minus its live holds covers all of it, for work
 * whose whole price is known before it starts (a transcription, decision 125): parallel jobs then
 * cannot together spend more than the balance.
 */
export async function placeCoveredHold(db: D1Database, hold: Hold): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO billing_holds (request_id, entity_id, amount_kopecks, created_at)
       SELECT ?1, ?2, ?3, ?4 WHERE ${COVERS_AMOUNT}`,
    )
    .bind(...holdBinds(hold))
    .run();
  return result.meta.changes === 1;
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
 * The same hold as a statement of a larger batch, which it makes fail as a whole when it cannot
 * be placed (docs/decisions/119-hold-and-start-records-in-one-batch.md): an uncovered hold gets no
 * amount, which the column refuses (`isUncoveredHold`), and a requestId already held breaks the
 * primary key. Either error rolls back every statement of the batch.
 */
export function holdStatement(db: D1Database, hold: Hold): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO billing_holds (request_id, entity_id, amount_kopecks, created_at)
       VALUES (?1, ?2, CASE WHEN ${COVERED} THEN ?3 END, ?4)`,
    )
    .bind(...holdBinds(hold));
}

/**
 * Grows a generation's hold by `amount` for one more model step of an answer with tools
 * (docs/decisions/144-mcp-tools.md), on the same rule as placing it: only while the team's
 * balance minus its live holds is above zero. False when it could not grow (or is gone).
 */
export async function growHold(db: D1Database, hold: Hold): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE billing_holds SET amount_kopecks = amount_kopecks + ?3
       WHERE request_id = ?1 AND entity_id = ?2 AND ${COVERED}`,
    )
    .bind(...holdBinds(hold))
    .run();
  return result.meta.changes === 1;
}

/** The error of a batch whose `holdStatement` the balance did not cover. */
export const isUncoveredHold = (error: unknown) =>
  String(error).includes('NOT NULL constraint failed: billing_holds.amount_kopecks');

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

/**
 * The statements that settle an answer: debit the cost with a `usage` ledger row referencing the
 * message (and naming what it paid for, `meta`), and release the hold. Run them in the same batch
 * as the message's final update.
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
  meta: UsageMeta,
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
        `INSERT INTO ledger (id, entity_id, user_id, amount_kopecks, kind, ref, created_at,
           ${USAGE_COLUMNS}) VALUES (?1, ?2, ?3, ?4, 'usage', ?5, ?6, ?7, ?8, ?9, ?10)`,
      )
      .bind(
        crypto.randomUUID(),
        charge.entityId,
        charge.userId,
        -charge.cost,
        charge.messageId,
        charge.now,
        ...usageBinds(meta),
      ),
    release,
  ];
}

/**
 * The statements that settle a charge exactly once, for work that may finish more than once (a
 * retried job, a repeated request): the debit and its `usage` ledger row (naming what it paid
 * for, `meta`) happen only while the hold still exists, and the same batch deletes it, so a
 * second settle finds no hold and changes nothing.
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
    db.prepare('DELETE FROM billing_holds WHERE request_id = ?1').bind(charge.holdId),
  ];
}
