'use client';

import { Fragment, type ReactNode, type RefObject, useCallback, useEffect, useRef } from 'react';
import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';
import { SummaryDivider } from '../chat-summaries/summary-divider-lazy';
import { useMessageTarget } from '../search/use-message-target';
import { Skeleton } from '../ui/skeleton';
import { MessageItem } from './message-item';
import { savedIdOf, type UiMessage } from './ui-message';
import { useOlderPages } from './use-older-pages';

/** Distance from the bottom (px) within which new text keeps the view pinned to the end. */
const pinDistance = 120;

/** The scrolling list of messages: older pages on scroll-up, pinned to the end while streaming. */
export function MessageList({
  chatId,
  messages,
  hasMore,
  busy,
  scroller,
  prepend,
  onRegenerate,
  branch,
  onEdit,
  onSwitch,
  onCompare,
  readOnly,
  before,
  after,
}: {
  chatId: string;
  messages: UiMessage[];
  hasMore: boolean;
  busy: boolean;
  scroller: RefObject<HTMLDivElement | null>;
  prepend: (messages: UiMessage[]) => void;
  /** Absent on a read-only chat: no regenerate or retry. */
  onRegenerate?: () => void;
  /** The branch shown (its last message), for older pages (docs/decisions/101-…). */
  branch?: string;
  /** Absent on a read-only chat: no editing of questions. */
  onEdit?: (message: UiMessage, text: string) => Promise<void>;
  /** Shows another version of a message; absent while that is not possible. */
  onSwitch?: (messageId: string) => void;
  /** "Compare with…" on the last answer (decision 165). */
  onCompare?: (message: UiMessage) => void;
  /** Shown after the last message, scrolling with them (the comparison of decision 165). */
  after?: ReactNode;
  /** Shown before the first message once it is loaded (a chat's starting summary, decision 169). */
  before?: ReactNode;
  /** Shared with the reader: summaries open, but start no new chat. */
  readOnly?: boolean;
}) {
  const locale = useLocale();
  const older = useOlderPages({
    chatId,
    branch,
    hasMore,
    total: messages.length,
    scroller,
    prepend,
  });
  const sentinel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  /** Where this list last scrolled itself to the end; a reader scrolling up goes above it. */
  const autoTop = useRef(Number.POSITIVE_INFINITY);
  const last = messages.at(-1);
  const newest = last?.id;
  /** The newest message was made on this page (a send, an edit, a regeneration), not loaded. */
  const newestIsOwn = last !== undefined && savedIdOf(last) === undefined;
  const { collapse } = older;

  // A message the reader just made brings them to the end, however far up they were, and the
  // answer is followed from there until they scroll away again (as every peer does); a new
  // message at the end also unmounts what scrolling up had brought back.
  useEffect(() => {
    if (newest === undefined) return;
    if (newestIsOwn) pinned.current = true;
    if (pinned.current) collapse();
  }, [newest, newestIsOwn, collapse]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !older.hasMore) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void older.loadOlder();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [older.hasMore, older.loadOlder]);

  /** While the reader is at the end, keeps them there: the one place the list scrolls itself. */
  const keepAtEnd = useCallback(() => {
    const element = scroller.current;
    if (!element || !pinned.current) return;
    element.scrollTop = element.scrollHeight;
    autoTop.current = element.scrollTop;
  }, [scroller]);

  useEffect(() => {
    keepAtEnd();
    // Measured between two commits of one task (a part of the page going live while another
    // still swaps in), the end can be short of where it settles, and no size the ResizeObserver
    // sees changes: the next frame scrolls to the settled end.
    const frame = requestAnimationFrame(keepAtEnd);
    return () => cancelAnimationFrame(frame);
  });

  // The end stays in view while its height settles: messages measured after the first scroll
  // (content-visibility's estimates, actions that appear on hydration) and a composer that grows
  // would otherwise leave the newest answer's buttons under the box.
  useEffect(() => {
    const element = scroller.current;
    const content = list.current;
    if (!element || !content) return;
    const observer = new ResizeObserver(keepAtEnd);
    observer.observe(element);
    observer.observe(content);
    return () => observer.disconnect();
  }, [scroller, keepAtEnd]);

  // `?m=<id>` from a search result: open the chat at that message, however old.
  useMessageTarget({
    messageIds: messages.map((message) => message.id),
    mounted: older.mounted,
    hasMore: older.hasMore,
    loading: older.loading,
    loadOlder: older.loadOlder,
    scroller,
    onFound: () => {
      pinned.current = false;
    },
  });

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    // A scroll of our own, seen after the content grew below it, keeps the end pinned.
    const ours = element.scrollTop >= autoTop.current - 1;
    pinned.current =
      ours || element.scrollHeight - element.scrollTop - element.clientHeight < pinDistance;
    if (!pinned.current) autoTop.current = Number.POSITIVE_INFINITY;
  };

  return (
    <div
      className="message-scroller"
      ref={scroller}
      onScroll={onScroll}
      data-testid="message-scroller"
    >
      <div
        ref={list}
        className="message-list"
        role="log"
        aria-label={m.chat_messages({}, { locale })}
        data-testid="message-list"
      >
        {older.hasMore && (
          <div ref={sentinel} className="older-sentinel muted" data-testid="older-sentinel">
            {older.loading && <Skeleton label={m.chat_loading_older({}, { locale })} lines={3} />}
          </div>
        )}
        {!older.hasMore && before}
        {messages.slice(-older.mounted).map((message) => (
          <Fragment key={message.id}>
            <MessageItem
              message={message}
              isLast={message.id === newest}
              busy={busy}
              onRegenerate={onRegenerate}
              onEdit={onEdit}
              onSwitch={onSwitch}
              onCompare={onCompare}
            />
            {message.summaryId && (
              // The messages above are summarized for the model (decision 169).
              <SummaryDivider chatId={chatId} summaryId={message.summaryId} readOnly={readOnly} />
            )}
          </Fragment>
        ))}
        {after}
      </div>
    </div>
  );
}
