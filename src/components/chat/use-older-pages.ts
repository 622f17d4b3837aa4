'use client';

import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { toMessagePage } from '../../lib/chat/normalize';
import { isPlaceholderId } from '../../lib/chat/placeholder';
import { messagePageSize } from '../../lib/chat/types';
import type { UiMessage } from './ui-message';

/**
 * Loads older pages of messages when the top of the list is reached, keeping what the person
 * was reading in place (the scroll offset from the bottom is restored after the prepend).
 */
export function useOlderPages(options: {
  chatId: string;
  hasMore: boolean;
  scroller: RefObject<HTMLElement | null>;
  prepend: (messages: UiMessage[]) => void;
}) {
  const [hasMore, setHasMore] = useState(options.hasMore);
  const [loading, setLoading] = useState(false);
  const nextPage = useRef(2);
  const anchor = useRef<number | undefined>(undefined);
  const latest = useRef(options);
  latest.current = options;

  useLayoutEffect(() => {
    const scroller = latest.current.scroller.current;
    if (anchor.current === undefined || !scroller) return;
    scroller.scrollTop = scroller.scrollHeight - anchor.current;
    anchor.current = undefined;
  });

  const loadOlder = useCallback(async () => {
    const options = latest.current;
    if (loading || !hasMore || isPlaceholderId(options.chatId)) return;
    setLoading(true);
    try {
      const page = nextPage.current;
      const query = `pageNumber=${page}&pageSize=${messagePageSize}`;
      const response = await fetch(
        `/api/v1/message/chat/${encodeURIComponent(options.chatId)}/?${query}`,
      );
      if (!response.ok) return;
      const result = toMessagePage(await response.json(), page, messagePageSize);
      const scroller = options.scroller.current;
      if (scroller) anchor.current = scroller.scrollHeight - scroller.scrollTop;
      nextPage.current = page + 1;
      setHasMore(result.hasMore && result.messages.length > 0);
      options.prepend(result.messages.map((message) => ({ ...message, saved: true })));
    } finally {
      setLoading(false);
    }
  }, [hasMore, loading]);

  return { hasMore, loading, loadOlder };
}
