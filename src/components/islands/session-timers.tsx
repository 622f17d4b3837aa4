'use client';

import { useEffect } from 'react';
import { type SessionExpiry, startSessionTimers } from '../../lib/auth/session-timers';
import { showToast } from '../ui/toast-store';

const browserClock = {
  now: () => Date.now(),
  setTimeout: (run: () => void, ms: number) => window.setTimeout(run, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
  setInterval: (run: () => void, ms: number) => window.setInterval(run, ms),
  clearInterval: (handle: unknown) => window.clearInterval(handle as number),
};

const documentVisibility = {
  isVisible: () => document.visibilityState === 'visible',
  onChange: (listener: () => void) => {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/** Asks the front (same origin, cookies only) and reads the expiry; 401 → signed out. */
async function sessionCall(path: string, method: 'GET' | 'POST'): Promise<SessionExpiry> {
  const res = await fetch(path, { method, headers: { accept: 'application/json' } });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
  const { expiresAt } = (await res.json()) as { expiresAt: string };
  return { expiresAt: Date.parse(expiresAt) };
}

/**
 * The SPEC §4 timers of a signed-in page: refresh every 15 minutes and on becoming visible,
 * warn before the session expires. Signed out → a full load, so the front's guard decides.
 */
export function SessionTimers({ expiresAt, warning }: { expiresAt: string; warning: string }) {
  useEffect(
    () =>
      startSessionTimers({
        clock: browserClock,
        visibility: documentVisibility,
        expiresAt: Date.parse(expiresAt),
        refresh: () => sessionCall('/api/auth/refresh', 'POST'),
        refetchSession: () => sessionCall('/api/auth/session', 'GET'),
        warn: () => void showToast(warning),
        onSignedOut: () => window.location.reload(),
      }),
    [expiresAt, warning],
  );
  return null;
}
