import type { WebBindings } from '../env';

/** SPEC §5: the api host must be configured, else 523 with this Russian message. */
export const apiUrlMissingMessage = 'URL API отсутствует в конфигурации окружения';

export class UpstreamConfigError extends Error {
  readonly status = 523;
  readonly code = 'api_url_missing';
  constructor() {
    super(apiUrlMissingMessage);
  }
}

/**
 * Resolves an upstream path (`/v1/chat`) under `API_URL`, keeping any path the base has (an api
 * mounted at `https://host/upstream`); throws a 523 error when unset.
 *
 * @example upstreamUrl(env, '/v1/chat?page=1') // 'http://127.0.0.1:8788/v1/chat?page=1'
 */
export function upstreamUrl(env: WebBindings, pathAndQuery: string): string {
  if (!env.API_URL) throw new UpstreamConfigError();
  const base = env.API_URL.endsWith('/') ? env.API_URL : `${env.API_URL}/`;
  return new URL(pathAndQuery.replace(/^\/+/, ''), base).href;
}

/**
 * Calls the api at `API_URL`, through the `API` service binding when the Worker has one: the
 * request then goes straight to the api Worker instead of out over the network
 * (docs/decisions/005-api-service-binding.md).
 *
 * @example await upstreamFetch(env, '/v1/chat?page=1', { headers })
 */
export async function upstreamFetch(
  env: WebBindings,
  pathAndQuery: string,
  init?: RequestInit,
): Promise<Response> {
  const url = upstreamUrl(env, pathAndQuery);
  return env.API ? env.API.fetch(url, init) : fetch(url, init);
}

/**
 * SPEC §7: every call to the api says it comes from the web client and in which language the
 * caller reads (the api's error messages follow it). The one place these headers are written.
 *
 * @example withClientHeaders(new Headers(init.headers), 'ru')
 */
export function withClientHeaders(headers: Headers, locale: string): Headers {
  headers.set('X-AD-OS', 'Web');
  headers.set('X-Ad-Locale', locale);
  return headers;
}

/** The api's error answer: its `{code, message, field?}`, read the same way everywhere. */
export type UpstreamErrorBody = { status: number; code: string; message: string; field?: string };

/**
 * Reads a non-2xx answer of the api. A body without a code or message (not JSON, a proxy's
 * page) gets `http_{status}` and ARCHITECTURE's 'HTTP error! status: {status}'.
 *
 * @example const { code, message } = await readUpstreamError(res)
 */
export async function readUpstreamError(res: Response): Promise<UpstreamErrorBody> {
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  return {
    status: res.status,
    code: typeof body?.code === 'string' ? body.code : `http_${res.status}`,
    message: typeof body?.message === 'string' ? body.message : `HTTP error! status: ${res.status}`,
    ...(typeof body?.field === 'string' ? { field: body.field } : {}),
  };
}
