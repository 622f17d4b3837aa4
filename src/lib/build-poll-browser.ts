import { watchBuild } from './build-watch';
import { updateServiceWorker } from './pwa/register-browser';

const current = import.meta.env.VITE_BUILD_VERSION as string | undefined;

async function fetchVersion(): Promise<string | null> {
  const res = await fetch('/version.json', { cache: 'no-store' });
  if (!res.ok) return null;
  const body = (await res.json()) as { version?: unknown };
  return typeof body.version === 'string' ? body.version : null;
}

/** After a new build is seen, the next in-app link click is a full load of the new build. */
function reloadOnNextNavigation() {
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target || link.origin !== location.origin)
        return;
      event.preventDefault();
      location.assign(link.href);
    },
    { capture: true },
  );
  window.addEventListener('popstate', () => location.reload());
}

/**
 * Polls `/version.json` while a signed-in page is open; once a newer build is out, the next
 * navigation is a full load of it (SPEC §4). Returns a function that stops polling. Guest pages
 * do without: their forms post full loads, and Waku reloads a client navigation whose answer
 * comes from another build (decision 087).
 */
export function pollForNewBuild(): () => void {
  if (!current) return () => {};
  return watchBuild({
    current,
    fetchVersion,
    onNewVersion: () => {
      updateServiceWorker();
      reloadOnNextNavigation();
    },
  });
}
