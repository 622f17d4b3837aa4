import type { Env } from '../env';

/** A provider silent this long has failed (override: GENERATION_IDLE_TIMEOUT_MS). */
const DEFAULT_IDLE_TIMEOUT_MS = 120_000;

/** How long a provider may stay silent before its call counts as failed. */
export const providerIdleTimeoutMs = (env: Pick<Env, 'GENERATION_IDLE_TIMEOUT_MS'>) =>
  Number(env.GENERATION_IDLE_TIMEOUT_MS) || DEFAULT_IDLE_TIMEOUT_MS;

/**
 * A signal that aborts once `touch()` has not been called for `timeoutMs` (while `isWaiting()`
 * is false): one watch timer per call, seen within a tenth of the timeout, rather than a new
 * timer per streamed part (cheaper under load). `stop()` ends the watch.
 *
 * @example const idle = idleSignal(120_000); for await (const p of source(idle.signal)) idle.touch(); idle.stop();
 */
export function idleSignal(timeoutMs: number, isWaiting?: () => boolean) {
  const controller = new AbortController();
  let last = Date.now();
  const watch = setInterval(
    () => {
      if (isWaiting?.()) last = Date.now();
      if (Date.now() - last >= timeoutMs) controller.abort();
    },
    Math.max(10, timeoutMs / 10),
  );
  return {
    signal: controller.signal,
    touch: () => {
      last = Date.now();
    },
    stop: () => clearInterval(watch),
  };
}
