import { isPublicHost, isSafeServerUrl } from './url-safety';

/** Redirects followed per request, each checked like the first URL. */
const MAX_REDIRECTS = 5;
/** DNS over HTTPS (JSON API), to see where a name points before calling it. */
const RESOLVER = 'https://cloudflare-dns.com/dns-query';
const RESOLVE_TIMEOUT_MS = 3000;

/** Why a server URL was refused: not `https://`, or an address that is not public. */
export class UnsafeUrlError extends Error {
  constructor(readonly url: string) {
    super(`refused MCP server address ${url}`);
    this.name = 'UnsafeUrlError';
  }
}

/**
 * Whether the name resolves, and every address it resolves to is public. A lookup that cannot be
 * had (the resolver unreachable or refusing, no such name, no address) refuses: a name is judged
 * by where it points, never let through because nobody could say.
 */
async function resolvesPublic(host: string): Promise<boolean> {
  if (/^[\d.]+$/.test(host) || host.includes(':')) return true;
  const answers = await Promise.all(
    ['A', 'AAAA'].map(async (type): Promise<string[] | undefined> => {
      try {
        const res = await fetch(`${RESOLVER}?name=${encodeURIComponent(host)}&type=${type}`, {
          headers: { accept: 'application/dns-json' },
          signal: AbortSignal.timeout(RESOLVE_TIMEOUT_MS),
        });
        if (!res.ok) return undefined;
        const body = (await res.json()) as {
          Status?: number;
          Answer?: { type: number; data: string }[];
        };
        if (body.Status !== 0) return undefined;
        return (body.Answer ?? []).filter((a) => a.type === 1 || a.type === 28).map((a) => a.data);
      } catch {
        return undefined;
      }
    }),
  );
  if (answers.some((list) => list === undefined)) return false;
  const addresses = answers.flat() as string[];
  return addresses.length > 0 && addresses.every((address) => isPublicHost(address));
}

/** Refuses a URL that is not a safe server address, after resolving its name where possible. */
async function checkServerUrl(url: URL, allowLocal: boolean): Promise<void> {
  if (!isSafeServerUrl(url, allowLocal)) throw new UnsafeUrlError(url.href);
  const local = allowLocal && ['127.0.0.1', 'localhost'].includes(url.hostname);
  if (!local && !(await resolvesPublic(url.hostname.toLowerCase()))) {
    throw new UnsafeUrlError(url.href);
  }
}

/**
 * A `fetch` for the MCP client that checks each URL before calling it and follows redirects
 * itself, checking every hop the same way, so a public server cannot bounce a call to a private
 * address.
 */
export function safeFetch(allowLocal: boolean): typeof fetch {
  // One connection's requests (initialize, calls, close) go to the same host again and again: its
  // name is checked once per connection, and each new host a redirect names is checked too.
  const checked = new Map<string, Promise<void>>();
  const check = (url: URL) => {
    let known = checked.get(url.origin);
    if (!known) {
      known = checkServerUrl(url, allowLocal);
      known.catch(() => checked.delete(url.origin));
      checked.set(url.origin, known);
    }
    return known;
  };
  return async function mcpFetch(input, init) {
    let request = new Request(input, { ...init, redirect: 'manual' });
    for (let hop = 0; ; hop++) {
      await check(new URL(request.url));
      const res = await fetch(request);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return res;
      if (hop >= MAX_REDIRECTS) throw new UnsafeUrlError(location);
      await res.body?.cancel();
      const next = new URL(location, request.url);
      const keepsMethod = res.status === 307 || res.status === 308;
      request = new Request(next, {
        method: keepsMethod ? request.method : 'GET',
        headers:
          next.origin === new URL(request.url).origin ? request.headers : publicHeaders(request),
        body: keepsMethod ? init?.body : undefined,
        redirect: 'manual',
        signal: init?.signal,
      });
    }
  };
}

/** The protocol's own headers of a request: what a redirect to another origin may carry (never
 * the person's secret headers). */
function publicHeaders(request: Request): Headers {
  const kept = new Headers();
  for (const [name, value] of request.headers) {
    if (name === 'accept' || name === 'content-type' || name.startsWith('mcp-'))
      kept.set(name, value);
  }
  return kept;
}
