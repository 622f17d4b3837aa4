// The api's local D1 through wrangler, as an operator would use it: the seed step, the browser
// tests and the benches write a run's database this way. Reads go straight to the SQLite file
// with Node's built-in driver (read-only): one `wrangler d1 execute` costs a Node process, a
// workerd start and seconds of CPU, which a browser test paid for every mailed code.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
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
  if (isOneRead(sql)) {
    const file = apiDatabaseFile(persistTo);
    if (file) return readSql(file, sql);
  }
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
      // With --json wrangler prints its error to stdout, as {"error": {"text": "…: SQLITE_BUSY"}}.
      const said = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
      if (attempt < 5 && /SQLITE_BUSY|database is locked/i.test(said)) continue;
      throw new Error(`${sql.trim().split('\n')[0]} failed: ${said || error.message}`);
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

/** A single SELECT (or WITH … SELECT) statement, which the read-only driver may run. */
function isOneRead(sql) {
  const text = sql.trim().replace(/;$/, '');
  return /^(SELECT|WITH)\b/i.test(text) && !text.includes(';');
}

/** The SQLite file of the api's local D1 (the one with the `users` table), if it exists yet. */
function apiDatabaseFile(persistTo) {
  const state = persistTo ?? join(root, 'api/.wrangler/state');
  const folder = join(state, 'v3/d1/miniflare-D1DatabaseObject');
  if (!existsSync(folder)) return undefined;
  for (const name of readdirSync(folder)) {
    if (!name.endsWith('.sqlite') || name === 'metadata.sqlite') continue;
    const file = join(folder, name);
    const db = new DatabaseSync(file, { readOnly: true, timeout: 5000 });
    try {
      if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'users'").get())
        return file;
    } finally {
      db.close();
    }
  }
  return undefined;
}

/** Rows of one read on the file, waiting up to 5 s while the running api holds a write lock. */
function readSql(file, sql) {
  const db = new DatabaseSync(file, { readOnly: true, timeout: 5000 });
  try {
    return db
      .prepare(sql)
      .all()
      .map((row) => ({ ...row }));
  } finally {
    db.close();
  }
}
