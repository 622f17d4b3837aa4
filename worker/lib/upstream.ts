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
