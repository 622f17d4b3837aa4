/**
 * A team's money inside its `Team` object (docs/decisions/217-team-money-object.md): the balance,
 * its holds, its ledger and its API keys' spending, with the rules of D1's `billing/holds.ts`
 * (docs/decisions/020-billing-holds.md, 125, 139, 214). Pure functions over the object's SQLite;
 * `Team` runs each in one `transactionSync`, and the object runs one call at a time, so a check
 * and the write it guards can never interleave with another call. Every function that adds a
 * ledger line moves the balance by the same amount: `balance.kopecks = Σ ledger.amount_kopecks`.
 *
 * Times come from the caller (`now`, ISO), as D1's functions take them, so holds age by the
 * Worker's clock and tests can place holds in the past.
 */
import { HOLD_TTL_MS } from '../billing/holds';
import { moscowMonthStart } from '../entity/entity-store';
import type { Sql } from '../person/sql';
import { ContentHash } from '../storage-moves/content-hash';

/** The `money` step of the team's schema (team/schema.ts, version 2). */
export const MONEY_SCHEMA = [
  // One row, always there (0 for a new team): `entities.balance_kopecks` and `bonus_until` of D1.
  `CREATE TABLE balance (id INTEGER PRIMARY KEY CHECK (id = 1), kopecks INTEGER NOT NULL,
    bonus_until TEXT)`,
  'INSERT INTO balance (id, kopecks, bonus_until) VALUES (1, 0, NULL)',
  // D1's `ledger` (0035's kinds and CHECK, 0054's columns naming what a usage line paid for);
  // `seq` is the order lines were written (copied lines: the order of their `created_at`).
  `CREATE TABLE ledger (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE,
    user_id TEXT, amount_kopecks INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('usage', 'top_up', 'promo', 'refund', 'grant', 'adjustment')),
    ref TEXT, created_at TEXT NOT NULL,
    model TEXT, chat_id TEXT, chat_mode TEXT, api_key_id TEXT)`,
  'CREATE INDEX ledger_created ON ledger (created_at, id)',
  'CREATE INDEX ledger_user ON ledger (user_id, created_at)',
  'CREATE INDEX ledger_kind_ref ON ledger (kind, ref)',
  // D1's partial unique indexes (0035): a payment and an adjustment credit once, and a person's
  // e-mail confirmation grant once.
  `CREATE UNIQUE INDEX ledger_top_up_once ON ledger (ref) WHERE kind = 'top_up'`,
  `CREATE UNIQUE INDEX ledger_adjustment_once ON ledger (ref) WHERE kind = 'adjustment'`,
  `CREATE UNIQUE INDEX ledger_one_confirmation_grant ON ledger (user_id)
    WHERE kind = 'grant' AND ref = 'email-confirmed'`,
  // D1's `billing_holds` of this team (NOT NULL and ≥ 0 as there).
  `CREATE TABLE holds (hold_id TEXT PRIMARY KEY,
    amount_kopecks INTEGER NOT NULL CHECK (amount_kopecks >= 0), created_at TEXT NOT NULL)
    WITHOUT ROWID`,
  'CREATE INDEX holds_created ON holds (created_at)',
  // What each settled or released hold came to: a settle repeated after its hold is gone
  // answers the same, and a settle after a release charges nothing.
  `CREATE TABLE settlements (hold_id TEXT PRIMARY KEY, ledger_id TEXT,
    debited INTEGER NOT NULL, settled_at TEXT NOT NULL) WITHOUT ROWID`,
  // D1's `api_key_usage` of the calls this team paid for: a capped key's month (decision 139).
  `CREATE TABLE key_usage (id TEXT PRIMARY KEY, key_id TEXT NOT NULL, model TEXT NOT NULL,
    input_tokens INTEGER NOT NULL, output_tokens INTEGER NOT NULL,
    cost_kopecks INTEGER NOT NULL, created_at TEXT NOT NULL) WITHOUT ROWID`,
  'CREATE INDEX key_usage_key ON key_usage (key_id, created_at)',
];

/**
 * The `spending controls` step of the team's schema (team/schema.ts, version 3; decision 228):
 * who a hold is for, so a member's open holds count against their monthly limit, and the alerts
 * sent — one row per threshold and month, claimed once inside this object (the in-app notices).
 */
export const LIMITS_SCHEMA = [
  'ALTER TABLE holds ADD COLUMN user_id TEXT',
  'CREATE INDEX holds_user ON holds (user_id, created_at)',
  `CREATE TABLE alerts (month TEXT NOT NULL, key TEXT NOT NULL, kind TEXT NOT NULL,
    user_id TEXT, percent INTEGER, created_at TEXT NOT NULL, PRIMARY KEY (month, key))
    WITHOUT ROWID`,
];

/** Holds placed before this no longer reserve money (D1's `HOLD_TTL_MS`, 30 minutes). */
const edgeOf = (now: string) => new Date(Date.parse(now) - HOLD_TTL_MS).toISOString();

/** The balance minus the live holds (those placed after `now` − TTL). */
function availableOf(sql: Sql, now: string): { balance: number; held: number } {
  const [row] = sql<{ balance: number; held: number }>`SELECT b.kopecks AS balance,
      COALESCE((SELECT SUM(amount_kopecks) FROM holds WHERE created_at > ${edgeOf(now)}), 0) AS held
    FROM balance b WHERE b.id = 1`;
  return { balance: row?.balance ?? 0, held: row?.held ?? 0 };
}

const available = (sql: Sql, now: string) => {
  const { balance, held } = availableOf(sql, now);
  return balance - held;
};

/** The key whose monthly cap a call's hold must also respect (decision 139). */
export interface TeamKeyCap {
  keyId: string;
  monthlyCapKopecks: number | null;
}

/**
 * How much of the balance a hold needs, as D1's `HoldMode`: `some` — the balance minus live holds
 * is above zero (an answer's estimate, decision 020); `whole` — it covers the whole amount
 * (decision 125); `{ apiKey }` — it covers the whole amount and the key's month stays within its cap.
 */
export type TeamHoldMode = 'some' | 'whole' | { apiKey: TeamKeyCap };

export interface PlaceHoldInput {
  holdId: string;
  amount: number;
  mode?: TeamHoldMode;
  /** Who the hold is for, and their monthly limit (null: none — the owner, an unlimited member). */
  userId?: string | null;
  limitKopecks?: number | null;
  now: string;
}

/**
 * What placing a hold did: `exists` — this id is held already, or was settled or released (an
 * id is used once, so a late retry cannot reserve again what was paid for).
 */
export type PlaceHoldResult = 'placed' | 'uncovered' | 'exists' | 'over_limit';

/**
 * What a member's usage (less refunds) cost the team this Moscow month, and what their live holds
 * reserve (decision 228).
 */
export function memberMonth(sql: Sql, userId: string, now: string) {
  const [row] = sql<{ spent: number; held: number }>`SELECT
      COALESCE((SELECT -SUM(amount_kopecks) FROM ledger WHERE user_id = ${userId}
                AND kind IN ('usage', 'refund')
                AND created_at >= ${moscowMonthStart(Date.parse(now))}), 0) AS spent,
      COALESCE((SELECT SUM(amount_kopecks) FROM holds WHERE user_id = ${userId}
                AND created_at > ${edgeOf(now)}), 0) AS held`;
  return { spent: row?.spent ?? 0, held: row?.held ?? 0 };
}

/** What an API key's calls spent this Moscow month plus what its live calls hold. */
function keyMonth(sql: Sql, keyId: string, now: string): number {
  // The key's holds are the ids between `api-key/<id>/` and `api-key/<id>0` ('0' follows '/').
  const [row] = sql<{ spent: number }>`SELECT
      COALESCE((SELECT SUM(cost_kopecks) FROM key_usage
                WHERE key_id = ${keyId} AND created_at >= ${moscowMonthStart(Date.parse(now))}), 0)
    + COALESCE((SELECT SUM(amount_kopecks) FROM holds
                WHERE hold_id >= ${`api-key/${keyId}/`} AND hold_id < ${`api-key/${keyId}0`}
                  AND created_at > ${edgeOf(now)}), 0) AS spent`;
  return row?.spent ?? 0;
}

/** Reserves `amount` for work, on the rule of its `mode` (D1: `placeHold` of billing/money.ts). */
export function placeHold(sql: Sql, input: PlaceHoldInput): PlaceHoldResult {
  const { holdId, amount, now } = input;
  const mode = input.mode ?? 'some';
  if (amount < 0 || !Number.isInteger(amount)) throw new RangeError('hold amount');
  if (holdExists(sql, holdId) || settlementOf(sql, holdId)) return 'exists';
  const free = available(sql, now);
  const covered = mode === 'some' ? free > 0 : free >= amount;
  if (!covered) return 'uncovered';
  if (typeof mode === 'object') {
    const cap = mode.apiKey.monthlyCapKopecks;
    if (cap !== null && keyMonth(sql, mode.apiKey.keyId, now) + amount > cap) return 'uncovered';
  }
  const userId = input.userId ?? null;
  const limit = input.limitKopecks ?? null;
  if (userId !== null && limit !== null) {
    const month = memberMonth(sql, userId, now);
    if (month.spent + month.held + amount > limit) return 'over_limit';
  }
  sql`INSERT INTO holds (hold_id, amount_kopecks, created_at, user_id)
    VALUES (${holdId}, ${amount}, ${now}, ${userId})`;
  return 'placed';
}

/**
 * Grows a hold by `amount` for one more step of an answer with tools (decision 144), on the
 * `some` rule; false when it could not grow or the hold is gone.
 */
export function growHold(
  sql: Sql,
  input: {
    holdId: string;
    amount: number;
    now: string;
    userId?: string | null;
    limitKopecks?: number | null;
  },
) {
  if (input.amount < 0 || !Number.isInteger(input.amount)) throw new RangeError('hold amount');
  if (!holdExists(sql, input.holdId) || available(sql, input.now) <= 0) return false;
  // A member's step counts against their monthly limit like a new hold (decision 228).
  const limit = input.limitKopecks ?? null;
  if (input.userId && limit !== null) {
    const month = memberMonth(sql, input.userId, input.now);
    if (month.spent + month.held + input.amount > limit) return false;
  }
  sql`UPDATE holds SET amount_kopecks = amount_kopecks + ${input.amount}
    WHERE hold_id = ${input.holdId}`;
  return true;
}

/** Whether the balance minus the live holds covers `amount` (a check, nothing held). */
export const fundsCover = (sql: Sql, amount: number, now: string) => available(sql, now) >= amount;

/** Whether a hold with this id exists (live or past its TTL). */
export const holdExists = (sql: Sql, holdId: string) =>
  sql`SELECT 1 AS one FROM holds WHERE hold_id = ${holdId}`.length > 0;

/** A hold's amount, or null when there is no such hold. */
export const heldAmount = (sql: Sql, holdId: string): number | null =>
  sql<{ amount_kopecks: number }>`SELECT amount_kopecks FROM holds WHERE hold_id = ${holdId}`[0]
    ?.amount_kopecks ?? null;

/** What settling a hold came to: the kopecks debited and its `usage` ledger line (if any). */
export interface Settlement {
  debited: number;
  ledgerId: string | null;
}

const settlementOf = (sql: Sql, holdId: string): Settlement | null => {
  const [row] = sql<{ debited: number; ledger_id: string | null }>`SELECT debited, ledger_id
    FROM settlements WHERE hold_id = ${holdId}`;
  return row ? { debited: row.debited, ledgerId: row.ledger_id } : null;
};

/** One charge against a hold, with what its `usage` line names (decision 213). */
export interface SettleInput {
  holdId: string;
  cost: number;
  userId: string;
  /** The ledger line's ref: the answer, the summary, the call… */
  ref: string;
  model: string | null;
  chatId?: string | null;
  chatMode?: string | null;
  apiKeyId?: string | null;
  /**
   * Debit no more than the hold plus what the team has beyond its live holds, so work priced
   * above its estimate cannot take the balance below zero (a transcription, decision 125).
   */
  clampToAvailable?: boolean;
  /** An API key's call: its tokens, kept with its cost in `key_usage` (the key's month). */
  tokens?: { input: number; output: number };
  now: string;
}

/**
 * Settles a charge exactly once: while the hold exists, debits `cost` (clamped if asked) with a
 * `usage` ledger line when `cost` > 0 (as D1's held and clamped settles), deletes the hold and
 * records what it came to. Settling again answers that record and charges nothing; a hold that
 * is gone and never settled (never placed) debits 0.
 */
export function settle(sql: Sql, input: SettleInput): Settlement {
  const done = settlementOf(sql, input.holdId);
  if (done) return done;
  const held = heldAmount(sql, input.holdId);
  if (held === null) return { debited: 0, ledgerId: null };
  if (input.cost < 0 || !Number.isInteger(input.cost)) throw new RangeError('settle cost');
  let debited = input.cost;
  if (input.clampToAvailable) {
    const beyond = Math.max(0, available(sql, input.now));
    debited = Math.min(input.cost, held + beyond);
  }
  let ledgerId: string | null = null;
  if (input.cost > 0) {
    ledgerId = crypto.randomUUID();
    addLine(sql, {
      id: ledgerId,
      userId: input.userId,
      // Never -0: SQLite would keep it as a REAL.
      amount: debited === 0 ? 0 : -debited,
      kind: 'usage',
      ref: input.ref,
      now: input.now,
      model: input.model,
      chatId: input.chatId ?? null,
      chatMode: input.chatMode ?? null,
      apiKeyId: input.apiKeyId ?? null,
    });
    if (input.apiKeyId && input.tokens) {
      sql`INSERT OR IGNORE INTO key_usage (id, key_id, model, input_tokens, output_tokens,
          cost_kopecks, created_at)
        VALUES (${input.holdId}, ${input.apiKeyId}, ${input.model ?? ''}, ${input.tokens.input},
          ${input.tokens.output}, ${input.cost}, ${input.now})`;
    }
  }
  sql`DELETE FROM holds WHERE hold_id = ${input.holdId}`;
  sql`INSERT INTO settlements (hold_id, ledger_id, debited, settled_at)
    VALUES (${input.holdId}, ${ledgerId}, ${debited}, ${input.now})`;
  return { debited, ledgerId };
}

/**
 * Releases a hold with no charge, and records a settlement of 0 so a late settle of the same id
 * cannot charge. Releasing a hold that is gone (or settled) changes nothing.
 */
export function releaseHold(sql: Sql, holdId: string, now: string): void {
  if (sql`DELETE FROM holds WHERE hold_id = ${holdId} RETURNING hold_id`.length === 0) return;
  sql`INSERT OR IGNORE INTO settlements (hold_id, ledger_id, debited, settled_at)
    VALUES (${holdId}, NULL, 0, ${now})`;
}

type LedgerKind = 'usage' | 'top_up' | 'promo' | 'refund' | 'grant' | 'adjustment';

interface Line {
  id: string;
  userId: string | null;
  amount: number;
  kind: LedgerKind;
  ref: string | null;
  now: string;
  model?: string | null;
  chatId?: string | null;
  chatMode?: string | null;
  apiKeyId?: string | null;
}

/** A ledger line and the balance moved by its amount: the only way money changes. */
function addLine(sql: Sql, line: Line): void {
  sql`INSERT INTO ledger (id, user_id, amount_kopecks, kind, ref, created_at, model, chat_id,
      chat_mode, api_key_id)
    VALUES (${line.id}, ${line.userId}, ${line.amount}, ${line.kind}, ${line.ref}, ${line.now},
      ${line.model ?? null}, ${line.chatId ?? null}, ${line.chatMode ?? null},
      ${line.apiKeyId ?? null})`;
  sql`UPDATE balance SET kopecks = kopecks + ${line.amount} WHERE id = 1`;
}

/** Money coming in: a payment, a promo code, a refund, a grant. */
export interface CreditInput {
  kind: Exclude<LedgerKind, 'usage' | 'adjustment'>;
  /** Unique per credit of its kind (a payment's id, `<code>/<user id>`, `email-confirmed/<user id>`…). */
  ref: string;
  amount: number;
  userId: string | null;
  /** A promo code's bonus days: `bonus_until` moves as D1's redemption moves it (promo-store.ts). */
  bonusDays?: number;
  now: string;
}

/** Credits once by (kind, ref): `exists` when a line of this kind and ref is there already. */
export function credit(sql: Sql, input: CreditInput): 'credited' | 'exists' {
  if (input.amount < 0 || !Number.isInteger(input.amount)) throw new RangeError('credit amount');
  const [seen] = sql`SELECT 1 AS one FROM ledger WHERE kind = ${input.kind} AND ref = ${input.ref}`;
  if (seen) return 'exists';
  addLine(sql, { ...input, id: crypto.randomUUID() });
  const days = input.bonusDays ?? 0;
  if (days > 0) {
    sql`UPDATE balance SET bonus_until = strftime('%Y-%m-%dT%H:%M:%fZ',
        max(coalesce(bonus_until, ${input.now}), ${input.now}), ${`+${days} days`})
      WHERE id = 1`;
  }
  return 'credited';
}

/**
 * An operator's adjustment (decision 160), once by its id (the line's ref): refused when it
 * would take the balance below zero, as D1's `admin/adjustments.ts`.
 */
export function adjust(
  sql: Sql,
  input: { id: string; amount: number; now: string },
): 'adjusted' | 'exists' | 'below_zero' {
  if (!Number.isInteger(input.amount)) throw new RangeError('adjustment amount');
  const [seen] = sql`SELECT 1 AS one FROM ledger WHERE kind = 'adjustment' AND ref = ${input.id}`;
  if (seen) return 'exists';
  if (availableOf(sql, input.now).balance + input.amount < 0) return 'below_zero';
  addLine(sql, {
    id: crypto.randomUUID(),
    userId: null,
    amount: input.amount,
    kind: 'adjustment',
    ref: input.id,
    now: input.now,
  });
  return 'adjusted';
}

/** A team's money as its owner sees it. */
export interface TeamBalance {
  balance: number;
  /** What live holds reserve of it. */
  held: number;
  available: number;
  bonusUntil: string | null;
  /** The sum of every ledger line: always equal to `balance`. */
  ledgerSum: number;
}

export function balanceOf(sql: Sql, now: string): TeamBalance {
  const { balance, held } = availableOf(sql, now);
  const [row] = sql<{ bonus_until: string | null; ledger_sum: number }>`SELECT b.bonus_until,
      COALESCE((SELECT SUM(amount_kopecks) FROM ledger), 0) AS ledger_sum
    FROM balance b WHERE b.id = 1`;
  return {
    balance,
    held,
    available: balance - held,
    bonusUntil: row?.bonus_until ?? null,
    ledgerSum: row?.ledger_sum ?? 0,
  };
}

// ——— The move (storage-moves/parts.ts, `moneyPart`) ———

/** The tables of the team's money as the move copies them, in the order it copies them. */
export const MONEY_TABLES = ['balance', 'ledger', 'holds', 'key_usage'] as const;
export type MoneyTable = (typeof MONEY_TABLES)[number];

/**
 * One row of the move: `balance` — [kopecks, bonus_until, Σ ledger]; `ledger` — LEDGER_COLUMNS;
 * `holds` — HOLD_COLUMNS; `key_usage` — KEY_USAGE_COLUMNS (D1's and the object's, same order).
 */
export interface MoneyRow {
  table: MoneyTable;
  values: SqlStorageValue[];
}

export const LEDGER_COLUMNS = [
  'id',
  'user_id',
  'amount_kopecks',
  'kind',
  'ref',
  'created_at',
  'model',
  'chat_id',
  'chat_mode',
  'api_key_id',
] as const;
export const HOLD_COLUMNS = ['hold_id', 'amount_kopecks', 'created_at', 'user_id'] as const;
export const KEY_USAGE_COLUMNS = [
  'id',
  'key_id',
  'model',
  'input_tokens',
  'output_tokens',
  'cost_kopecks',
  'created_at',
] as const;

/** A row's key, in its table's order: ledger (created_at, id), holds hold_id, key_usage id. */
export function moneyKeyOf(row: MoneyRow): SqlStorageValue[] {
  if (row.table === 'ledger') return [row.values[5] ?? null, row.values[0] ?? null];
  if (row.table === 'balance') return [];
  return [row.values[0] ?? null];
}

/**
 * What the move's check hashes of a row. The balance row hashes its kopecks only when they equal
 * Σ ledger on its side; otherwise a text that names the side, so an unbalanced D1 or object
 * never passes the check.
 */
export function moneyHashRow(row: MoneyRow, side: 'D1' | 'object'): unknown[] {
  if (row.table !== 'balance') return [row.table, ...row.values];
  const [kopecks, bonusUntil, ledgerSum] = row.values;
  const balance =
    kopecks === ledgerSum ? kopecks : `${side} balance ${kopecks} is not Σ ledger ${ledgerSum}`;
  return ['balance', balance, bonusUntil];
}

/** A page of the move, idempotent (a resumed run may send a page again). */
export function copyMoney(sql: Sql, rows: readonly MoneyRow[]): void {
  for (const { table, values: v } of rows) {
    if (table === 'balance') {
      sql`UPDATE balance SET kopecks = ${v[0] ?? 0}, bonus_until = ${v[1] ?? null} WHERE id = 1`;
    } else if (table === 'ledger') {
      // ON CONFLICT keeps the line's `seq` when a page is sent again.
      sql`INSERT INTO ledger (id, user_id, amount_kopecks, kind, ref, created_at, model, chat_id,
          chat_mode, api_key_id)
        VALUES (${v[0] ?? null}, ${v[1] ?? null}, ${v[2] ?? null}, ${v[3] ?? null}, ${v[4] ?? null},
          ${v[5] ?? null}, ${v[6] ?? null}, ${v[7] ?? null}, ${v[8] ?? null}, ${v[9] ?? null})
        ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id,
          amount_kopecks = excluded.amount_kopecks, kind = excluded.kind, ref = excluded.ref,
          created_at = excluded.created_at, model = excluded.model, chat_id = excluded.chat_id,
          chat_mode = excluded.chat_mode, api_key_id = excluded.api_key_id`;
    } else if (table === 'holds') {
      sql`INSERT OR REPLACE INTO holds (hold_id, amount_kopecks, created_at, user_id)
        VALUES (${v[0] ?? null}, ${v[1] ?? null}, ${v[2] ?? null}, ${v[3] ?? null})`;
    } else {
      sql`INSERT OR REPLACE INTO key_usage (id, key_id, model, input_tokens, output_tokens,
          cost_kopecks, created_at)
        VALUES (${v[0] ?? null}, ${v[1] ?? null}, ${v[2] ?? null}, ${v[3] ?? null},
          ${v[4] ?? null}, ${v[5] ?? null}, ${v[6] ?? null})`;
    }
  }
}

const PAGE = 1000;

/**
 * Count and content hash of the team's money, table after table in key order (the move's
 * check), read through one cursor per table and fed to the hash a thousand rows at a time.
 */
export async function hashMoney(storage: SqlStorage): Promise<{ rows: number; hash: string }> {
  const hash = new ContentHash();
  const [b] = storage
    .exec<{ kopecks: number; bonus_until: string | null; ledger_sum: number }>(
      `SELECT kopecks, bonus_until, COALESCE((SELECT SUM(amount_kopecks) FROM ledger), 0) AS ledger_sum
       FROM balance WHERE id = 1`,
    )
    .toArray();
  if (b) {
    const row: MoneyRow = { table: 'balance', values: [b.kopecks, b.bonus_until, b.ledger_sum] };
    await hash.add([moneyHashRow(row, 'object')]);
  }
  const tables: [MoneyTable, readonly string[], string][] = [
    ['ledger', LEDGER_COLUMNS, 'created_at, id'],
    ['holds', HOLD_COLUMNS, 'hold_id'],
    ['key_usage', KEY_USAGE_COLUMNS, 'id'],
  ];
  for (const [table, columns, order] of tables) {
    let page: unknown[][] = [];
    for (const values of storage
      .exec(`SELECT ${columns.join(', ')} FROM ${table} ORDER BY ${order}`)
      .raw()) {
      page.push(moneyHashRow({ table, values }, 'object'));
      if (page.length === PAGE) {
        await hash.add(page);
        page = [];
      }
    }
    await hash.add(page);
  }
  return hash.finish();
}

/** Forgets the team's money: a failed move's check starts it again from nothing. */
export function forgetMoney(sql: Sql): void {
  sql`UPDATE balance SET kopecks = 0, bonus_until = NULL WHERE id = 1`;
  sql`DELETE FROM ledger`;
  sql`DELETE FROM holds`;
  sql`DELETE FROM settlements`;
  sql`DELETE FROM key_usage`;
}

// ——— Spending alerts (decision 228) ———

/** One alert: its key is unique in its month (`team/80`, `low`, `member/<id>/100`). */
export interface AlertClaim {
  key: string;
  kind: 'team' | 'low_balance' | 'member';
  userId: string | null;
  percent: number | null;
}

/**
 * Claims the alerts that passed: answers those not claimed before in `month`. The object runs
 * one call at a time, so however many settles cross a threshold at once, one of them gets it.
 */
export function claimAlerts(sql: Sql, month: string, claims: AlertClaim[], now: string) {
  return claims.filter(
    (claim) =>
      sql`INSERT INTO alerts (month, key, kind, user_id, percent, created_at)
        VALUES (${month}, ${claim.key}, ${claim.kind}, ${claim.userId}, ${claim.percent}, ${now})
        ON CONFLICT (month, key) DO NOTHING RETURNING key`.length > 0,
  );
}

/** The alerts sent since `from`, newest first: the owner's (all) or one member's. */
export function alertsSince(sql: Sql, from: string, userId: string | null) {
  return sql<{
    kind: string;
    user_id: string | null;
    percent: number | null;
    created_at: string;
  }>`SELECT kind, user_id, percent, created_at FROM alerts
    WHERE created_at >= ${from} AND (${userId} IS NULL OR user_id = ${userId})
    ORDER BY created_at DESC, key`;
}

/** The team's figures alerts are decided on: this month's usage and top-ups, and the balance. */
export function monthFigures(sql: Sql, from: string) {
  const [row] = sql<{ spent: number; top_ups: number; balance: number }>`SELECT
      COALESCE((SELECT -SUM(amount_kopecks) FROM ledger
                WHERE kind = 'usage' AND created_at >= ${from}), 0) AS spent,
      COALESCE((SELECT SUM(amount_kopecks) FROM ledger
                WHERE kind = 'top_up' AND created_at >= ${from}), 0) AS top_ups,
      (SELECT kopecks FROM balance WHERE id = 1) AS balance`;
  return { spent: row?.spent ?? 0, topUps: row?.top_ups ?? 0, balance: row?.balance ?? 0 };
}

// ——— Reads: the team's ledger, spending, members' month and the console (decision 225) ———

/** A ledger line as the object keeps it (D1's `ledger` columns, without `entity_id`). */
export interface LedgerLine {
  [column: string]: SqlStorageValue;
  id: string;
  user_id: string | null;
  amount_kopecks: number;
  kind: LedgerKind;
  ref: string | null;
  created_at: string;
  model: string | null;
  chat_id: string | null;
  chat_mode: string | null;
  api_key_id: string | null;
}

/** Which lines a page shows: one kind, and/or the UTC bounds [from, to) of a Moscow month. */
export interface LedgerQuery {
  kind?: string | null;
  from?: string | null;
  to?: string | null;
  limit: number;
  offset: number;
}

/** A page of the ledger, newest first (created_at, id), and the count and sums of every match. */
export function ledgerPage(sql: Sql, query: LedgerQuery) {
  const kind = query.kind ?? null;
  const from = query.from ?? null;
  const to = query.to ?? null;
  const lines = sql<LedgerLine>`SELECT id, user_id, amount_kopecks, kind, ref, created_at, model,
      chat_id, chat_mode, api_key_id FROM ledger
    WHERE (${kind} IS NULL OR kind = ${kind}) AND (${from} IS NULL OR created_at >= ${from})
      AND (${to} IS NULL OR created_at < ${to})
    ORDER BY created_at DESC, id DESC LIMIT ${query.limit} OFFSET ${query.offset}`;
  const [totals] = sql<{ count: number; credit: number; debit: number }>`SELECT COUNT(*) AS count,
      COALESCE(SUM(CASE WHEN amount_kopecks > 0 THEN amount_kopecks END), 0) AS credit,
      COALESCE(SUM(CASE WHEN amount_kopecks < 0 THEN amount_kopecks END), 0) AS debit
    FROM ledger
    WHERE (${kind} IS NULL OR kind = ${kind}) AND (${from} IS NULL OR created_at >= ${from})
      AND (${to} IS NULL OR created_at < ${to})`;
  return {
    lines,
    count: totals?.count ?? 0,
    creditKopecks: totals?.credit ?? 0,
    debitKopecks: totals?.debit ?? 0,
  };
}

/**
 * Usage since `from` by day (its date shifted by `shift`, e.g. '+10800 seconds' for Moscow) and
 * model. A line that names no model gets the name its ref tells (read-aloud, embeddings), else
 * its ref and payer are returned so the Worker can look the name up (`label` null).
 */
export function spendingRows(sql: Sql, from: string, shift: string) {
  return sql<{
    day: string;
    label: string | null;
    ref: string | null;
    user_id: string | null;
    spent: number;
  }>`SELECT day, label, CASE WHEN label IS NULL THEN ref END AS ref,
      CASE WHEN label IS NULL THEN user_id END AS user_id, -SUM(amount_kopecks) AS spent
    FROM (SELECT date(created_at, ${shift}) AS day, ref, user_id, amount_kopecks,
            COALESCE(model, CASE WHEN ref LIKE 'tts/%' THEN 'text-to-speech'
              WHEN ref LIKE 'knowledge/%' THEN 'embeddings' END) AS label
          FROM ledger WHERE kind = 'usage' AND created_at >= ${from})
    GROUP BY day, label, CASE WHEN label IS NULL THEN ref END,
      CASE WHEN label IS NULL THEN user_id END`;
}

/** What each member's usage (less refunds) cost the team since `from`. */
export function membersSpent(sql: Sql, from: string) {
  return sql<{ user_id: string; spent: number }>`SELECT user_id, -SUM(amount_kopecks) AS spent
    FROM ledger WHERE user_id IS NOT NULL AND kind IN ('usage', 'refund') AND created_at >= ${from}
    GROUP BY user_id`;
}

/**
 * The usage lines that may have paid for an answer (the ledger CSV's ratings): those naming a
 * chat, and those naming nothing (written before lines named what they paid for).
 */
export function usageAnswers(sql: Sql) {
  return sql<{ id: string; ref: string; user_id: string }>`SELECT id, ref, user_id FROM ledger
    WHERE kind = 'usage' AND ref IS NOT NULL AND user_id IS NOT NULL
      AND (chat_id IS NOT NULL OR model IS NULL)`;
}
