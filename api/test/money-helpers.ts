import { runInDurableObject } from 'cloudflare:test';
import { expect } from 'vitest';
import { homeOfOwner } from '../src/storage-moves/move-state';
import { teamOf } from '../src/team/team-of';

/**
 * Reads and writes of a team's money (balance, holds, ledger) for tests, each in one place, so
 * a test reads them **wherever the team's money lives**: D1 (`entities`, `billing_holds`,
 * `ledger`) for a team of the previous version (`registerUser({ inD1: true })`) or one copying,
 * its `Team` object once the `money` part is moved — every new team from sign-up (decision 227).
 */

type TestEnv = Cloudflare.Env;
type Value = string | number | null;

/** Whether the team's money is served by its `Team` object. */
async function inObject(env: TestEnv, entityId: string): Promise<boolean> {
  return (await homeOfOwner(env.DB, 'team', entityId, 'money')) === 'object';
}

/** Rows of one SQL statement in the team's object. */
function objectRows<T>(env: TestEnv, entityId: string, sql: string, ...params: Value[]) {
  return runInDurableObject(
    teamOf(env, entityId),
    (_, state) => state.storage.sql.exec(sql, ...params).toArray() as T[],
  );
}

/**
 * The teams registered by the running test file (`registerUser` names each), newest first: where
 * a hold or a line is looked for when the test names no team. Files share one database, so every
 * moved team of the run would be thousands of objects to look in; a file has a few dozen.
 */
const teamsByFile = new Map<string, string[]>();
const testFile = () => expect.getState().testPath ?? '';

/** Remembers a team made by the running test file (see `teamsByFile`). */
export function rememberTeam(entityId: string): void {
  const file = testFile();
  teamsByFile.set(file, [entityId, ...(teamsByFile.get(file) ?? [])]);
}

const objectTeams = () => teamsByFile.get(testFile()) ?? [];

/** SQL on a D1 money row: its team's money has moved (D1 keeps only a frozen copy of it). */
const MOVED = `EXISTS (SELECT 1 FROM storage_moves m WHERE m.owner_kind = 'team'
  AND m.owner_id = entity_id AND m.part = 'money' AND m.state = 'moved')`;

/** The object's ledger with D1's columns (`entity_id` is the team's). */
const OBJECT_LEDGER = (entityId: string) =>
  `SELECT id, '${entityId.replaceAll("'", "''")}' AS entity_id, user_id, amount_kopecks, kind, ref,
     created_at, model, chat_id, chat_mode, api_key_id FROM ledger`;

/** The object's holds with D1's columns (`request_id` is the object's `hold_id`). */
const OBJECT_HOLDS = (entityId: string) =>
  `SELECT hold_id AS request_id, '${entityId.replaceAll("'", "''")}' AS entity_id,
     NULL AS user_id, amount_kopecks, created_at FROM holds`;

/** The team's balance in kopecks (NaN when there is no such team). */
export async function balanceOf(env: TestEnv, entityId: string): Promise<number> {
  if (await inObject(env, entityId)) {
    const [row] = await objectRows<{ kopecks: number }>(
      env,
      entityId,
      'SELECT kopecks FROM balance WHERE id = 1',
    );
    return row?.kopecks ?? Number.NaN;
  }
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
  // A moved team: its object's balance, and D1's mirror of it (decision 225).
  if (await inObject(env, entityId)) {
    await objectRows(env, entityId, 'UPDATE balance SET kopecks = ? WHERE id = 1', kopecks);
  }
  await env.DB.prepare('UPDATE entities SET balance_kopecks = ?2 WHERE id = ?1')
    .bind(entityId, kopecks)
    .run();
}

/**
 * The team's balance, the sum of its holds and their count, read at one instant (one D1 batch,
 * or one call into the object): read one after the other, a settle in between would count its
 * charge twice.
 */
export async function moneyAt(
  env: TestEnv,
  entityId: string,
): Promise<{ balance: number; held: number; holds: number }> {
  if (await inObject(env, entityId)) {
    const [row] = await objectRows<{ balance: number; held: number; holds: number }>(
      env,
      entityId,
      `SELECT (SELECT kopecks FROM balance WHERE id = 1) AS balance,
         (SELECT COALESCE(SUM(amount_kopecks), 0) FROM holds) AS held,
         (SELECT COUNT(*) FROM holds) AS holds`,
    );
    return { balance: row?.balance ?? Number.NaN, held: row?.held ?? 0, holds: row?.holds ?? 0 };
  }
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
  if (await inObject(env, entityId))
    return objectRows<HoldRow>(env, entityId, OBJECT_HOLDS(entityId));
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
 * The live holds of one request (an answer's `requestId`, `knowledge/…`): of the named team, or,
 * without one, in D1 and in the objects of the teams this test file registered.
 */
export async function holdsOfRequest(
  env: TestEnv,
  requestId: string,
  entityId?: string,
): Promise<HoldRow[]> {
  const teams = entityId ? [entityId] : objectTeams();
  const found: HoldRow[] = [];
  for (const team of teams) {
    if (!(await inObject(env, team))) continue;
    const sql = `SELECT * FROM (${OBJECT_HOLDS(team)}) WHERE request_id = ?`;
    found.push(...(await objectRows<HoldRow>(env, team, sql, requestId)));
  }
  const rows = await env.DB.prepare(
    `SELECT * FROM billing_holds WHERE request_id = ?1 AND (?2 IS NULL OR entity_id = ?2)
       AND NOT ${MOVED}`,
  )
    .bind(requestId, entityId ?? null)
    .all<HoldRow>();
  return [...found, ...rows.results];
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
  if (await inObject(env, entityId)) {
    return objectRows<LedgerLine>(
      env,
      entityId,
      `SELECT * FROM (${OBJECT_LEDGER(entityId)}) WHERE (?1 IS NULL OR kind = ?1)
       ORDER BY kind, ref, created_at, id`,
      kind ?? null,
    );
  }
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
 * kind: of the named team, or, without one, in D1 and in the objects of the teams this test file
 * registered.
 */
export async function ledgerLinesOfRef(
  env: TestEnv,
  ref: string,
  kind?: string,
  entityId?: string,
): Promise<LedgerLine[]> {
  const teams = entityId ? [entityId] : objectTeams();
  const found: LedgerLine[] = [];
  for (const team of teams) {
    if (!(await inObject(env, team))) continue;
    const sql = `SELECT * FROM (${OBJECT_LEDGER(team)}) WHERE ref = ?1 AND (?2 IS NULL OR kind = ?2)
      ORDER BY created_at, id`;
    found.push(...(await objectRows<LedgerLine>(env, team, sql, ref, kind ?? null)));
  }
  const rows = await env.DB.prepare(
    `SELECT * FROM ledger WHERE ref = ?1 AND (?2 IS NULL OR kind = ?2)
       AND (?3 IS NULL OR entity_id = ?3) AND NOT ${MOVED} ORDER BY created_at, id`,
  )
    .bind(ref, kind ?? null, entityId ?? null)
    .all<LedgerLine>();
  return [...found, ...rows.results];
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
  const inD1: LedgerFixture[] = [];
  for (const line of lines) {
    if (!(await inObject(env, line.entityId))) {
      inD1.push(line);
      continue;
    }
    await objectRows(
      env,
      line.entityId,
      `INSERT INTO ledger (id, user_id, amount_kopecks, kind, ref, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      crypto.randomUUID(),
      line.userId,
      line.amountKopecks,
      line.kind,
      line.ref ?? `ref-${crypto.randomUUID()}`,
      line.at ?? new Date().toISOString(),
    );
  }
  if (inD1.length === 0) return;
  await env.DB.batch(
    inD1.map((line) =>
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
