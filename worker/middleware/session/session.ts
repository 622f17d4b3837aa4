import type { MiddlewareHandler } from 'hono';
import type { FrontEnv } from '../../env';
import { preferredLocale, splitLocale } from '../locale';
import { readTokenCookies } from './cookies';
import { SessionState } from './session-state';

/**
 * Puts the request's session (`c.get('session')`) in reach of the routes and sends its cookie
 * changes (refreshed pair, sign-out) back on whatever response they make.
 *
 * @example app.use(session())
 */
export function session(): MiddlewareHandler<FrontEnv> {
  return async function sessionCookies(c, next) {
    const locale = splitLocale(c.req.path).locale ?? preferredLocale(c);
    const state = new SessionState(c.env, locale, readTokenCookies(c));
    c.set('session', state);
    await next();
    const cookies = state.setCookieHeaders();
    if (cookies.length === 0) return;
    c.res = new Response(c.res.body, c.res);
    for (const cookie of cookies) c.res.headers.append('set-cookie', cookie);
    c.res.headers.set('cache-control', 'private, no-store');
  };
}
