import { whenIdle } from '../when-idle';

/**
 * Registers the service worker (`/sw.js`, decision 166) once the page has loaded and is idle, in
 * built apps only: `waku dev` serves no worker. Called by the client entry (src/waku.client.tsx).
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('service worker not registered', error);
    });
  };
  // Once the page is idle after its load: registering takes 2–4 ms of the main thread (CPU
  // profiles), and the entry often runs after the load event, where it joined the entry's task.
  // A load held back by one slow image, or a page that never goes idle, still gets its worker
  // (and the offline page) within seconds rather than never.
  let asked = false;
  const soon = () => {
    if (asked) return;
    asked = true;
    whenIdle(register, 2_000);
  };
  if (document.readyState === 'complete') soon();
  else {
    window.addEventListener('load', soon, { once: true });
    setTimeout(soon, 10_000);
  }
}

/**
 * Asks the browser to fetch `/sw.js` again now: called when the version poll sees a new build,
 * so its worker installs and drops the old build's cache before the next full load (SPEC §4).
 */
export function updateServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .getRegistration()
    .then((registration) => registration?.update())
    .catch(() => {});
}
