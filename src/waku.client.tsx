import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_defaultRootOptions as defaultRootOptions } from 'waku/client';
import { Router } from 'waku/router/client';
import { watchThisBuild } from './lib/build-watch-browser';

// Waku's managed client entry (waku/dist/lib/utils/managed.js) plus the build watch: it runs
// before hydration, so a chunk of an old build that fails to load while hydrating is caught too,
// and it ships inside the entry chunk instead of as an island of its own on every page.
watchThisBuild();

const rootElement = (
  <StrictMode>
    <Router />
  </StrictMode>
);

if ((globalThis as { __WAKU_HYDRATE__?: boolean }).__WAKU_HYDRATE__) {
  hydrateRoot(document, rootElement, defaultRootOptions);
} else {
  createRoot(document, defaultRootOptions).render(rootElement);
}
