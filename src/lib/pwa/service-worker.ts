import {
  isCacheable,
  offlinePageFor,
  offlinePages,
  precachePaths,
  requestPlan,
  shellCacheName,
  staleCaches,
} from './sw-rules';

// The service worker, built into `/sw.js` by waku.config.ts with this build's version inside, so
// each deploy's worker differs by a byte and replaces the last one (decision 166). The DOM types
// of the project lack a worker's scope; these are the few members it uses.
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  respondWith(response: Promise<Response>): void;
};
type WorkerScope = {
  location: Location;
  navigator: Navigator;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};

const scope = self as unknown as WorkerScope;
const version = (import.meta.env.VITE_BUILD_VERSION as string | undefined) ?? 'dev';
const cacheName = shellCacheName(version);

/** A fetch that tries again after a dropped connection (a deploy restarting the server). */
async function fetchSteadily(path: string, attempts = 3): Promise<Response> {
  try {
    return await fetch(path, { credentials: 'omit', cache: 'no-store' });
  } catch (error) {
    if (attempts <= 1) throw error;
    return fetchSteadily(path, attempts - 1);
  }
}

scope.addEventListener('install', (event) => {
  // The offline pages as a visitor sees them: no cookies, so never a signed-in page.
  const precache = async () => {
    const cache = await caches.open(cacheName);
    await Promise.all(
      precachePaths.map(async (path) => {
        const response = await fetchSteadily(path);
        if (!isCacheable(response)) throw new Error(`${path} answered ${response.status}`);
        await cache.put(path, response);
      }),
    );
  };
  // A new build takes over at once; pages still running the old one recover as SPEC §4 says.
  // An install that fails leaves no half-filled cache behind: the browser tries again at the
  // next navigation, and the old build's worker and cache stay as they were.
  event.waitUntil(
    precache().then(
      () => scope.skipWaiting(),
      async (error: unknown) => {
        await caches.delete(cacheName);
        throw error;
      },
    ),
  );
});

scope.addEventListener('activate', (event) => {
  const dropOldBuilds = async () => {
    const stale = staleCaches(await caches.keys(), version);
    await Promise.all(stale.map((name) => caches.delete(name)));
    await scope.clients.claim();
  };
  event.waitUntil(dropOldBuilds());
});

/**
 * Keeps an answer in this build's cache, never making a cache a newer build deleted. A worker the
 * newer one replaced can still be answering a request it took before, and its own state can still
 * read `activated`: its cache may go between `has` and `open`, and `open` then makes it again
 * (decision 166). A cache this build installed always holds the offline page, so one without it
 * was just made by that `open`: it goes again, and the answer is not kept.
 */
async function keep(request: Request, response: Response): Promise<void> {
  if (!(await caches.has(cacheName))) return;
  const cache = await caches.open(cacheName);
  if (await cache.match(offlinePages.en)) await cache.put(request, response);
  else await caches.delete(cacheName);
}

async function cacheFirst(request: Request): Promise<Response> {
  // `match` with a cache name reads without making the cache when it is gone.
  const cached = await caches.match(request, { cacheName });
  if (cached) return cached;
  const response = await fetch(request);
  if (isCacheable(response)) await keep(request, response.clone());
  return response;
}

async function pageOrOffline(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const path = offlinePageFor(new URL(request.url).pathname, scope.navigator.language);
    const offline = await caches.match(path, { cacheName });
    if (offline) return offline;
    throw error;
  }
}

scope.addEventListener('fetch', (event) => {
  const plan = requestPlan(event.request, scope.location.origin);
  if (plan === 'page') event.respondWith(pageOrOffline(event.request));
  else if (plan === 'asset' || plan === 'static') event.respondWith(cacheFirst(event.request));
  // Everything else goes to the network untouched.
});
