import { pageLoadSignal } from './page-loads';

/** What a call to the api through the front's `/api` passthrough came back with. */
export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message?: string; code?: string; aborted?: boolean };

/**
 * Calls `/api{path}` with an optional body (JSON, or FormData as is) and extra `headers` (e.g. an
 * `Idempotency-Key`) and reads the JSON answer; an error answer's
 * localized `message` is kept for display. Reads (GET) stop when the person signs out
 * (src/lib/page-loads.ts) or when `signal` aborts; an aborted call answers status 0.
 *
 * @example const res = await callApi<Members>('/v1/entity/members')
 */
export async function callApi<T>(
  path: string,
  method = 'GET',
  body?: unknown,
  signal?: AbortSignal,
  headers: Record<string, string> = {},
): Promise<ApiResult<T>> {
  const isForm = body instanceof FormData;
  const stop = method === 'GET' ? pageLoadSignal(signal) : signal;
  try {
    const response = await fetch(`/api${path}`, {
      method,
      headers: {
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: stop,
    });
    const json: unknown = await response.json().catch(() => undefined);
    // An abort while the body was still arriving leaves no body: that is an aborted call, not an
    // empty success.
    if (stop?.aborted) return { ok: false, status: 0, aborted: true };
    if (response.ok) return { ok: true, data: json as T };
    const error =
      typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
    const message = 'message' in error ? String(error.message) : undefined;
    const code = typeof error.code === 'string' ? error.code : undefined;
    return { ok: false, status: response.status, message, ...(code ? { code } : {}) };
  } catch (err) {
    return {
      ok: false,
      status: 0,
      aborted: err instanceof DOMException && err.name === 'AbortError',
    };
  }
}
