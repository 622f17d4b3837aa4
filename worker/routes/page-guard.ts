import type { Context } from 'hono';
import type { Locale } from '../../src/i18n/locales';
import type { Access } from '../../src/lib/routes';
import type { PageTarget } from '../lib/page-path';

/**
 * Where the guard of ARCHITECTURE.md sends a visitor, or null to render: signed-in visitors on
 * guest pages go home; visitors on protected pages go to login with the original full path.
 */
export function guardTarget(
  access: Access,
  signedIn: boolean,
  locale: Locale,
  target: PageTarget,
  url: URL,
): string | null {
  if (access === 'guest' && signedIn) return `/${locale}/`;
  if (access !== 'required' || signedIn) return null;
  const original =
    target.kind === 'rsc' ? `${target.path}${rscQueryOf(url)}` : `${url.pathname}${url.search}`;
  return `/${locale}/auth/login?redirect=${encodeURIComponent(original)}`;
}

/** Waku's RSC requests carry the page's query as `?query=…`. */
function rscQueryOf(url: URL): string {
  const query = url.searchParams.get('query');
  return query ? `?${query}` : '';
}

/**
 * A real 302 for a document; for an RSC payload (client navigation) a payload whose `_location`
 * makes Waku's client leave for that URL with a full load, as Waku's own document redirects do.
 */
export function guardResponse(c: Context, kind: PageTarget['kind'], location: string): Response {
  if (kind !== 'rsc') return c.redirect(location, 302);
  const buildId = import.meta.env.WAKU_BUILD_ID as string | undefined;
  const row = JSON.stringify({ ...(buildId ? { _buildId: buildId } : {}), _location: location });
  return new Response(`0:${row}\n`, {
    headers: { 'content-type': 'text/x-component', 'cache-control': 'private, no-store' },
  });
}
