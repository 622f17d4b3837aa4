'use client';

import { useEffect } from 'react';

/** Notification defaults (SPEC §9): shown at the bottom for 5000 ms. */
export const toastTimeoutMs = 5000;

/** A short message at the bottom of the page, announced politely, gone after 5 s. */
export function Toast({ message, onDone }: { message: string; onDone: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, toastTimeoutMs);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <div className="toast toast-bottom" role="status" aria-live="polite" data-testid="toast">
      {message}
    </div>
  );
}
