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
  /** The session without tokens, URI-encoded JSON (src/lib/session.server.ts). */
  session: 'x-beseda-session',
  /** The access token for server components' upstream calls; never sent to the browser. */
  access: 'x-beseda-access',
  /** The api's base URL for server components (src/lib/upstream.server.ts). */
  apiUrl: 'x-beseda-api-url',
  /** A form's error and kept values after a plain POST, URI-encoded JSON (src/lib/auth/flash). */
  flash: 'x-beseda-flash',
  /** The password-reset step's email and when the code was sent, URI-encoded JSON. */
  reset: 'x-beseda-reset',
  /** The sign-in's code step: whether a passkey may be used instead, URI-encoded JSON. */
  twoFactor: 'x-beseda-two-factor',
  /** This response's CSP nonce, for the scripts Waku writes (src/waku.server.tsx). */
  nonce: 'x-beseda-nonce',
  /** The deployment's public configuration (support widget, analytics), URI-encoded JSON. */
  config: 'x-beseda-config',
} as const;

/** Encodes a JSON value for an internal header (header values must be ASCII). */
export function headerJson(value: unknown): string {
  return encodeURIComponent(JSON.stringify(value));
}

const internalPrefix = 'x-beseda-';

/** Removes every internal header (any `x-beseda-*`) a client sent, so none can be forged. */
export function dropInternalHeaders(headers: Headers): Headers {
  for (const name of [...headers.keys()]) {
    if (name.startsWith(internalPrefix)) headers.delete(name);
  }
  return headers;
}

/** Copies a request with every internal header removed and the given ones set. */
export function withInternalHeaders(
  request: Request,
  values: Partial<Record<keyof typeof internalHeaders, string>>,
  url: string = request.url,
): Request {
  const headers = dropInternalHeaders(new Headers(request.headers));
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
