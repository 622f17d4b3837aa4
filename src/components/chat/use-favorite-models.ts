'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { clientSettings, settingsEvent } from '../../lib/settings/client-settings';
import type { Settings } from '../../lib/settings/settings';
import { patchUser } from '../settings/save-settings';

/**
 * The models starred in the picker, kept in the account's settings (`favoriteModels`), so they
 * follow the person to every browser. A star shows at once; a refused save puts it back.
 */
export function useFavoriteModels() {
  const [favorites, setFavorites] = useState<string[]>([]);
  useEffect(() => {
    setFavorites(clientSettings().favoriteModels ?? []);
    const changed = (event: Event) =>
      setFavorites((event as CustomEvent<Settings>).detail.favoriteModels ?? []);
    window.addEventListener(settingsEvent, changed);
    return () => window.removeEventListener(settingsEvent, changed);
  }, []);
  const current = useRef(favorites);
  current.current = favorites;
  const toggle = useCallback((id: string) => {
    const before = current.current;
    const next = before.includes(id) ? before.filter((one) => one !== id) : [...before, id];
    setFavorites(next);
    void patchUser({ settings: { favoriteModels: next } }).then((problem) => {
      if (problem !== null) setFavorites(before);
    });
  }, []);
  return { favorites, toggle };
}
