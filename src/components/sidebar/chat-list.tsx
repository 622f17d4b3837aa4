'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'waku';
import { useLocale } from '../../i18n/locale-context';
import { type ChatMode, chatModeOf } from '../../lib/chat/chat-mode';
import type { ChatSummary } from '../../lib/chat/types';
import type { ChatFolder } from '../../lib/folders/folders';
import * as m from '../../paraglide/messages.js';
import { EmptyState } from '../ui/empty-state';
import { MessagesSquare } from '../ui/icons';
import { Skeleton } from '../ui/skeleton';
import { showToast } from '../ui/toast-store';
import { ChatListItem } from './chat-list-item';
import { FolderChatMenu } from './folder-chat-menu';
import { FolderSections } from './folder-sections';
import { useChatList } from './use-chat-list';
import { useFolders } from './use-folders';

/** What the list says with no chats of the mode: an image chat starts from a prompt, not a question. */
const emptyTexts = {
  text: { title: m.ui_empty_chats_title, hint: m.ui_empty_chats_hint },
  image: { title: m.ui_empty_image_chats_title, hint: m.ui_empty_image_chats_hint },
  midjourney: { title: m.ui_empty_midjourney_chats_title, hint: m.ui_empty_midjourney_chats_hint },
} satisfies Record<ChatMode, { title: unknown; hint: unknown }>;

/** The id in `/{locale}/chat/{id}`. */
function chatIdOf(path: string): string | undefined {
  return /^\/[a-z]{2}\/chat\/(?:midjourney\/|image\/)?([^/]+)$/.exec(path)?.[1];
}

/**
 * The sidebar's chat list: the chats of the page's mode (text, image or Midjourney), newest
 * activity first, more on scroll. Finding a chat is the search field's job (`../search/`).
 */
export function ChatList({
  initial,
  total,
  initialMode,
  initialFolders = [],
}: {
  initial: ChatSummary[];
  /** The user's chat folders, server-rendered (docs/decisions/105-chat-folders-and-pins.md). */
  initialFolders?: ChatFolder[];
  total?: number;
  initialMode: ChatMode;
}) {
  const locale = useLocale();
  const router = useRouter();
  const mode = chatModeOf(router.path);
  const list = useChatList(initial, total, initialMode, mode);
  const folders = useFolders(initialFolders, list.transform);
  // A new chat gets its id without a navigation: it is the active one until the route changes.
  const [named, setNamed] = useState<string>();
  const sentinel = useRef<HTMLLIElement>(null);
  const active = named ?? chatIdOf(router.path);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every route change
  useEffect(() => setNamed(undefined), [router.path]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !list.hasMore) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void list.loadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [list.hasMore, list.loadMore]);

  useEffect(() => {
    const onChat = (event: Event) => {
      const { chatId } = (event as CustomEvent<{ chatId: string }>).detail;
      if (window.location.pathname.endsWith(`/${chatId}`)) setNamed(chatId);
    };
    const onNewChat = () => setNamed('');
    window.addEventListener('beseda:chat', onChat);
    window.addEventListener('beseda:new-chat', onNewChat);
    return () => {
      window.removeEventListener('beseda:chat', onChat);
      window.removeEventListener('beseda:new-chat', onNewChat);
    };
  }, []);

  // A failed rename or delete is said once, in the app's toasts (announced as an error).
  useEffect(() => {
    if (!list.failure) return;
    showToast(
      list.failure === 'rename'
        ? m.chat_rename_failed({}, { locale })
        : m.chat_delete_failed({}, { locale }),
      { kind: 'error' },
    );
    list.clearFailure();
  }, [list.failure, list.clearFailure, locale]);

  const shown = list.chats;
  return (
    <ul className="chat-items" data-mode={list.loadingMode ? undefined : mode}>
      {shown.length === 0 && !list.loadingMode && (
        <li>
          <EmptyState
            icon={<MessagesSquare size={28} aria-hidden />}
            title={emptyTexts[mode].title({}, { locale })}
            hint={emptyTexts[mode].hint({}, { locale })}
            testId="chat-list-empty"
          />
        </li>
      )}
      {/* "New folder" shows from the start: a project may come before its first chat. */}
      {!list.loadingMode && (
        <FolderSections
          chats={shown}
          folders={folders}
          mode={mode}
          renderChat={(chat) => (
            <ChatListItem
              key={chat.id}
              chat={chat}
              active={chat.id === active}
              onRename={(name) => list.rename(chat.id, name)}
              onDelete={async () => {
                if ((await list.remove(chat.id)) && chat.id === active)
                  router.push(`/${locale}/chat${mode === 'text' ? '' : `/${mode}`}`);
              }}
              menu={(own) => <FolderChatMenu chat={chat} folders={folders} own={own} />}
            />
          )}
        />
      )}
      {list.hasMore && (
        <li ref={sentinel} className="chat-more">
          <Skeleton
            label={m.ui_loading_chats({}, { locale })}
            lines={2}
            testId="chat-list-skeleton"
          />
        </li>
      )}
    </ul>
  );
}
