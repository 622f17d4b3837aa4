'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { type ChatMode, chatListPath } from '../../lib/chat/chat-mode';
import { toChatListPage, toChatSummary } from '../../lib/chat/normalize';
import { type ChatSummary, chatPageSize } from '../../lib/chat/types';
import { announceChatName } from '../chat/use-chat-name';

type Failure = 'rename' | 'delete';

/**
 * The sidebar's chats of one mode (text, image or Midjourney: the page's): paging, live activity
 * from the conversation, optimistic rename/delete. Another mode starts the list over.
 */
export function useChatList(
  initial: ChatSummary[],
  total: number | undefined,
  initialMode: ChatMode,
  mode: ChatMode,
) {
  const [chats, setChats] = useState(initial);
  // The mode the list holds; it catches up with the page's mode after a navigation.
  const [listMode, setListMode] = useState(initialMode);
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const [failure, setFailure] = useState<Failure>();
  const [hasMore, setHasMore] = useState(
    total === undefined ? initial.length >= chatPageSize : initial.length < total,
  );
  const nextPage = useRef(2);
  const loading = useRef(false);
  const chatsRef = useRef(chats);
  chatsRef.current = chats;

  const loadMore = useCallback(async () => {
    if (loading.current || !hasMore || listMode !== mode) return;
    loading.current = true;
    try {
      const response = await fetch(chatListPath(mode, nextPage.current, chatPageSize));
      if (!response.ok || modeRef.current !== mode) return;
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
  }, [hasMore, listMode, mode]);

  // The page moved to another mode: its own chats replace the list (text chats never show
  // among image chats, and so on).
  useEffect(() => {
    if (listMode === mode) return;
    let current = true;
    setChats([]);
    setHasMore(true);
    void (async () => {
      const response = await fetch(chatListPath(mode, 1, chatPageSize)).catch(() => undefined);
      if (!current || !response?.ok) return;
      const page = toChatListPage(await response.json());
      nextPage.current = 2;
      setChats(page.chats);
      setHasMore(
        page.total === undefined
          ? page.chats.length >= chatPageSize
          : page.chats.length < page.total,
      );
      setListMode(mode);
    })();
    return () => {
      current = false;
    };
  }, [listMode, mode]);

  // Chats whose name is being read from the api, so a burst of activity reads each once.
  const naming = useRef(new Set<string>());
  // How often each chat was renamed here: a name read from the api before a rename is stale.
  const renames = useRef(new Map<string, number>());
  useEffect(() => {
    const onChat = async (event: Event) => {
      const { chatId, generating } = (
        event as CustomEvent<{ chatId: string; generating?: boolean }>
      ).detail;
      // Decided on the list as it is now, not on the last render's copy: events come in bursts
      // faster than renders, and a stale copy would add the same new chat again.
      setChats((list) => {
        const known = list.find((c) => c.id === chatId);
        const moved = known
          ? { ...known, generating }
          : { id: chatId, name: '', generating, namePending: true };
        return [moved, ...list.filter((c) => c.id !== chatId)];
      });
      if (chatsRef.current.some((c) => c.id === chatId) || naming.current.has(chatId)) return;
      naming.current.add(chatId);
      const renamesBefore = renames.current.get(chatId) ?? 0;
      try {
        const response = await fetch(`/api/v1/chat/${encodeURIComponent(chatId)}`).catch(
          () => undefined,
        );
        const raw = response?.ok ? await response.json() : undefined;
        const fresh = raw ? toChatSummary(raw) : undefined;
        if ((fresh?.mode && fresh.mode !== modeRef.current) || fresh?.temporary) {
          // Activity in a chat of another mode (e.g. a studio in another tab), or in a temporary
          // chat (decision 151): not this list's.
          setChats((list) => list.filter((c) => c.id !== chatId));
          return;
        }
        if (fresh) {
          // Its name, and its folder: a chat started in a folder (decision 151) shows there. A
          // rename made while the api answered wins over the name it read before.
          const renamed = (renames.current.get(chatId) ?? 0) !== renamesBefore;
          setChats((list) =>
            list.map((c) =>
              c.id === chatId
                ? { ...c, name: renamed ? c.name : fresh.name, folderId: fresh.folderId }
                : c,
            ),
          );
          if (!renamed) announceChatName(chatId, fresh.name);
        }
      } finally {
        naming.current.delete(chatId);
        setChats((list) =>
          list.map((c) => (c.id === chatId && c.namePending ? { ...c, namePending: false } : c)),
        );
      }
    };
    window.addEventListener('beseda:chat', onChat);
    return () => window.removeEventListener('beseda:chat', onChat);
  }, []);

  const rename = useCallback(async (id: string, name: string) => {
    const before = chatsRef.current;
    renames.current.set(id, (renames.current.get(id) ?? 0) + 1);
    setChats((list) => list.map((c) => (c.id === id ? { ...c, name } : c)));
    announceChatName(id, name);
    const response = await fetch(`/api/v1/chat/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    }).catch(() => undefined);
    if (!response?.ok) {
      // Only the name goes back: whatever else changed meanwhile (activity, order) stays.
      const previous = before.find((c) => c.id === id)?.name;
      if (previous !== undefined) {
        setChats((list) => list.map((c) => (c.id === id ? { ...c, name: previous } : c)));
        announceChatName(id, previous);
      }
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
    /** Changes the list in place (pins and folders: src/components/sidebar/use-folders.ts). */
    transform: useCallback(
      (change: (list: ChatSummary[]) => ChatSummary[]) => setChats(change),
      [],
    ),
    loadingMode: listMode !== mode,
    hasMore,
    loadMore,
    rename,
    remove,
    failure,
    clearFailure: useCallback(() => setFailure(undefined), []),
  };
}
