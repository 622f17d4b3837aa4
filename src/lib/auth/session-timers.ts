/** SPEC §4 and §9: refresh every 15 min; warn 2 min before expiry; check every 30 s; throttle 30 s. */
export const refreshEveryMs = 15 * 60_000;
export const expiryWarningMs = 2 * 60_000;
export const expiryCheckEveryMs = 30_000;
export const warningThrottleMs = 30_000;

export type Clock = {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
};

export type Visibility = {
  isVisible: () => boolean;
  /** Calls back on every change; returns the unsubscribe function. */
  onChange: (listener: () => void) => () => void;
};

/** A session answer: when the access token expires (ms), or null when signed out. */
export type SessionExpiry = { expiresAt: number } | null;

export type SessionTimerOptions = {
  clock: Clock;
  visibility: Visibility;
  expiresAt: number;
  /** Refreshes the tokens; null when the visitor is signed out. Throws when unreachable. */
  refresh: () => Promise<SessionExpiry>;
  /** Refetches the session; null when signed out. Throws when unreachable. */
  refetchSession: () => Promise<SessionExpiry>;
  warn: () => void;
  onSignedOut: () => void;
};

/**
 * Starts the automatic refresh and the expiry monitor of a signed-in page; returns `stop`.
 * Both stop by themselves once the visitor is signed out.
 *
 * @example const stop = startSessionTimers({ clock, visibility, expiresAt, refresh, … })
 */
export function startSessionTimers(options: SessionTimerOptions): () => void {
  const { clock, visibility } = options;
  let expiresAt = options.expiresAt;
  let lastRefresh = clock.now();
  let lastWarning = Number.NEGATIVE_INFINITY;
  let refreshTimer: unknown = null;
  let monitor: unknown = null;
  let stopped = false;

  const adopt = (answer: SessionExpiry) => {
    if (stopped) return;
    if (!answer) {
      stop();
      options.onSignedOut();
      return;
    }
    expiresAt = answer.expiresAt;
  };

  const scheduleRefresh = (delay: number) => {
    if (refreshTimer !== null) clock.clearTimeout(refreshTimer);
    refreshTimer = clock.setTimeout(refreshNow, Math.max(0, delay));
  };

  function refreshNow() {
    refreshTimer = null;
    lastRefresh = clock.now();
    scheduleRefresh(refreshEveryMs);
    options.refresh().then(adopt, () => {});
  }

  const checkExpiry = () => {
    const now = clock.now();
    const left = expiresAt - now;
    if (left > 0 && left <= expiryWarningMs && now - lastWarning >= warningThrottleMs) {
      lastWarning = now;
      options.warn();
    }
  };

  const startMonitor = () => {
    if (monitor === null) monitor = clock.setInterval(checkExpiry, expiryCheckEveryMs);
  };
  const stopMonitor = () => {
    if (monitor !== null) clock.clearInterval(monitor);
    monitor = null;
  };

  const onVisibilityChange = () => {
    if (stopped) return;
    if (!visibility.isVisible()) {
      stopMonitor();
      return;
    }
    startMonitor();
    const elapsed = clock.now() - lastRefresh;
    if (elapsed >= refreshEveryMs) refreshNow();
    else {
      scheduleRefresh(refreshEveryMs - elapsed);
      options.refetchSession().then(adopt, () => {});
    }
  };

  const unsubscribe = visibility.onChange(onVisibilityChange);
  scheduleRefresh(refreshEveryMs);
  if (visibility.isVisible()) startMonitor();

  function stop() {
    stopped = true;
    unsubscribe();
    stopMonitor();
    if (refreshTimer !== null) clock.clearTimeout(refreshTimer);
    refreshTimer = null;
  }
  return stop;
}
