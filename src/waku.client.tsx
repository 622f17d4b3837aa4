import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_defaultRootOptions as defaultRootOptions } from 'waku/client';
import { Router } from 'waku/router/client';
import { watchThisBuild } from './lib/build-watch-browser';
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

// Hydrating in a transition lets React yield to the browser every few milliseconds instead of
// hydrating the whole page in one long task; an input that arrives meanwhile hydrates its own part
// first (decision 173). Setting up the root takes a task of its own, after the entry's evaluation.
// A signed-in page's Intl data is loaded by then: its head made the formatters (decision 183).
const hydrate = () =>
  startTransition(() => {
    hydrateRoot(document, rootElement, defaultRootOptions);
  });

if ((globalThis as { __WAKU_HYDRATE__?: boolean }).__WAKU_HYDRATE__) {
  setTimeout(hydrate);
} else {
  createRoot(document, defaultRootOptions).render(rootElement);
}
