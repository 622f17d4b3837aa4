import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';

/**
 * Signs in the operator `api/vitest.config.ts` names in `OPERATOR_EMAILS` (registering the account
 * the first time a test file asks).
 */
export async function signInOperator(email = 'operator@beseda.test'): Promise<RegisteredUser> {
  const password = 'operator password 42';
  const login = await api('/v1/auth/login', json('POST', { email, password }));
  if (login.status !== 200) return registerUser({ email, password, name: 'Olga Operator' });
  const pair = (await login.json()) as { accessToken: string; refreshToken: string };
  const headers = { Authorization: `Bearer ${pair.accessToken}` };
  const session = (await (await api('/v1/auth/session', { headers })).json()) as {
    user: RegisteredUser['user'];
  };
  return { user: session.user, email, password, ...pair, headers };
}

/** A console call as an operator (or anyone) makes it: JSON in, the response out. */
export function adminCall(
  who: { headers: Record<string, string> },
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const init =
    body === undefined
      ? { method, headers: { ...who.headers, ...headers } }
      : json(method, body, { ...who.headers, ...headers });
  return api(`/v1/admin${path}`, init);
}
