import { unstable_getHeaders as getHeaders } from 'waku/router/server';
import type { WebBindings } from '../../worker/env';
import { internalHeaders } from '../../worker/lib/internal-headers';
import {
  apiUrlMissingMessage,
  upstreamFetch as frontUpstreamFetch,
  readUpstreamError,
  withClientHeaders,
} from '../../worker/lib/upstream';
import { getRequestContext } from './request-context.server';

/** A non-2xx answer of the api (or a missing API_URL: 523), with the api's `{code, message}`. */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

// Read the way Waku's Cloudflare adapter reads it: a module only workerd has (not `waku dev`).
const workersModule = 'cloudflare:workers';
let binding: Promise<WebBindings['API']> | undefined;

/** The web Worker's `API` service binding, when it runs in workerd with one (decision 005). */
function apiBinding(): Promise<WebBindings['API']> {
  binding ??= import(/* @vite-ignore */ workersModule).then(
    (workers: { env?: WebBindings }) => workers.env?.API,
    () => undefined,
  );
  return binding;
}

/**
 * Calls the api from a server component with the SPEC §7 headers and the visitor's bearer
 * token (handed over by the Hono front, refreshed when needed). Answers as they come.
 *
 * @example const res = await upstreamFetch('/v1/chat?page=1&take=100')
 */
export async function upstreamFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = getHeaders();
  const base = headers[internalHeaders.apiUrl];
  if (!base) throw new UpstreamError(523, 'api_url_missing', apiUrlMissingMessage);
  const outgoing = new Headers(init.headers);
  withClientHeaders(outgoing, getRequestContext().locale);
  const access = headers[internalHeaders.access];
  if (access) outgoing.set('authorization', `Bearer ${access}`);
  if (typeof init.body === 'string' && !outgoing.has('content-type')) {
    outgoing.set('content-type', 'application/json');
  }
  const env = { API_URL: base, API: await apiBinding() };
  return frontUpstreamFetch(env, path, { ...init, headers: outgoing });
}

/**
 * `upstreamFetch` for JSON answers: the parsed body, or an `UpstreamError` on non-2xx.
 *
 * @example const user = await upstreamJson<User>('/v1/user')
 */
export async function upstreamJson<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await upstreamFetch(path, init);
  if (!res.ok) throw await upstreamErrorOf(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/**
 * `upstreamJson` for what a page can render without: the body, or undefined (logged) when the
 * api cannot give it; the page then loads that part itself once it is live.
 *
 * @example const spending = await upstreamJsonIfAny<Spending>('/v1/entity/spending')
 */
export async function upstreamJsonIfAny<T>(path: string): Promise<T | undefined> {
  try {
    return await upstreamJson<T>(path);
  } catch (error) {
    console.error('upstream read failed', path, error);
    return undefined;
  }
}

async function upstreamErrorOf(res: Response): Promise<UpstreamError> {
  const { status, code, message, field } = await readUpstreamError(res);
  return new UpstreamError(status, code, message, field);
}
