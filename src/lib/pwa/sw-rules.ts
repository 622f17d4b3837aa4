/**
 * What the service worker (service-worker.ts) does with each request, as pure functions so the
 * rules are tested without a browser (decision 166). The worker caches nothing private: no page
 * HTML, no `/api`, no RSC payloads; only the build's hashed assets, the offline pages and the icons,
 * all in one cache per build version that the next build's worker deletes.
 */

const cachePrefix = 'beseda-shell-';

/** The cache of one build: `beseda-shell-<version>`. */
export const shellCacheName = (version: string) => `${cachePrefix}${version}`;

/** Our caches of other builds, which a newly activated worker deletes. */
export function staleCaches(names: readonly string[], version: string): string[] {
  return names.filter((name) => name.startsWith(cachePrefix) && name !== shellCacheName(version));
}

/** The offline page of each language, cached when the worker installs. */
export const offlinePages = { en: '/en/offline', ru: '/ru/offline' } as const;

/** Public files cached at install beside the offline pages (the offline page shows the icon). */
export const precachePaths = [offlinePages.en, offlinePages.ru, '/favicon.svg'] as const;

export type RequestPlan =
  /** A hashed build file: from the cache, else the network, then kept. */
  | 'asset'
  /** A public icon: the same, refreshed by the next build's cache. */
  | 'static'
  /** A page (a navigation): always the network; the offline page when there is none. */
  | 'page'
  /** Everything else, the api and RSC payloads first: the network, never cached. */
  | 'network';

export type PlannedRequest = { method: string; url: string; mode: string };

/**
 * The plan for one request seen from `origin`.
 *
 * @example requestPlan({ method: 'GET', url: 'https://b.example/assets/a-1x.js', mode: 'cors' }, 'https://b.example') // 'asset'
 */
export function requestPlan(request: PlannedRequest, origin: string): RequestPlan {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  const path = url.pathname;
  // Before navigations: a download from the api opened as a page is the api's alone.
  if (path.startsWith('/api/') || path.startsWith('/RSC/')) return 'network';
  if (request.mode === 'navigate') return 'page';
  if (path.startsWith('/assets/') && url.search === '') return 'asset';
  if (path.startsWith('/icons/') || path === '/favicon.svg') return 'static';
  return 'network';
}

/**
 * The offline page for a navigation to `pathname`: the page's own language, else the browser's
 * when it is English, else Russian (the front's default, worker/middleware/locale).
 *
 * @example offlinePageFor('/ru/chat/1', 'en-US') // '/ru/offline'
 */
export function offlinePageFor(pathname: string, browserLanguage: string): string {
  const prefix = pathname.split('/')[1];
  if (prefix === 'ru' || prefix === 'en') return offlinePages[prefix];
  return browserLanguage.toLowerCase().startsWith('en') ? offlinePages.en : offlinePages.ru;
}

/** Only a whole, same-origin answer is kept: never an error, a redirect or an opaque reply. */
export function isCacheable(response: { status: number; type: string }): boolean {
  return response.status === 200 && response.type === 'basic';
}
