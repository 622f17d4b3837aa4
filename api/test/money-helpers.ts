/**
 * Reads and writes of a team's money (balance, holds, ledger) for tests, each in one place, so
 * a test reads them **wherever the team's money lives**. Today that is D1 (`entities`,
 * `billing_holds`, `ledger`); once the `money` part moves into the team's `Team` object
 * (docs/storage-plan.md §2.5, B1-B3) only this file changes: these switch on where the team's
 * money lives and read the object with `runInDurableObject(teamOf(env, entityId), …)`.
 */

type TestEnv = Cloudflare.Env;

/** The team's balance in kopecks (NaN when there is no such team). */
export async function balanceOf(env: TestEnv, entityId: string): Promise<number> {
  const row = await env.DB.prepare('SELECT balance_kopecks FROM entities WHERE id = ?1')
    .bind(entityId)
    .first<{ balance_kopecks: number }>();
  return row?.balance_kopecks ?? Number.NaN;
}

/**
 * Sets the team's balance behind the api (a fixture: "the team has this much left"). The
 * ledger is not touched, as the tests relying on it expect.
 */
export async function setBalance(env: TestEnv, entityId: string, kopecks: number): Promise<void> {
  await env.DB.prepare('UPDATE entities SET balance_kopecks = ?2 WHERE id = ?1')
    .bind(entityId, kopecks)
    .run();
}

/**
 * The team's balance, the sum of its holds and their count, read at one instant (one D1 batch):
 * read one after the other, a settle in between would count its charge twice.
 */
export async function moneyAt(
  env: TestEnv,
  entityId: string,
): Promise<{ balance: number; held: number; holds: number }> {
  const [balance, holds] = await env.DB.batch<{ n: number; held?: number }>([
    env.DB.prepare('SELECT balance_kopecks AS n FROM entities WHERE id = ?1').bind(entityId),
    env.DB.prepare(
      'SELECT COUNT(*) AS n, COALESCE(SUM(amount_kopecks), 0) AS held FROM billing_holds WHERE entity_id = ?1',
    ).bind(entityId),
  ]);
  return {
    balance: balance?.results[0]?.n ?? Number.NaN,
    held: holds?.results[0]?.held ?? 0,
    holds: holds?.results[0]?.n ?? 0,
  };
}

/** A live hold on a team's balance. */
export interface HoldRow {
  request_id: string;
  entity_id: string;
  user_id: string | null;
  amount_kopecks: number;
  [column: string]: unknown;
}

/** The team's live holds. */
export async function holdsOf(env: TestEnv, entityId: string): Promise<HoldRow[]> {
  const rows = await env.DB.prepare('SELECT * FROM billing_holds WHERE entity_id = ?1')
    .bind(entityId)
    .all<HoldRow>();
  return rows.results;
}

/** How many live holds the team has. */
export async function holdCount(env: TestEnv, entityId: string): Promise<number> {
  return (await holdsOf(env, entityId)).length;
}

/**
 * The live holds of one request (an answer's `requestId`, `knowledge/…`). Pass the team once
 * money lives in objects; without it this reads D1.
 */
export async function holdsOfRequest(
  env: TestEnv,
  requestId: string,
  _entityId?: string,
): Promise<HoldRow[]> {
  const rows = await env.DB.prepare('SELECT * FROM billing_holds WHERE request_id = ?1')
    .bind(requestId)
    .all<HoldRow>();
  return rows.results;
}

/** A ledger line. */
export interface LedgerLine {
  id: string;
  entity_id: string;
  user_id: string | null;
  amount_kopecks: number;
  kind: string;
  ref: string | null;
  created_at: string;
  [column: string]: unknown;
}

/** The team's ledger lines, optionally of one kind, ordered by kind then ref. */
export async function ledgerLines(
  env: TestEnv,
  entityId: string,
  kind?: string,
): Promise<LedgerLine[]> {
  const rows = await env.DB.prepare(
    `SELECT * FROM ledger WHERE entity_id = ?1 AND (?2 IS NULL OR kind = ?2)
     ORDER BY kind, ref, created_at, id`,
  )
    .bind(entityId, kind ?? null)
    .all<LedgerLine>();
  return rows.results;
}

/** The team's `usage` lines (charges), ordered by ref. */
export function usageLines(env: TestEnv, entityId: string): Promise<LedgerLine[]> {
  return ledgerLines(env, entityId, 'usage');
}

/**
 * The ledger lines carrying one ref (an answer's message id, a payment's id…), optionally of one
 * kind. Pass the team once money lives in objects; without it this reads D1.
 */
export async function ledgerLinesOfRef(
  env: TestEnv,
  ref: string,
  kind?: string,
  _entityId?: string,
): Promise<LedgerLine[]> {
  const rows = await env.DB.prepare(
    'SELECT * FROM ledger WHERE ref = ?1 AND (?2 IS NULL OR kind = ?2) ORDER BY created_at, id',
  )
    .bind(ref, kind ?? null)
    .all<LedgerLine>();
  return rows.results;
}

/** The sum of the team's ledger lines, optionally of one kind (0 without any). */
export async function ledgerSum(env: TestEnv, entityId: string, kind?: string): Promise<number> {
  const lines = await ledgerLines(env, entityId, kind);
  return lines.reduce((sum, line) => sum + line.amount_kopecks, 0);
}

/** A ledger line written behind the api (a fixture: spending or revenue at a chosen moment). */
export interface LedgerFixture {
  entityId: string;
  userId: string;
  amountKopecks: number;
  kind: string;
  ref?: string;
  /** ISO time; now by default. */
  at?: string;
}

/** Writes ledger lines as billing would, where the team's money lives. Balances are not touched. */
export async function addLedgerLines(env: TestEnv, lines: LedgerFixture[]): Promise<void> {
  if (lines.length === 0) return;
  await env.DB.batch(
    lines.map((line) =>
      env.DB.prepare(
        `INSERT INTO ledger (id, entity_id, user_id, amount_kopecks, kind, ref, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      ).bind(
        crypto.randomUUID(),
        line.entityId,
        line.userId,
        line.amountKopecks,
        line.kind,
        line.ref ?? `ref-${crypto.randomUUID()}`,
        line.at ?? new Date().toISOString(),
      ),
    ),
  );
}

/**
 * D1's `entities.balance_kopecks` of a team whose money moved: the object's mirror, written in
 * the background after each change (decision 225). Waits until it shows `expected` (or 5 s pass)
 * and answers what it shows.
 */
export async function mirroredBalance(
  env: TestEnv,
  entityId: string,
  expected: number,
): Promise<number | null> {
  const read = () =>
    env.DB.prepare('SELECT balance_kopecks FROM entities WHERE id = ?1')
      .bind(entityId)
      .first<number>('balance_kopecks');
  const until = Date.now() + 5_000;
  let shown = await read();
  while (shown !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    shown = await read();
  }
  return shown;
}
