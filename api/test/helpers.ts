import { exports } from 'cloudflare:workers';

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
 * Sends a request to the api Worker as a client would (the production handler, real D1).
 *
 * @example const res = await api('/v1/user', { headers })
 */
export function api(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`http://api.test${path}`, init));
}

/** A JSON request init; `headers` are merged over `Content-Type: application/json`. */
export function json(method: string, body: unknown, headers: Record<string, string> = {}) {
  return {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  } satisfies RequestInit;
}

/**
 * Registers a fresh user through `POST /v1/auth/register` and reads their session.
 * Each call gets a unique email unless one is given; the team starts with the configured
 * STARTING_BALANCE_KOPECKS (50000 in api/wrangler.jsonc).
 *
 * @example const { headers, user } = await registerUser(); await api('/v1/entity', { headers })
 */
export async function registerUser(
  opts: { email?: string; password?: string; name?: string; promo?: string } = {},
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
  const session = await api('/v1/auth/session', { headers });
  if (session.status !== 200) throw new Error(`session failed: ${session.status}`);
  const { user } = (await session.json()) as { user: RegisteredUser['user'] };
  return { user, email, password, ...pair, headers };
}
