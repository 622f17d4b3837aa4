import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, messageFor, registerErrorMessages } from '../lib/errors';
import { type Locale, localeOf } from '../lib/messages';

registerErrorMessages({
  invalid_api_key: {
    en: 'Incorrect API key provided. Create a key in the Beseda cabinet under “API keys”.',
    ru: 'Неверный ключ API. Создайте ключ в кабинете Беседы, в разделе «Ключи API».',
  },
  insufficient_quota: {
    en: 'The team balance or this key’s monthly cap cannot cover the request. Top up the balance or raise the cap.',
    ru: 'Баланса команды или месячного лимита ключа не хватает на запрос. Пополните баланс или поднимите лимит.',
  },
  rate_limit_exceeded: {
    en: 'Rate limit reached for this key. Try again in {seconds} s.',
    ru: 'Превышен лимит запросов для ключа. Повторите через {seconds} с.',
  },
  model_not_found: {
    en: 'The model `{model}` does not exist or you do not have access to it.',
    ru: 'Модели `{model}` нет или она вам недоступна.',
  },
  invalid_request_field: {
    en: 'Invalid value for `{param}`: {detail}',
    ru: 'Неверное значение `{param}`: {detail}',
  },
  missing_required_parameter: {
    en: 'Missing required parameter: `{param}`.',
    ru: 'Не указан обязательный параметр `{param}`.',
  },
  unknown_url: {
    en: 'Invalid URL ({url}).',
    ru: 'Неверный адрес ({url}).',
  },
  upstream_error: {
    en: 'The model provider failed to answer. Try again later.',
    ru: 'Поставщик модели не ответил. Повторите позже.',
  },
});

/** OpenAI's error `type` for each of our codes (https://platform.openai.com/docs/guides/error-codes). */
const TYPES: Record<string, string> = {
  invalid_api_key: 'invalid_request_error',
  insufficient_quota: 'insufficient_quota',
  rate_limit_exceeded: 'requests',
  model_not_found: 'invalid_request_error',
  invalid_request_field: 'invalid_request_error',
  missing_required_parameter: 'invalid_request_error',
  unknown_url: 'invalid_request_error',
  upstream_error: 'api_error',
  member_limit_reached: 'insufficient_quota',
  model_not_allowed: 'invalid_request_error',
};

/** The wire code where ours is only a message key. */
const WIRE_CODES: Record<string, string | null> = {
  invalid_request_field: 'invalid_value',
};

/**
 * An error of the OpenAI-compatible endpoint, answered in OpenAI's shape
 * `{error: {message, type, param, code}}` so the official SDKs raise their own error classes.
 *
 * @example throw new OpenAiError(404, 'model_not_found', { model: 'x' }, 'model')
 */
export class OpenAiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly params: Record<string, string | number> = {},
    readonly param: string | null = null,
    readonly headers: Record<string, string> = {},
    /** Fields the `error` object carries besides OpenAI's (a member's limit, decision 228). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'OpenAiError';
  }
}

/** Developers' tools rarely send X-Ad-Locale: English unless it asks for Russian. */
export const compatLocale = (c: Context): Locale =>
  c.req.header('x-ad-locale') ? localeOf(c.req.header('x-ad-locale')) : 'en';

/** The body of an OpenAI-shaped error. */
export function openAiErrorBody(err: OpenAiError, locale: Locale) {
  return {
    error: {
      ...err.details,
      message: messageFor(err.code, locale, err.params),
      type: TYPES[err.code] ?? 'invalid_request_error',
      param: err.param,
      code: err.code in WIRE_CODES ? (WIRE_CODES[err.code] ?? null) : err.code,
    },
  };
}

/** Any error of the endpoint as OpenAI's JSON error; unknown ones are logged and hidden. */
export function openAiErrorResponse(c: Context, err: unknown): Response {
  const locale = compatLocale(c);
  let known: OpenAiError;
  if (err instanceof OpenAiError) known = err;
  else if (err instanceof ApiError && err.status === 429) {
    const seconds = err.headers['Retry-After'] ?? '1';
    known = new OpenAiError(429, 'rate_limit_exceeded', { seconds }, null, {
      'Retry-After': seconds,
    });
  } else if (
    err instanceof ApiError &&
    (err.code === 'member_limit_reached' || err.code === 'model_not_allowed')
  ) {
    // The team's spending controls (decision 228), with the member's figures.
    known = new OpenAiError(err.status, err.code, {}, null, {}, err.details);
  } else if (err instanceof HTTPException && err.status < 500) {
    const detail = err.status === 413 ? 'the body is too large' : 'the body is not valid JSON';
    known = new OpenAiError(err.status === 413 ? 413 : 400, 'invalid_request_field', {
      param: 'body',
      detail,
    });
  } else {
    console.error('unhandled openai-compatible error', err);
    known = new OpenAiError(500, 'upstream_error');
  }
  return c.json(openAiErrorBody(known, locale), known.status, known.headers);
}
