/**
 * Headers the front sets on the request it hands to Waku, read back by server components
 * (src/lib/request-context.server.ts). Anything a client sends under these names is dropped
 * first, so a page can trust them.
 */
export const internalHeaders = {
  locale: 'x-beseda-locale',
  theme: 'x-beseda-theme',
  /** The path the browser asked for, for the not-found page. */
  path: 'x-beseda-path',
} as const;

const internalPrefix = 'x-beseda-';

/** Copies a request with every internal header removed and the given ones set. */
export function withInternalHeaders(
  request: Request,
  values: Partial<Record<keyof typeof internalHeaders, string>>,
  url: string = request.url,
): Request {
  const headers = new Headers(request.headers);
  for (const name of [...headers.keys()]) {
    if (name.startsWith(internalPrefix)) headers.delete(name);
  }
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined)
      headers.set(internalHeaders[key as keyof typeof internalHeaders], value);
  }
  return new Request(url, {
    method: request.method,
    headers,
    body: request.body,
    redirect: 'manual',
    signal: request.signal,
    ...(request.body ? { duplex: 'half' } : {}),
  } as RequestInit);
}
