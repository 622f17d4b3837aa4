import type { MiddlewareHandler } from 'hono';
import type { FrontEnv } from '../../env';

/** The part of workerd's streaming HTMLRewriter this file uses. */
type Rewriter = {
  on(
    selector: string,
    handlers: { element(element: { setAttribute(name: string, value: string): void }): void },
  ): Rewriter;
  transform(response: Response): Response;
};
type RewriterConstructor = new () => Rewriter;

/** Script preload hints; preloading runs nothing, a nonced script must still import the module. */
const preloadSelectors = ['link[rel="modulepreload"]', 'link[rel="preload"][as="script"]'];

/**
 * Gives the `<link rel="modulepreload">` hints of a page the response's CSP nonce. Waku nonces
 * every `<script>` it writes, but the SSR hints for client components come from React's Flight
 * client, to which Waku 1.0.0-rc.1 passes no nonce; under `'strict-dynamic'` an un-nonced
 * preload is refused. Streams as it rewrites (workerd's HTMLRewriter); where there is none
 * (`waku dev` in Node), the page passes unchanged. docs/decisions/032-strict-csp.md
 *
 * @example app.use(noncePreloads())
 */
export function noncePreloads(): MiddlewareHandler<FrontEnv> {
  return async function addNonceToPreloads(c, next) {
    await next();
    const Rewriter = (globalThis as { HTMLRewriter?: RewriterConstructor }).HTMLRewriter;
    const nonce = c.get('secureHeadersNonce');
    if (!Rewriter || !nonce || !c.res.headers.get('content-type')?.startsWith('text/html')) return;
    let rewriter = new Rewriter();
    for (const selector of preloadSelectors) {
      rewriter = rewriter.on(selector, {
        element: (element) => element.setAttribute('nonce', nonce),
      });
    }
    c.res = rewriter.transform(c.res);
  };
}
