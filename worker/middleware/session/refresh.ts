import type { Locale } from '../../../src/i18n/locales';
import type { WebBindings } from '../../env';
import { type TokenPair, tokenPairOf } from './tokens';
import { callUpstream } from './upstream-call';

/**
 * `rejected`: the api said no (revoked, reused, malformed answer) — the visitor is signed out.
 * `unavailable`: the api could not be asked — keep the cookies, try again on the next request.
 */
export type RefreshOutcome =
  | { kind: 'ok'; pair: TokenPair }
  | { kind: 'rejected' }
  | { kind: 'unavailable' };

/** Refreshes in flight in this isolate, by refresh token: concurrent requests share one call. */
const inFlight = new Map<string, Promise<RefreshOutcome>>();

async function askForNewPair(
  env: WebBindings,
  locale: Locale,
  refreshToken: string,
): Promise<RefreshOutcome> {
  let res: Response;
  try {
    res = await callUpstream(env, locale, '/v1/auth/refresh', {
      method: 'POST',
      bearer: refreshToken,
    });
  } catch {
    return { kind: 'unavailable' };
  }
  if (res.status >= 500 || res.status === 429) return { kind: 'unavailable' };
  if (!res.ok) return { kind: 'rejected' };
  const pair = tokenPairOf(await res.json().catch(() => null));
  return pair ? { kind: 'ok', pair } : { kind: 'rejected' };
}

/**
 * Trades a refresh token for a new pair (SPEC §7: refresh value as bearer). Parallel isolates
 * are covered by the api's grace window, which answers a just-rotated token with the same pair.
 *
 * @example const outcome = await refreshTokens(env, 'ru', refreshToken)
 */
export function refreshTokens(
  env: WebBindings,
  locale: Locale,
  refreshToken: string,
): Promise<RefreshOutcome> {
  const pending = inFlight.get(refreshToken);
  if (pending) return pending;
  const call = askForNewPair(env, locale, refreshToken).finally(() =>
    inFlight.delete(refreshToken),
  );
  inFlight.set(refreshToken, call);
  return call;
}
