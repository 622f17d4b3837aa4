/** The global where the page's head leaves the promise of its Intl worker (decision 181). */
const key = '__BESEDA_INTL_READY__';

/** The same global as the head's inline script writes it (src/pages/_root.tsx). */
export const intlReadyGlobal = `self.${key}`;

/**
 * Settles once the head's Intl worker has loaded the page language's Intl data (or failed), and
 * after half a second at the latest: hydration never waits on it longer. Null when the head
 * started none: the page writes no price or date while it hydrates.
 */
export function intlReady(): Promise<unknown> | null {
  const ready = (globalThis as Record<string, unknown>)[key] as Promise<unknown> | undefined;
  if (!ready) return null;
  return Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 500))]);
}
