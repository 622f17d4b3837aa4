import type { Locale } from '../../../src/i18n/locales';
import type { WebBindings } from '../../env';
import { readUpstreamError, upstreamFetch, withClientHeaders } from '../../lib/upstream';

/**
 * A call from the front to the api with the SPEC §7 headers and, when given, a bearer token.
 *
 * @example callUpstream(env, 'ru', '/v1/auth/session', { bearer: access })
 */
export function callUpstream(
  env: WebBindings,
  locale: Locale,
  path: string,
  init: {
    method?: string;
    body?: unknown;
    bearer?: string | null;
    /** The browser's address, so the api limits attempts per person, not per front. */
    clientAddress?: string;
    /** The browser's User-Agent, recorded by the api as the device of a new session. */
    userAgent?: string;
    signal?: AbortSignal;
  } = {},
): Promise<Response> {
  const headers = withClientHeaders(new Headers({ accept: 'application/json' }), locale);
  if (init.bearer) headers.set('authorization', `Bearer ${init.bearer}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  if (init.userAgent) headers.set('user-agent', init.userAgent.slice(0, 300));
  if (init.clientAddress) {
    headers.set('cf-connecting-ip', init.clientAddress);
    headers.set('x-forwarded-for', init.clientAddress);
  }
  return upstreamFetch(env, path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
}

/** The api's error body `{code, message, field?}` (worker/lib/upstream.ts `readUpstreamError`). */
export const upstreamErrorOf = readUpstreamError;
