import { inject } from 'vitest';
// @ts-expect-error plain ESM helper shared with the seed step and the benches
import * as d1 from '../../scripts/lib/d1.mjs';

/** A SQL string literal. */
export const sqlText: (value: string) => string = d1.sqlText;

/**
 * Runs SQL on this run's local D1 (the api's database) through wrangler and returns the rows of
 * the last statement.
 *
 * @example await executeSql(`SELECT body FROM email_outbox WHERE to_address = ${sqlText(email)}`)
 */
export function executeSql(sql: string): Promise<Record<string, unknown>[]> {
  return d1.executeSql(sql, { persistTo: inject('persistTo') });
}

/** The 6-digit code last mailed to `email` in this run, or undefined. */
export function mailedCode(email: string): Promise<string | undefined> {
  return d1.mailedCode(email, { persistTo: inject('persistTo') });
}
