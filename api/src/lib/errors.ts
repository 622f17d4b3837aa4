import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorMessages, type Locale, type Localized, localeOf } from './messages';

export type ErrorCode = keyof typeof errorMessages | (string & {});
/** Placeholders of a message; a `Localized` one is read in the response's locale. */
type Params = Record<string, string | number | Localized>;

/**
 * The one error type of the api. Thrown anywhere; `app.onError` turns it into
 * `{code, message}` JSON with the message in the caller's `X-Ad-Locale`.
 *
 * @example throw new ApiError(404, 'not_found')
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly params: Params = {},
    readonly headers: Record<string, string> = {},
    /** Fields the JSON body carries besides `code` and `message` (e.g. a limit's figures). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

/** Registers extra codes (per feature) so their messages are localized too. */
const extraMessages = new Map<string, { en: string; ru: string }>();
export function registerErrorMessages(messages: Record<string, { en: string; ru: string }>) {
  for (const [code, text] of Object.entries(messages)) extraMessages.set(code, text);
}

export function messageFor(code: string, locale: Locale, params: Params = {}): string {
  const texts =
    (errorMessages as Record<string, { en: string; ru: string }>)[code] ?? extraMessages.get(code);
  const template = texts?.[locale] ?? code;
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) return `{${key}}`;
    return typeof value === 'object' ? value[locale] : String(value);
  });
}

/** Renders any error as the api's JSON error body. Unknown errors are logged and hidden. */
export function errorResponse(c: Context, err: unknown): Response {
  const locale = localeOf(c.req.header('x-ad-locale'));
  if (err instanceof ApiError) {
    const body: Record<string, unknown> = {
      ...err.details,
      code: err.code,
      message: messageFor(err.code, locale, err.params),
    };
    if (typeof err.params.field === 'string') body.field = err.params.field;
    return c.json(body, err.status, err.headers);
  }
  if (err instanceof HTTPException && err.status < 500) {
    // Hono's own refusals (malformed JSON, body limit) keep their status with our body shape.
    const code =
      err.status === 413
        ? 'payload_too_large'
        : err.status === 400
          ? 'invalid_json'
          : 'bad_request';
    return c.json({ code, message: messageFor(code, locale) }, err.status);
  }
  console.error('unhandled api error', err);
  return c.json({ code: 'internal_error', message: messageFor('internal_error', locale) }, 500);
}
