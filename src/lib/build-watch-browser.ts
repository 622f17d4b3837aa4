import { mayReload } from './reload-guard';
import { whenIdle } from './when-idle';

const wakuBuildId = import.meta.env.WAKU_BUILD_ID as string | undefined;

/**
 * Recovers from chunks of an old build that are gone (SPEC §4). Called once by the client entry
 * (src/waku.client.tsx), before hydration, for the life of the page. The version poll runs from
 * signed-in pages (src/lib/build-poll-browser.ts).
 */
export function watchThisBuild() {
  // Waku's own recovery (an inline listener that runs before this one) reloads once per build
  // id, so it would reload a second time when the new build's chunk fails too. Once this build
  // has marked itself "already retried", Waku's listener stands down: ours alone decides (one
  // reload per 10 s). It still covers a failing entry import of a next build, whose id differs.
  // When ours refuses, the import's error reaches the part that failed (LazyPart says so in
  // place). Decision 087. The mark is written once the page is idle, not while it starts: a
  // page's first use of sessionStorage waits on the browser for its data, 7–20 ms of main thread
  // (decision 185). A load that fails before that meets Waku's recovery, which reloads once and
  // marks the build itself.
  if (wakuBuildId) {
    whenIdle(() => {
      try {
        sessionStorage.setItem('waku:preload-error-build-id', wakuBuildId);
      } catch {}
    });
  }
  window.addEventListener('vite:preloadError', (event) => {
    if (!mayReload(sessionStorage)) return;
    event.preventDefault();
    location.reload();
  });
}
