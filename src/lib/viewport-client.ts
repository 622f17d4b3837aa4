import { useSyncExternalStore } from 'react';
import {
  type Viewport,
  viewportCookie,
  viewportCookieMaxAge,
  viewportDebounceMs,
  viewportOf,
} from './viewport';

/** The detected class, once the watcher has measured the window; null before. */
let detected: Viewport | null = null;
const listeners = new Set<() => void>();

function cookieValue(): string | undefined {
  return /(?:^|;\s*)viewport=([a-z]+)/.exec(document.cookie)?.[1];
}

function detect() {
  const next = viewportOf(window.innerWidth);
  document.documentElement.dataset.viewport = next;
  if (cookieValue() !== next) {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: a layout hint the server reads on the next request.
    document.cookie = `${viewportCookie}=${next}; Path=/; Max-Age=${viewportCookieMaxAge}; SameSite=Lax${secure}`;
  }
  if (next === detected) return;
  detected = next;
  for (const listener of listeners) listener();
}

/**
 * Measures the window now and again 50 ms after resizing stops (SPEC §9); keeps the cookie and
 * `<html data-viewport>` current. Returns a function that stops watching.
 */
export function watchViewport(): () => void {
  detect();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(detect, viewportDebounceMs);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The viewport class for rendering: the server's guess (`initial`, from the cookie) until the
 * watcher has measured, then the measured class, updated on resize.
 *
 * @example const viewport = useViewport(initialViewport); // 'mobile' | 'tablet' | …
 */
export function useViewport(initial: Viewport): Viewport {
  return useSyncExternalStore(
    subscribe,
    () => detected ?? initial,
    () => initial,
  );
}
