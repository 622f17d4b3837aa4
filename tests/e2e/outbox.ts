import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const run = promisify(execFile);
const root = new URL('../..', import.meta.url).pathname;

/**
 * The newest 6-digit code mailed to `email`, read from the api's local outbox in this run's D1
 * (the api writes mail there locally; issue 3).
 */
export async function latestResetCode(email: string, attempts = 5): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await readResetCode(email);
    } catch (error) {
      // The api may still be writing the mail (it is sent after the answer).
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function readResetCode(email: string): Promise<string> {
  const sql = `SELECT body FROM email_outbox WHERE to_address = '${email.replace(/'/g, "''")}' ORDER BY created_at DESC, rowid DESC LIMIT 1`;
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
    { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' } },
  );
  const [result] = JSON.parse(stdout) as { results: Record<string, unknown>[] }[];
  const body = String(result?.results[0]?.body ?? '');
  const code = body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no reset code mailed to ${email}: ${stdout}`);
  return code;
}
