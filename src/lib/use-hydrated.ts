'use client';

import { useEffect, useState } from 'react';

/**
 * False during the server render and the first client render, true once the island is
 * interactive: pages mark themselves `data-hydrated` with it, so browser tests (and styles) can
 * tell a live form from its server-rendered copy.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
