import type { MiddlewareHandler } from 'hono';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses unsafe methods (POST, PUT, PATCH, DELETE…) unless the browser says they come from
 * this origin: `Origin` equal to ours, or, without Origin, `Sec-Fetch-Site: same-origin`.
 *
 * @example app.use(sameOrigin())
 */
export function sameOrigin(): MiddlewareHandler {
  return async function sameOriginCheck(c, next) {
    if (safeMethods.has(c.req.method)) return next();
    const ours = new URL(c.req.url).origin;
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const allowed = origin ? origin === ours : fetchSite === 'same-origin';
    if (!allowed) {
      return c.json({ code: 'cross_origin', message: 'Cross-origin request refused' }, 403);
    }
    return next();
  };
}
