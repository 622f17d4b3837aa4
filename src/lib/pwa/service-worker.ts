import {
  isCacheable,
  offlinePageFor,
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
  /** This worker; `redundant` once a newer build's worker has taken over (absent in old browsers). */
  serviceWorker?: { state: string };
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
        if (isCacheable(response)) await cache.put(path, response);
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

async function cacheFirst(request: Request): Promise<Response> {
  // A worker a newer build replaced may still answer a page it loaded: its cache was deleted on
  // purpose, and opening it again would bring the old build's files back (decision 166).
  if (!(await caches.has(cacheName))) return fetch(request);
  const cache = await caches.open(cacheName);
  // The newer worker may have deleted the cache between the two calls above, and `open` then
  // made it again, empty. A replaced worker is redundant before the newer one deletes anything,
  // so checking after `open` catches that order: the cache it made goes again.
  if (scope.serviceWorker?.state === 'redundant') {
    await caches.delete(cacheName);
    return fetch(request);
  }
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (isCacheable(response)) await cache.put(request, response.clone());
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
