import { unstable_getHeaders as getHeaders } from 'waku/router/server';
import { internalHeaders } from '../../worker/lib/internal-headers';
import { parseSessionInfo, type SessionInfo } from '../../worker/lib/session-info';
import { parseHeaderJson } from './auth/header-json';

/** The signed-in visitor as the api describes them, and when the access token expires. */
export type Session = SessionInfo;
export type SessionUser = SessionInfo['user'];

/**
 * The session of this request, or null when signed out. The Hono front fetched it from the api
 * (refreshing tokens first when needed) and handed it over without tokens.
 *
 * @example const session = getSession(); if (session) greet(session.user.name)
 */
export function getSession(): Session | null {
  return parseSessionInfo(parseHeaderJson(getHeaders()[internalHeaders.session]));
}
