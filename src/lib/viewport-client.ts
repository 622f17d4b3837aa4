import {
  type Viewport,
  viewportCookie,
  viewportCookieMaxAge,
  viewportDebounceMs,
  viewportOf,
} from './viewport';

/** The event `useViewport` (src/lib/use-viewport.ts) listens for: the class changed. */
export const viewportChange = 'beseda:viewport';

/** The detected class, once the watcher has measured the window; null before. */
let detected: Viewport | null = null;

/**
 * On a change of class (and once per page), tells `<html data-viewport>` (the store the hook
 * reads), the cookie, and the page.
 */
function detect() {
  const next = viewportOf(window.innerWidth);
  if (next === detected) return;
  detected = next;
  document.documentElement.dataset.viewport = next;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a layout hint the server reads on the next request.
  document.cookie = `${viewportCookie}=${next}; Path=/; Max-Age=${viewportCookieMaxAge}; SameSite=Lax${secure}`;
  window.dispatchEvent(new Event(viewportChange));
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
