// The benches' window on a run's local D1, through wrangler as an operator would use it.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A SQL string literal. */
export const sqlText = (value) => `'${String(value).replace(/'/g, "''")}'`;

/** Runs SQL on the api's local D1 in `persistTo`; the rows of the last statement. */
export function executeSql(persistTo, sql) {
  const stdout = execFileSync(
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
      persistTo,
      '--json',
      '--command',
      sql,
    ],
    {
      cwd: root,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout).at(-1)?.results ?? [];
}

/** The 6-digit code last mailed to `email` (the local outbox), e.g. the email confirmation. */
export function mailedCode(persistTo, email) {
  const [row] = executeSql(
    persistTo,
    `SELECT body FROM email_outbox WHERE to_address = ${sqlText(email)} ORDER BY created_at DESC, rowid DESC LIMIT 1`,
  );
  const code = /\b\d{6}\b/.exec(String(row?.body ?? ''))?.[0];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Confirms a freshly registered account's email in the signed-in page, as its owner would. */
export async function confirmInPage(page, webUrl, persistTo, email) {
  await page.goto(`${webUrl}/ru/confirm-email?code=${mailedCode(persistTo, email)}`);
  await page.waitForSelector('[data-testid="confirm-email-form"][data-hydrated="true"]');
  await Promise.all([
    page.waitForSelector('[data-testid="confirm-email-done"]'),
    page.click('[data-testid="confirm-email-submit"]'),
  ]);
}
