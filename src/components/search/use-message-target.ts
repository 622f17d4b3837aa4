'use client';

import { type RefObject, useEffect, useRef } from 'react';
import { useRouter } from 'waku';

/** How long the opened message stays highlighted. */
const highlightMs = 2400;

/**
 * Opens the chat at the message named by `?m=` (a search result): reveals and loads older pages
 * until that message is in the DOM, scrolls it into view and highlights it briefly. A message the
 * chat no longer shows (deleted, or in another branch) leaves the chat at its end.
 */
export function useMessageTarget(options: {
  messageIds: string[];
  mounted: number;
  hasMore: boolean;
  loading: boolean;
  loadOlder: () => Promise<void>;
  scroller: RefObject<HTMLElement | null>;
  /** Called once the message is in view (the list stops following new text to the end). */
  onFound: () => void;
}) {
  const { query } = useRouter();
  const target = new URLSearchParams(query).get('m');
  const settled = useRef<string | null>(null);
  const { messageIds, mounted, hasMore, loading, loadOlder, scroller, onFound } = options;

  useEffect(() => {
    if (!target || settled.current === target) return;
    const index = messageIds.indexOf(target);
    if (index === -1 || index < messageIds.length - mounted) {
      if (!hasMore) settled.current = target;
      else if (!loading) void loadOlder();
      return;
    }
    const element = scroller.current?.querySelector<HTMLElement>(
      `[data-message-id="${CSS.escape(target)}"]`,
    );
    if (!element) return;
    settled.current = target;
    onFound();
    element.scrollIntoView({ block: 'center' });
    element.dataset.searchTarget = 'true';
    setTimeout(() => delete element.dataset.searchTarget, highlightMs);
  });
}
