import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_defaultRootOptions as defaultRootOptions } from 'waku/client';
import { Router } from 'waku/router/client';
import { watchThisBuild } from './lib/build-watch-browser';
import { pageWarmsIntl } from './lib/format/intl-ready';
import { abortLoadsOnSignOut } from './lib/page-loads';
import { registerServiceWorker } from './lib/pwa/register-browser';
import { watchViewport } from './lib/viewport-client';

// Waku's managed client entry (waku/dist/lib/utils/managed.js) plus two watchers that every page
// needs, shipped inside the entry chunk instead of as islands (and chunks) of their own: the build
// watch runs before hydration, so a chunk of an old build that fails to load while hydrating is
// caught too; the viewport watch keeps `<html data-viewport>` and its cookie current (SPEC §9).
watchThisBuild();
watchViewport();
// The installable app's service worker: offline page, build files by version (decision 166).
registerServiceWorker();
// Signing out, even before the page is live, stops the page's background loads.
abortLoadsOnSignOut();

const rootElement = (
  <StrictMode>
    <Router />
  </StrictMode>
);

/**
 * The first use of Intl in a page loads its language's number data (about 15 ms on a fast
 * machine, four times that on a slow phone), and the first date in a time zone loads the zone's.
 * A page that writes prices or dates while it hydrates (a signed-in one) starts a worker in its
 * head that loads that data beside the page, usually before the entry runs (decision 181). Its
 * entry then uses the data once, each in a task of its own before hydration (decision 178): well
 * under a millisecond when the worker is done, the loading itself when it is not, so no slice
 * of hydration loads it. Hydration never waits for the worker. Sign-in pages skip both.
 */
const ru = document.documentElement.lang === 'ru';
const beforeHydration = [
  ...(pageWarmsIntl()
    ? [
        () =>
          new Intl.NumberFormat(ru ? 'ru-RU' : 'en-US', {
            style: 'currency',
            currency: 'RUB',
          }).format(0),
        () =>
          new Intl.DateTimeFormat(ru ? 'ru-RU' : 'en-GB', { timeZone: 'Europe/Moscow' }).format(0),
      ]
    : []),
  () =>
    // Hydrating in a transition lets React yield to the browser every few milliseconds instead
    // of hydrating the whole page in one long task; an input that arrives meanwhile hydrates its
    // own part first (decision 173). Setting up the root takes a task of its own too.
    startTransition(() => {
      hydrateRoot(document, rootElement, defaultRootOptions);
    }),
];
const nextStep = () => {
  beforeHydration.shift()?.();
  if (beforeHydration.length) setTimeout(nextStep);
};

if ((globalThis as { __WAKU_HYDRATE__?: boolean }).__WAKU_HYDRATE__) {
  setTimeout(nextStep);
} else {
  createRoot(document, defaultRootOptions).render(rootElement);
}
