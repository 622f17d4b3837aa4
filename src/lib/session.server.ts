import { unstable_getHeaders as getHeaders } from 'waku/router/server';
import { parseHeaderJson } from './auth/header-json';

export type SessionUser = {
  id: string;
  email: string;
  name?: string | null;
  [field: string]: unknown;
};

/** The signed-in visitor as the api describes them, and when the access token expires. */
export type Session = { user: SessionUser; expiresAt: string };

/**
 * The session of this request, or null when signed out. The Hono front fetched it from the api
 * (refreshing tokens first when needed) and handed it over without tokens.
 *
 * @example const session = getSession(); if (session) greet(session.user.name)
 */
export function getSession(): Session | null {
  const value = parseHeaderJson(getHeaders()['x-beseda-session']);
  if (typeof value !== 'object' || value === null) return null;
  const { user, expiresAt } = value as Partial<Session>;
  if (!user || typeof user.id !== 'string' || typeof expiresAt !== 'string') return null;
  return { user, expiresAt };
}
