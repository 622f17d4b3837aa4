import type { MiddlewareHandler } from 'hono';
import * as m from '../../../src/paraglide/messages.js';
import type { FrontEnv } from '../../env';
import { preferredLocale } from '../locale';
import { answeredByFront } from './own-body-limit';

const withoutBody = new Set(['GET', 'HEAD', 'OPTIONS']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The front's own JSON bodies are one object of form fields: `null`, an array, a string, a number
 * or broken JSON is a 400 `{code, message}` here, so no handler ever reads fields of a non-object.
 * Runs after `ownBodyLimit`, which has already capped the body; Hono keeps the parsed value, so the
 * handlers' `c.req.json()` reads the same object.
 *
 * @example app.use(ownBodyLimit()); app.use(ownJsonObject())
 */
export function ownJsonObject(): MiddlewareHandler<FrontEnv> {
  return async function requireJsonObject(c, next) {
    if (withoutBody.has(c.req.method) || !answeredByFront(c.req.path)) return next();
    if (!(c.req.header('content-type') ?? '').toLowerCase().includes('application/json')) {
      return next();
    }
    const body: unknown = await c.req.json().catch(() => undefined);
    if (isPlainObject(body)) return next();
    const message = m.bodycap_not_an_object({}, { locale: preferredLocale(c) });
    return c.json({ code: 'invalid_body', message }, 400);
  };
}
