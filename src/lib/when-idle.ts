/**
 * Runs `run` once the browser is idle after the page has painted (within `timeout` ms when
 * given), or in a task of its own where there is no idle callback: work that must not delay
 * rendering or hydration (the analytics tag, the build watch's marker).
 */
export function whenIdle(run: () => void, timeout?: number) {
  if ('requestIdleCallback' in window)
    window.requestIdleCallback(run, timeout === undefined ? undefined : { timeout });
  else setTimeout(run, 1);
}
