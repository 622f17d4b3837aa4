'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { toChatListPage, toChatSummary } from '../../lib/chat/normalize';
import { type ChatSummary, chatPageSize } from '../../lib/chat/types';
import { announceChatName } from '../chat/use-chat-name';

type Failure = 'rename' | 'delete';

/** The sidebar's chats: paging, live activity from the conversation, optimistic rename/delete. */
export function useChatList(initial: ChatSummary[], total: number | undefined) {
  const [chats, setChats] = useState(initial);
  const [failure, setFailure] = useState<Failure>();
  const [hasMore, setHasMore] = useState(
    total === undefined ? initial.length >= chatPageSize : initial.length < total,
  );
  const nextPage = useRef(2);
  const loading = useRef(false);
  const chatsRef = useRef(chats);
  chatsRef.current = chats;

  const loadMore = useCallback(async () => {
    if (loading.current || !hasMore) return;
    loading.current = true;
    try {
      const response = await fetch(`/api/v1/chat?page=${nextPage.current}&take=${chatPageSize}`);
      if (!response.ok) return;
      const page = toChatListPage(await response.json());
      nextPage.current += 1;
      setChats((list) => [
        ...list,
        ...page.chats.filter((c) => !list.some((known) => known.id === c.id)),
      ]);
      setHasMore(page.chats.length >= chatPageSize);
    } finally {
      loading.current = false;
    }
  }, [hasMore]);

  useEffect(() => {
    const onChat = async (event: Event) => {
      const { chatId, generating } = (
        event as CustomEvent<{ chatId: string; generating?: boolean }>
      ).detail;
      const known = chatsRef.current.find((c) => c.id === chatId);
      if (known) {
        setChats((list) => [{ ...known, generating }, ...list.filter((c) => c.id !== chatId)]);
        return;
      }
      setChats((list) => [{ id: chatId, name: '', generating }, ...list]);
      const response = await fetch(`/api/v1/chat/${encodeURIComponent(chatId)}`).catch(
        () => undefined,
      );
      const fresh = response?.ok ? toChatSummary(await response.json()) : undefined;
      if (fresh) {
        setChats((list) => list.map((c) => (c.id === chatId ? { ...c, name: fresh.name } : c)));
        announceChatName(chatId, fresh.name);
      }
    };
    window.addEventListener('beseda:chat', onChat);
    return () => window.removeEventListener('beseda:chat', onChat);
  }, []);

  const rename = useCallback(async (id: string, name: string) => {
    const before = chatsRef.current;
    setChats((list) => list.map((c) => (c.id === id ? { ...c, name } : c)));
    announceChatName(id, name);
    const response = await fetch(`/api/v1/chat/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    }).catch(() => undefined);
    if (!response?.ok) {
      setChats(before);
      const previous = before.find((c) => c.id === id)?.name;
      if (previous !== undefined) announceChatName(id, previous);
      setFailure('rename');
    }
  }, []);

  const remove = useCallback(async (id: string) => {
    const before = chatsRef.current;
    setChats((list) => list.filter((c) => c.id !== id));
    const response = await fetch(`/api/v1/chat/delete/${encodeURIComponent(id)}`, {
      method: 'PATCH',
    }).catch(() => undefined);
    if (!response?.ok) {
      setChats(before);
      setFailure('delete');
      return false;
    }
    return true;
  }, []);

  return {
    chats,
    hasMore,
    loadMore,
    rename,
    remove,
    failure,
    clearFailure: useCallback(() => setFailure(undefined), []),
  };
}
