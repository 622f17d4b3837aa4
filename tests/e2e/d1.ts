import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const run = promisify(execFile);
const root = new URL('../..', import.meta.url).pathname;

/** A SQL string literal. */
export const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Runs SQL on this run's local D1 (the api's database) through wrangler, as an operator would,
 * and returns the rows of the last statement.
 *
 * @example await executeSql(`SELECT body FROM email_outbox WHERE to_address = ${sqlText(email)}`)
 */
export async function executeSql(sql: string): Promise<Record<string, unknown>[]> {
  const { stdout } = await run(
    process.execPath,
    [
      `${root}node_modules/wrangler/bin/wrangler.js`,
      'd1',
      'execute',
      'DB',
      '--local',
      '-c',
      'api/wrangler.jsonc',
      '--persist-to',
      inject('persistTo'),
      '--json',
      '--command',
      sql,
    ],
    {
      cwd: root,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const results = JSON.parse(stdout) as { results: Record<string, unknown>[] }[];
  return results.at(-1)?.results ?? [];
}
