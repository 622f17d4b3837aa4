'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { type SearchHit, toSearchPage } from '../../lib/search/search-hits';

/** Typing pauses this long before a request; each new request aborts the one before. */
const debounceMs = 250;
const take = 20;

/**
 * One result per chat, as peers list them: the api's first hit of each (its title, else its
 * newest matching message); the rest of its matches add nothing to finding the chat.
 */
function onePerChat(hits: SearchHit[]): SearchHit[] {
  const seen = new Set<string>();
  return hits.filter((hit) => !seen.has(hit.chatId) && Boolean(seen.add(hit.chatId)));
}

export type SearchStatus = 'idle' | 'loading' | 'done' | 'failed';

/**
 * Results of `GET /v1/chat/search` for `query` as it is typed: debounced, abortable, paged, one
 * per chat.
 */
export function useChatSearch(query: string) {
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [hasMore, setHasMore] = useState(false);
  const page = useRef(1);
  const running = useRef<AbortController | null>(null);
  const wanted = query.trim();

  const fetchPage = useCallback(async (q: string, pageNumber: number) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setStatus('loading');
    try {
      const params = new URLSearchParams({ q, page: String(pageNumber), take: String(take) });
      const response = await fetch(`/api/v1/chat/search?${params}`, {
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`search ${response.status}`);
      const result = toSearchPage(await response.json());
      page.current = pageNumber;
      setHits((shown) => onePerChat(pageNumber === 1 ? result.hits : [...shown, ...result.hits]));
      setHasMore(result.hasMore);
      setStatus('done');
    } catch {
      // An aborted request was replaced by a newer one, which says how it went.
      if (!controller.signal.aborted) setStatus('failed');
    }
  }, []);

  useEffect(() => {
    if (!wanted) {
      running.current?.abort();
      setHits([]);
      setHasMore(false);
      setStatus('idle');
      return;
    }
    const timer = setTimeout(() => void fetchPage(wanted, 1), debounceMs);
    return () => clearTimeout(timer);
  }, [wanted, fetchPage]);

  useEffect(() => () => running.current?.abort(), []);

  const loadMore = useCallback(() => {
    if (wanted) void fetchPage(wanted, page.current + 1);
  }, [wanted, fetchPage]);

  return { hits, status, hasMore, loadMore, query: wanted };
}
