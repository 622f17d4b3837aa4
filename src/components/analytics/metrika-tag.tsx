'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'waku';
import { startAnalytics, trackHit } from '../../lib/analytics';
import { loadScript } from '../../lib/load-script';
import { whenIdle } from '../../lib/when-idle';

type Props = { tagUrl: string; counterIds: number[] };

/**
 * Yandex Metrica for this page (rendered only when configured and the visitor does not opt out;
 * src/components/analytics/analytics.tsx): the counters are initialised at once into the tag's
 * queue, the tag is fetched lazily, and every client-side route change is a hit with the
 * previous page as referrer. A tag that fails to load is only logged (SPEC §8).
 */
export function MetrikaTag({ tagUrl, counterIds }: Props) {
  const { path, query } = useRouter();
  const previous = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page life; the config does not change.
  useEffect(() => {
    startAnalytics(counterIds);
    // After the page has painted and the browser is idle: the tag never delays rendering.
    whenIdle(() => {
      loadScript(tagUrl).catch((error) => console.warn('Analytics tag failed to load', error));
    }, 2000);
  }, []);

  useEffect(() => {
    const url = new URL(`${path}${query ? `?${query}` : ''}`, location.origin).href;
    if (previous.current !== null && previous.current !== url) trackHit(url, previous.current);
    previous.current = url;
  }, [path, query]);

  return null;
}
