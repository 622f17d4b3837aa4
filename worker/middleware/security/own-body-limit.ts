import type { MiddlewareHandler } from 'hono';
import * as m from '../../../src/paraglide/messages.js';
import type { FrontEnv } from '../../env';
import { preferredLocale } from '../locale';
import { readLimitedBytes } from './read-limited';

/** The front's own forms (sign-in, registration, codes, the last chat) are a few short fields. */
export const ownBodyMaxBytes = 16 * 1024;

const withoutBody = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the front answers `path` itself: everything but the `/api` paths it forwards (those
 * stream to the api, which caps each route by what it takes).
 */
export function answeredByFront(path: string): boolean {
  if (!path.startsWith('/api/')) return true;
  return (
    path.startsWith('/api/auth/') || path === '/api/last-chat' || path.startsWith('/api/last-chat/')
  );
}

/**
 * Caps every body the front reads itself at `maxBytes`, with the counting reader of `/csp-report`:
 * a declared `Content-Length` over it is refused before reading, a chunked or lying body once it
 * passes it; 413 `{code, message}`. Under the cap the body is buffered and handed on, so handlers
 * parse at most `maxBytes`, never an unbounded form.
 *
 * @example app.use(ownBodyLimit())
 */
export function ownBodyLimit(maxBytes = ownBodyMaxBytes): MiddlewareHandler<FrontEnv> {
  return async function limitOwnBody(c, next) {
    if (withoutBody.has(c.req.method) || !answeredByFront(c.req.path)) return next();
    // A body the client breaks off mid-way (or a connection lost under a huge upload) is the
    // client's fault: a 400, never the 500 of an uncaught read error.
    const bytes = await readLimitedBytes(c.req.raw, maxBytes).catch(() => undefined);
    if (bytes === undefined) {
      const message = m.bodycap_unreadable({}, { locale: preferredLocale(c) });
      return c.json({ code: 'invalid_body', message }, 400);
    }
    if (bytes === null) {
      const locale = preferredLocale(c);
      const message = m.bodycap_too_large({ maxKb: Math.floor(maxBytes / 1024) }, { locale });
      return c.json({ code: 'payload_too_large', message }, 413);
    }
    c.req.raw = new Request(c.req.raw, { body: bytes });
    return next();
  };
}
