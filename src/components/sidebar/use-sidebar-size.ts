'use client';

import { useEffect, useState } from 'react';

/** SPEC §2/§9: the sidebar's width (default 284 px) and minimized flag, kept in localStorage. */
export const defaultSidebarWidth = 284;
export const minSidebarWidth = 220;
export const maxSidebarWidth = 480;
const storageKey = 'beseda:sidebar';

export function clampWidth(width: number): number {
  return Math.round(Math.min(maxSidebarWidth, Math.max(minSidebarWidth, width)));
}

export function useSidebarSize() {
  const [width, setWidth] = useState(defaultSidebarWidth);
  const [minimized, setMinimized] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    try {
      const stored = JSON.parse(localStorage.getItem(storageKey) ?? '{}') as {
        width?: unknown;
        minimized?: unknown;
      };
      if (typeof stored.width === 'number') setWidth(clampWidth(stored.width));
      setMinimized(stored.minimized === true);
    } catch {
      // A broken value: keep the defaults.
    }
    setLoaded(true);
  }, []);
  useEffect(() => {
    if (loaded) localStorage.setItem(storageKey, JSON.stringify({ width, minimized }));
  }, [loaded, width, minimized]);
  return {
    width,
    setWidth: (value: number) => setWidth(clampWidth(value)),
    minimized,
    setMinimized,
  };
}
