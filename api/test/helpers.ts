import { runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { teamOf } from '../src/team/team-of';
import { rememberTeam } from './money-helpers';

export interface RegisteredUser {
  user: { id: string; email: string; name: string; entityId: string };
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  /** `{ Authorization: 'Bearer <access token>' }`, ready to spread into a request's headers. */
  headers: { Authorization: string };
}

/**
 * The client address of the running test: an IPv6 address in the documentation range, made from
 * the test's file and name. Files share a database (`isolate: false` in api/vitest.config.ts), so
 * with one address for every test, failed sign-ins of unrelated files added up under one
 * per-address limit within a minute and refused a later right password with 429.
 */
function testAddress(): string {
  const { testPath = '', currentTestName = '' } = expect.getState();
  const hex = createHash('sha256').update(`${testPath}\n${currentTestName}`).digest('hex');
  const groups = hex.slice(0, 24).match(/.{4}/g) ?? [];
  return ['2001', 'db8', ...groups].join(':');
}

/**
 * Sends a request to the api Worker as a client would (the production handler, real D1). The
 * request comes from the running test's own address (`CF-Connecting-IP`, as Cloudflare's edge
 * sets it) unless it names one.
 *
 * @example const res = await api('/v1/user', { headers })
 */
export function api(path: string, init?: RequestInit): Promise<Response> {
  const request = new Request(`http://api.test${path}`, init);
  if (!request.headers.has('cf-connecting-ip')) {
    request.headers.set('CF-Connecting-IP', testAddress());
  }
  return exports.default.fetch(request);
}

/** A JSON request init; `headers` are merged over `Content-Type: application/json`. */
export function json(method: string, body: unknown, headers: Record<string, string> = {}) {
  return {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  } satisfies RequestInit;
}

/** The newest 6-digit code mailed to `email`, read from the local outbox as a developer would. */
export async function mailedCode(email: string): Promise<string> {
  const body = await env.DB.prepare(
    'SELECT body FROM email_outbox WHERE to_address = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 1',
  )
    .bind(email)
    .first<string>('body');
  const code = body?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/**
 * Registers a fresh user through `POST /v1/auth/register` and reads their session.
 * Each call gets a unique email unless one is given. By default the email is then confirmed
 * through `POST /v1/auth/confirm-email` with the mailed code, so the team starts with the
 * configured STARTING_BALANCE_KOPECKS (50000 in api/vitest.config.ts); `confirm: false` leaves it
 * unconfirmed (balance 0).
 *
 * @example const { headers, user } = await registerUser(); await api('/v1/entity', { headers })
 */
export async function registerUser(
  opts: {
    email?: string;
    password?: string;
    name?: string;
    promo?: string;
    confirm?: boolean;
    /**
     * An account as the previous version made it: its parts still in D1, for tests of the move
     * (a new account starts in its objects, decision 218).
     */
    inD1?: boolean;
  } = {},
): Promise<RegisteredUser> {
  const email = opts.email ?? `user-${crypto.randomUUID()}@example.com`;
  const password = opts.password ?? 'correct horse 42';
  const name = opts.name ?? 'Test User';
  const res = await api(
    '/v1/auth/register',
    json('POST', { email, password, name, ...(opts.promo ? { promo: opts.promo } : {}) }),
  );
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const pair = (await res.json()) as { accessToken: string; refreshToken: string };
  const headers = { Authorization: `Bearer ${pair.accessToken}` };
  if (opts.inD1) await backToD1(email);
  if (opts.confirm !== false) {
    const code = await mailedCode(email);
    const confirmed = await api('/v1/auth/confirm-email', json('POST', { code }, headers));
    if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.status}`);
  }
  const session = await api('/v1/auth/session', { headers });
  if (session.status !== 200) throw new Error(`session failed: ${session.status}`);
  const { user } = (await session.json()) as { user: RegisteredUser['user'] };
  rememberTeam(user.entityId);
  return { user, email, password, ...pair, headers };
}

/**
 * Makes a just-registered account one of the previous version: every part of the person and
 * their team back in D1 (no `storage_moves` rows), before the email's confirmation grants its
 * money there. A sign-up promo code was credited in the new team's object (decision 227): its
 * line goes to D1's ledger as that version wrote it (ref: the code; the balance and bonus days
 * are already D1's, the object's mirror), and the object forgets it.
 */
async function backToD1(email: string): Promise<void> {
  const ids = await env.DB.prepare('SELECT id, entity_id FROM users WHERE email = ?1')
    .bind(email)
    .first<{ id: string; entity_id: string }>();
  if (!ids) throw new Error(`no user ${email}`);
  await env.DB.prepare(
    `DELETE FROM storage_moves WHERE (owner_kind = 'person' AND owner_id = ?1)
       OR (owner_kind = 'team' AND owner_id = ?2)`,
  )
    .bind(ids.id, ids.entity_id)
    .run();
  const lines = await runInDurableObject(teamOf(env, ids.entity_id), (_, state) => {
    const sql = state.storage.sql;
    const rows = sql
      .exec<{
        id: string;
        user_id: string | null;
        amount_kopecks: number;
        kind: string;
        ref: string;
        created_at: string;
      }>('SELECT id, user_id, amount_kopecks, kind, ref, created_at FROM ledger')
      .toArray();
    for (const statement of [
      'UPDATE balance SET kopecks = 0, bonus_until = NULL',
      'DELETE FROM ledger',
      'DELETE FROM holds',
      'DELETE FROM settlements',
      'DELETE FROM key_usage',
    ]) {
      sql.exec(statement);
    }
    return rows;
  });
  for (const line of lines) {
    await env.DB.prepare(
      `INSERT INTO ledger (id, entity_id, user_id, amount_kopecks, kind, ref, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
      .bind(
        line.id,
        ids.entity_id,
        line.user_id,
        line.amount_kopecks,
        line.kind,
        line.kind === 'promo' ? line.ref.split('/')[0] : line.ref,
        line.created_at,
      )
      .run();
  }
}
