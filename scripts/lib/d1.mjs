// The api's local D1 through wrangler, as an operator would use it: the seed step, the browser
// tests and the benches read and write a run's database this way.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { root } from './workers.mjs';

const run = promisify(execFile);

/** A SQL string literal. */
export const sqlText = (value) => `'${String(value).replace(/'/g, "''")}'`;

/**
 * Runs SQL on the api's local D1 (in `persistTo` when given) and returns the rows of the last
 * statement. One command-line argument holds at most 128 KiB of SQL.
 *
 * @example await executeSql(`SELECT count(*) AS n FROM users`, { persistTo })
 */
export async function executeSql(sql, { persistTo } = {}) {
  const args = [`${root}/node_modules/wrangler/bin/wrangler.js`, 'd1', 'execute', 'DB', '--local'];
  args.push('-c', 'api/wrangler.jsonc', '--json', '--command', sql);
  if (persistTo) args.push('--persist-to', persistTo);
  // The running api may be writing the same SQLite file: a snapshot that is busy is read again.
  for (let attempt = 1; ; attempt++) {
    try {
      const { stdout } = await run(process.execPath, args, {
        cwd: root,
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
        maxBuffer: 64 * 1024 * 1024,
      });
      return JSON.parse(stdout).at(-1)?.results ?? [];
    } catch (error) {
      if (attempt >= 5 || !/SQLITE_BUSY/.test(String(error))) throw error;
    }
  }
}

/** The 6-digit code last mailed to `email` through the local outbox, or undefined. */
export async function mailedCode(email, { persistTo } = {}) {
  const [row] = await executeSql(
    `SELECT body FROM email_outbox WHERE to_address = ${sqlText(email)} ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    { persistTo },
  );
  return /\b\d{6}\b/.exec(String(row?.body ?? ''))?.[0];
}
