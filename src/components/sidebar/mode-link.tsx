'use client';

import type { ReactNode } from 'react';
import { Link, useRouter } from 'waku';
import { type ChatMode, chatModeOf } from '../../lib/chat/chat-mode';

/**
 * A mode tab of the sidebar (text, image, Midjourney): it opens that mode's new chat, and is
 * marked current while the page belongs to it — the list below then holds that mode's chats.
 * The text tab also tells the conversation to start over (see NewChatLink).
 */
export function ModeLink({
  to,
  mode,
  children,
}: {
  to: string;
  mode: ChatMode;
  children: ReactNode;
}) {
  const { path } = useRouter();
  // Only chat pages belong to a mode: the text studio (/text) and support are not the chat tab.
  const current = /^\/[a-z]{2}\/chat(?:\/|$)/.test(path) && chatModeOf(path) === mode;
  return (
    <Link
      to={to}
      aria-current={current ? 'true' : undefined}
      data-active={current}
      data-testid={`sidebar-mode-${mode}`}
      onClick={() => {
        if (mode === 'text') window.dispatchEvent(new Event('beseda:new-chat'));
      }}
    >
      {children}
    </Link>
  );
}
