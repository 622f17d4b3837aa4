import type { HTMLRewriter as Rewriter } from '@cloudflare/workers-types';
import type { MiddlewareHandler } from 'hono';
import { getRuntimeKey } from 'hono/adapter';
import type { FrontEnv } from '../../env';

/** The islands' chunks as React's renderer names them in a page's head. */
const islandPreload = 'link[rel="modulepreload"][fetchpriority="low"]';

/**
 * The script that asks for the islands' chunks once the page has painted: after the style sheets
 * (a module runs when the document is parsed and its sheets are in) and the next frame.
 */
function preloadAfterPaint(hrefs: string[], nonce: string) {
  // Hrefs are our own `/assets/` paths; `<` is escaped all the same so nothing closes the tag.
  const list = JSON.stringify(hrefs).replace(/</g, '\\u003c');
  const step = `const a=${list};let i=0;const s=()=>{for(const h of a.slice(i,i+=3)){const l=document.createElement('link');l.rel='modulepreload';l.href=h;l.crossOrigin='';l.fetchPriority='low';document.head.append(l)}if(i<a.length)setTimeout(s)};`;
  return `<script type="module" nonce="${nonce}">${step}requestAnimationFrame(()=>setTimeout(s))</script>`;
}

/**
 * A page's island chunks are asked for after its first paint, not from its head
 * (docs/decisions/188-island-chunks-after-first-paint.md). React names every chunk the page's
 * islands need as a low-priority module preload in the head, so they were fetched at once beside
 * the style sheets, on the same six connections; nothing can paint before the sheets, and the
 * islands run only once the entry has, after the paint. The entry and the bundler's runtime keep
 * their preloads. The front moves the rest into a script at the end of the body that adds them
 * once the page has painted; the entry's client-reference table imports the same files if it
 * gets there first. Only in workerd, whose HTMLRewriter streams the page through.
 *
 * @example app.use(preloadIslandsAfterPaint())
 */
export function preloadIslandsAfterPaint(): MiddlewareHandler<FrontEnv> {
  return async (c, next) => {
    await next();
    const HTMLRewriter = (globalThis as { HTMLRewriter?: typeof Rewriter }).HTMLRewriter;
    if (getRuntimeKey() !== 'workerd' || !HTMLRewriter) return;
    const { res } = c;
    const nonce = c.get('secureHeadersNonce');
    if (!res.body || !nonce || !/^text\/html\b/i.test(res.headers.get('content-type') ?? '')) {
      return;
    }
    const hrefs: string[] = [];
    const rewritten = new HTMLRewriter()
      .on(islandPreload, {
        element(link) {
          const href = link.getAttribute('href');
          if (!href?.startsWith('/assets/')) return;
          hrefs.push(href);
          link.remove();
        },
      })
      .on('body', {
        element(body) {
          body.onEndTag((end) => {
            if (hrefs.length) end.before(preloadAfterPaint(hrefs, nonce), { html: true });
          });
        },
      })
      // The runtime's Response and the one Hono types are the same class under two declarations.
      .transform(res as never) as unknown as Response;
    c.res = new Response(rewritten.body, res);
    c.res.headers.delete('content-length');
  };
}
