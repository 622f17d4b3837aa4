import type { MiddlewareHandler } from 'hono';
import { accepts } from 'hono/accepts';
import { getRuntimeKey } from 'hono/adapter';

/** What the Worker renders itself: pages and their RSC payloads (client navigation, actions). */
const rendered = /^(text\/html|text\/x-component)\b/i;

/**
 * Pages and RSC payloads leave the Worker gzip-compressed when the browser accepts it. Setting
 * `Content-Encoding` is enough: workerd compresses such a body as it sends it (a Response's
 * `encodeBody: "automatic"`), locally as on Cloudflare. Waku's Cloudflare adapter marks pages
 * `Identity` outside Cloudflare (for Suspense streaming under `wrangler dev`), so until now the
 * local product and its bench sent a chat's 50 kB of HTML as it is; our pages do not stream in
 * parts (decision 184), and the whole page leaves at once either way
 * (docs/decisions/186-pages-leave-compressed.md). Anything otherwise encoded, bodiless, or of
 * another type (the `/api` passthrough's JSON and event streams, static files) is left as it is.
 * Only in workerd: under `waku dev` the front runs in Node, which would send the header over
 * plain bytes.
 *
 * @example app.use(compressPages())
 */
export function compressPages(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (getRuntimeKey() !== 'workerd') return;
    const { res } = c;
    const encoding = res.headers.get('content-encoding');
    if (!res.body || (encoding && encoding.toLowerCase() !== 'identity')) return;
    if (!rendered.test(res.headers.get('content-type') ?? '')) return;
    const accepted = accepts(c, {
      header: 'Accept-Encoding',
      supports: ['gzip'],
      default: 'identity',
    });
    if (accepted !== 'gzip') return;
    // A copy, as a fetched response's headers are immutable; the length is the encoder's now.
    c.res = new Response(res.body, res);
    c.res.headers.delete('content-length');
    c.res.headers.set('content-encoding', 'gzip');
    c.res.headers.append('vary', 'Accept-Encoding');
  };
}
