/**
 * SPEC §4: a new build is detected by polling the build-version file; the page then reloads at
 * the next navigation. A chunk that fails to load (an old build's file is gone) reloads once,
 * guarded so two failures within 10 s never loop.
 */
export const buildPollMs = 60_000;

export type BuildWatchOptions = {
  current: string;
  fetchVersion: () => Promise<string | null>;
  onNewVersion: (version: string) => void;
  intervalMs?: number;
};

/** Polls until a version other than `current` appears; returns a stop function. */
export function watchBuild({
  current,
  fetchVersion,
  onNewVersion,
  intervalMs = buildPollMs,
}: BuildWatchOptions) {
  let stopped = false;
  const check = async () => {
    const version = await fetchVersion().catch(() => null);
    if (stopped || !version || version === current) return;
    stopped = true;
    clearInterval(timer);
    onNewVersion(version);
  };
  const timer = setInterval(check, intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
