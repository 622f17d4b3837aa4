import { mayReload, watchBuild } from './build-watch';

const current = import.meta.env.VITE_BUILD_VERSION as string | undefined;
const wakuBuildId = import.meta.env.WAKU_BUILD_ID as string | undefined;

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
 * Watches for new builds and recovers from chunks of an old build that are gone (SPEC §4).
 * Called once by the client entry (src/waku.client.tsx), for the life of the page.
 */
export function watchThisBuild() {
  // Waku's own recovery (an inline listener that runs before this one) reloads once per build
  // id, so it would reload a second time when the new build's chunk fails too. Once this build's
  // entry runs, its marker says "already retried in this build" and Waku's listener stands down:
  // ours alone decides (one reload per 10 s). It still covers a failing entry import of a next
  // build, whose id differs. When ours refuses, the import's error reaches the part that failed
  // (LazyPart says so in place). Decision 087.
  if (wakuBuildId) {
    try {
      sessionStorage.setItem('waku:preload-error-build-id', wakuBuildId);
    } catch {}
  }
  window.addEventListener('vite:preloadError', (event) => {
    if (!mayReload(sessionStorage)) return;
    event.preventDefault();
    location.reload();
  });
  if (current) watchBuild({ current, fetchVersion, onNewVersion: reloadOnNextNavigation });
}
