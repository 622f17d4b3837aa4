import { useSyncExternalStore } from 'react';
import type { Viewport } from './viewport';
import { viewportChange } from './viewport-client';

function subscribe(listener: () => void) {
  window.addEventListener(viewportChange, listener);
  return () => window.removeEventListener(viewportChange, listener);
}

/**
 * The viewport class for rendering: the server's guess (`initial`, from the cookie) until the
 * watcher in the client entry (src/lib/viewport-client.ts) has measured, then the measured class,
 * updated on resize. `<html data-viewport>` is the store: the server writes its guess there and
 * the watcher its measurements.
 *
 * @example const viewport = useViewport(initialViewport); // 'mobile' | 'tablet' | …
 */
export function useViewport(initial: Viewport): Viewport {
  return useSyncExternalStore(
    subscribe,
    // Only the server (from a checked cookie) and the watcher write it.
    () => (document.documentElement.dataset.viewport as Viewport | undefined) ?? initial,
    () => initial,
  );
}
