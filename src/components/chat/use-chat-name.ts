'use client';

import { useEffect, useState } from 'react';

export const chatNamedEvent = 'beseda:chat-named';

/** Tells the page a chat's name, once the api gave it or the person renamed it (sidebar). */
export function announceChatName(chatId: string, name: string) {
  window.dispatchEvent(new CustomEvent(chatNamedEvent, { detail: { chatId, name } }));
}

/**
 * The name of the open chat: the one the page came with, then whatever is announced for it, so
 * a new chat's header gets its name without a reload and follows a rename in the sidebar.
 */
export function useChatName(chatId: string, initial: string | undefined) {
  const [named, setNamed] = useState<{ chatId: string; name: string }>();
  useEffect(() => {
    const onNamed = (event: Event) => {
      const detail = (event as CustomEvent<{ chatId: string; name: string }>).detail;
      if (detail.chatId === chatId) setNamed(detail);
    };
    window.addEventListener(chatNamedEvent, onNamed);
    return () => window.removeEventListener(chatNamedEvent, onNamed);
  }, [chatId]);
  return named?.chatId === chatId ? named.name : initial;
}
