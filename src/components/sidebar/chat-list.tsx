'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'waku';
import { useLocale } from '../../i18n/locale-context';
import type { ChatSummary } from '../../lib/chat/types';
import * as m from '../../paraglide/messages.js';
import { ChatListItem } from './chat-list-item';
import { Toast } from './toast';
import { useChatList } from './use-chat-list';

/** The id in `/{locale}/chat/{id}`, from the router or the address bar (a new chat replaces it). */
function activeChatId(path: string): string | undefined {
  const current = typeof window === 'undefined' ? path : window.location.pathname;
  return /^\/[a-z]{2}\/chat\/([^/]+)$/.exec(current)?.[1];
}

/** The sidebar's chat list: filter box, newest activity first, more on scroll. */
export function ChatList({ initial, total }: { initial: ChatSummary[]; total?: number }) {
  const locale = useLocale();
  const router = useRouter();
  const list = useChatList(initial, total);
  const [filter, setFilter] = useState('');
  const [, setTick] = useState(0);
  const sentinel = useRef<HTMLLIElement>(null);
  const active = activeChatId(router.path);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !list.hasMore) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void list.loadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [list.hasMore, list.loadMore]);

  // A new chat's URL is replaced without navigation: re-read it when the chat announces itself.
  useEffect(() => {
    const rerender = () => setTick((n) => n + 1);
    window.addEventListener('beseda:chat', rerender);
    return () => window.removeEventListener('beseda:chat', rerender);
  }, []);

  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle
    ? list.chats.filter((c) => c.name.toLocaleLowerCase().includes(needle))
    : list.chats;
  return (
    <>
      <input
        type="search"
        className="chat-filter"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder={m.chat_filter({}, { locale })}
        aria-label={m.chat_filter({}, { locale })}
        data-testid="chat-filter"
      />
      <ul className="chat-items">
        {shown.length === 0 && <li className="muted">{m.layout_no_chats({}, { locale })}</li>}
        {shown.map((chat) => (
          <ChatListItem
            key={chat.id}
            chat={chat}
            active={chat.id === active}
            onRename={(name) => list.rename(chat.id, name)}
            onDelete={async () => {
              if ((await list.remove(chat.id)) && chat.id === active)
                router.push(`/${locale}/chat`);
            }}
          />
        ))}
        {list.hasMore && !needle && <li ref={sentinel} className="chat-more" aria-hidden="true" />}
      </ul>
      {list.failure && (
        <Toast
          text={
            list.failure === 'rename'
              ? m.chat_rename_failed({}, { locale })
              : m.chat_delete_failed({}, { locale })
          }
          onDone={list.clearFailure}
        />
      )}
    </>
  );
}
