import { inject } from 'vitest';
// @ts-expect-error plain ESM helper shared with the seed step and the benches
import * as d1 from '../../scripts/lib/d1.mjs';

/** A SQL string literal. */
export const sqlText: (value: string) => string = d1.sqlText;

/**
 * Reads this run's local D1 (the api's database) and returns the rows of one SELECT. Browser
 * tests never write it from here: a second process writing the same SQLite file makes the running
 * api's own writes fail with SQLITE_BUSY (a 500 to the page). They change data through the api's
 * routes instead (./fixtures/same-origin-api.ts; docs/decisions/175-browser-tests-write-through-the-api.md).
 *
 * @example await readSql(`SELECT body FROM email_outbox WHERE to_address = ${sqlText(email)}`)
 */
export function readSql(sql: string): Promise<Record<string, unknown>[]> {
  if (!/^\s*(SELECT|WITH)\b/i.test(sql)) throw new Error(`readSql only reads: ${sql.slice(0, 60)}`);
  return d1.executeSql(sql, { persistTo: inject('persistTo') });
}

/** The 6-digit code last mailed to `email` in this run, or undefined. */
export function mailedCode(email: string): Promise<string | undefined> {
  return d1.mailedCode(email, { persistTo: inject('persistTo') });
}
