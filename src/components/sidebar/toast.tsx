'use client';

import { useEffect } from 'react';

/** A short notice at the bottom (SPEC §9: 5000 ms by default). */
export function Toast({
  text,
  onDone,
  timeout = 5000,
}: {
  text: string;
  onDone: () => void;
  timeout?: number;
}) {
  useEffect(() => {
    const timer = setTimeout(onDone, timeout);
    return () => clearTimeout(timer);
  }, [onDone, timeout]);
  return (
    <div className="toast" role="status" data-testid="toast">
      {text}
    </div>
  );
}
