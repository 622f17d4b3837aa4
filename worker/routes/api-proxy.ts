import { type Context, Hono } from 'hono';
import type { FrontEnv } from '../env';
import { dropInternalHeaders } from '../lib/internal-headers';
import { upstreamFetch, withClientHeaders } from '../lib/upstream';
import { browserApiRoutes, operatorApiRoutes } from './api-allow-list';

const hopByHop = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'cookie',
  'authorization',
];

const notForwarded = {
  en: 'No such api route',
  ru: 'Такого маршрута api нет',
} as const;

/**
 * What a browser may keep of an api answer (decision 197): answers the api marks `public` (the
 * price list) and media it marks for revalidation (kept, but every use asks the api as the
 * signed-in reader) keep theirs; everything else is somebody's own data and is never stored.
 */
function browserCaching(headers: Headers): string {
  const declared = (headers.get('cache-control') ?? '').toLowerCase();
  if (headers.get('content-type')?.startsWith('text/event-stream')) return 'no-store, no-transform';
  if (/(^|,)\s*public\b/.test(declared)) return declared;
  if (/(^|,)\s*no-cache\b/.test(declared) && headers.has('etag')) return declared;
  return 'private, no-store';
}

/**
 * Forwards one allowed request to the same path upstream, with the SPEC §7 headers and the
 * visitor's bearer token from the session cookie (refreshed first when near expiry). Streams pass
 * through unbuffered; a browser that goes away aborts the fetch.
 */
async function forwardUpstream(c: Context<FrontEnv>) {
  const url = new URL(c.req.url);
  const headers = new Headers(c.req.raw.headers);
  for (const name of hopByHop) headers.delete(name);
  dropInternalHeaders(headers);
  const access = await c.get('session').accessToken();
  if (access) headers.set('authorization', `Bearer ${access}`);
  withClientHeaders(headers, c.get('locale'));
  // The api answers the front uncompressed: a fetch that decodes a gzipped body but keeps its
  // `content-encoding` (Node's, under `npm run dev`) would hand the browser plain bytes labelled
  // gzip. Compressing for the browser is the edge's job (or workerd's, locally).
  headers.set('accept-encoding', 'identity');
  const hasBody = !['GET', 'HEAD'].includes(c.req.method);
  const target = `${url.pathname.slice('/api'.length)}${url.search}`;
  const upstream = await upstreamFetch(c.env, target, {
    method: c.req.method,
    headers,
    body: hasBody ? c.req.raw.body : undefined,
    signal: c.req.raw.signal,
    redirect: 'manual',
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
  const responseHeaders = new Headers(upstream.headers);
  responseHeaders.delete('set-cookie');
  responseHeaders.set('cache-control', browserCaching(responseHeaders));
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}

/**
 * Same-origin backend for the browser: `/api/v1/...` maps 1:1 onto the upstream path, for the
 * routes of `browserApiRoutes` only; any other path or method is a 404 that never leaves the front.
 */
export const apiProxy = new Hono<FrontEnv>();
const notListed = (c: Context<FrontEnv>) =>
  c.json({ code: 'not_found', message: notForwarded[c.get('locale')] }, 404);
for (const { method, path } of browserApiRoutes) apiProxy.on(method, path, forwardUpstream);
// The console's routes reach the api only for operators; others get the unlisted route's 404.
for (const { method, path } of operatorApiRoutes) {
  apiProxy.on(method, path, async (c) => {
    const info = await c.get('session').session();
    return info?.operator ? forwardUpstream(c) : notListed(c);
  });
}
apiProxy.all('*', notListed);
