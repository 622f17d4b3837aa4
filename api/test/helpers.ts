import { env, exports } from 'cloudflare:workers';
import { createHash } from 'node:crypto';
import { expect } from 'vitest';

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
  if (opts.confirm !== false) {
    const code = await mailedCode(email);
    const confirmed = await api('/v1/auth/confirm-email', json('POST', { code }, headers));
    if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.status}`);
  }
  const session = await api('/v1/auth/session', { headers });
  if (session.status !== 200) throw new Error(`session failed: ${session.status}`);
  const { user } = (await session.json()) as { user: RegisteredUser['user'] };
  if (opts.inD1) {
    await env.DB.prepare(
      `DELETE FROM storage_moves WHERE (owner_kind = 'person' AND owner_id = ?1)
         OR (owner_kind = 'team' AND owner_id = ?2)`,
    )
      .bind(user.id, user.entityId)
      .run();
  }
  return { user, email, password, ...pair, headers };
}
