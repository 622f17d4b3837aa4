'use client';

import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { toMessagePage } from '../../lib/chat/normalize';
import { isPlaceholderId } from '../../lib/chat/placeholder';
import { messagePageSize } from '../../lib/chat/types';
import type { UiMessage } from './ui-message';

/** Messages kept in the DOM while the reader is at the end of the chat. */
export const mountedWindow = 60;
/** Messages brought back into the DOM at a time when scrolling up through loaded ones. */
const revealStep = 40;

/**
 * Pages the conversation in both places it lives. In the DOM, only the newest `mountedWindow`
 * messages are mounted, so a streamed token costs the same in a chat of a thousand messages as in
 * a new one; scrolling up mounts more, then loads older pages from the api. What the person was
 * reading stays in place (the scroll offset from the bottom is restored after each change).
 */
export function useOlderPages(options: {
  chatId: string;
  /** The branch shown (its last message): older pages come from the same branch. */
  branch?: string;
  hasMore: boolean;
  total: number;
  scroller: RefObject<HTMLElement | null>;
  prepend: (messages: UiMessage[]) => void;
}) {
  const [hasMoreOnServer, setHasMoreOnServer] = useState(options.hasMore);
  const [loading, setLoading] = useState(false);
  const [mounted, setMounted] = useState(mountedWindow);
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

  const keepPlace = useCallback(() => {
    const scroller = latest.current.scroller.current;
    if (scroller) anchor.current = scroller.scrollHeight - scroller.scrollTop;
  }, []);

  const loadOlder = useCallback(async () => {
    const options = latest.current;
    if (mounted < options.total) {
      keepPlace();
      setMounted((count) => count + revealStep);
      return;
    }
    if (loading || !hasMoreOnServer || isPlaceholderId(options.chatId)) return;
    setLoading(true);
    try {
      const page = nextPage.current;
      const query = new URLSearchParams({
        pageNumber: String(page),
        pageSize: String(messagePageSize),
        ...(options.branch ? { branch: options.branch } : {}),
      });
      const response = await fetch(
        `/api/v1/message/chat/${encodeURIComponent(options.chatId)}/?${query}`,
      );
      if (!response.ok) return;
      const result = toMessagePage(await response.json(), page, messagePageSize);
      keepPlace();
      nextPage.current = page + 1;
      setHasMoreOnServer(result.hasMore && result.messages.length > 0);
      setMounted((count) => count + result.messages.length);
      options.prepend(result.messages.map((message) => ({ ...message, saved: true })));
    } finally {
      setLoading(false);
    }
  }, [hasMoreOnServer, loading, mounted, keepPlace]);

  /** Back to the newest window: for when the reader is at the end and the chat moves on. */
  const collapse = useCallback(() => setMounted((count) => Math.min(count, mountedWindow)), []);

  return {
    hasMore: hasMoreOnServer || mounted < options.total,
    loading,
    loadOlder,
    mounted,
    collapse,
  };
}
