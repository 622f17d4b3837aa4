import {
  type Viewport,
  viewportCookie,
  viewportCookieMaxAge,
  viewportDebounceMs,
  viewportOf,
} from './viewport';
import { whenIdle } from './when-idle';

/** The event `useViewport` (src/lib/use-viewport.ts) listens for: the class changed. */
export const viewportChange = 'beseda:viewport';

/** The detected class, once the watcher has measured the window; null before. */
let detected: Viewport | null = null;

/** Remembers the class for the server's next render of this browser's pages. */
function saveCookie(viewport: Viewport) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a layout hint the server reads on the next request.
  document.cookie = `${viewportCookie}=${viewport}; Path=/; Max-Age=${viewportCookieMaxAge}; SameSite=Lax${secure}`;
}

/**
 * On a change of class (and once per page), tells `<html data-viewport>` (the store the hook
 * reads), the cookie, and the page. The page's first measure, made while the entry runs, writes
 * the cookie once the page is idle: setting `document.cookie` waits on the browser's cookie store,
 * 5–8 ms of the entry's task in CPU profiles. A resize writes it at once.
 */
function detect(first = false) {
  const next = viewportOf(window.innerWidth);
  if (next === detected) return;
  detected = next;
  document.documentElement.dataset.viewport = next;
  // The idle write names the class current then, should a resize have come first.
  if (first) whenIdle(() => saveCookie(detected ?? next));
  else saveCookie(next);
  window.dispatchEvent(new Event(viewportChange));
}

/**
 * Measures the window now and again 50 ms after resizing stops (SPEC §9); keeps the cookie and
 * `<html data-viewport>` current. Returns a function that stops watching.
 */
export function watchViewport(): () => void {
  detect(true);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => detect(), viewportDebounceMs);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}
