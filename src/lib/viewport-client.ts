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

/** Remembers the detected class for the server's next render of this browser's pages. */
function saveCookie() {
  if (!detected) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a layout hint the server reads on the next request.
  document.cookie = `${viewportCookie}=${detected}; Path=/; Max-Age=${viewportCookieMaxAge}; SameSite=Lax${secure}`;
}

/**
 * On a change of class (and once per page), tells `<html data-viewport>` (the store the hook
 * reads) and the page; says whether the class changed, for the caller to save the cookie.
 */
function detect(): boolean {
  const next = viewportOf(window.innerWidth);
  if (next === detected) return false;
  detected = next;
  document.documentElement.dataset.viewport = next;
  window.dispatchEvent(new Event(viewportChange));
  return true;
}

/**
 * Measures the window now and again 50 ms after resizing stops (SPEC §9); keeps the cookie and
 * `<html data-viewport>` current. Returns a function that stops watching. The first measure,
 * made while the entry runs, saves the cookie once the page is idle (with the class current
 * then): setting `document.cookie` waits on the browser's cookie store, 5–8 ms of the entry's
 * task in CPU profiles. A resize saves it at once.
 */
export function watchViewport(): () => void {
  if (detect()) whenIdle(saveCookie);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (detect()) saveCookie();
    }, viewportDebounceMs);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}
