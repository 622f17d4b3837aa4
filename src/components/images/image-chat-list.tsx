'use client';

import { useEffect, useState } from 'react';
import { browserUrl } from '../../lib/images/image-turns';
import { chatNamedEvent } from '../chat/use-chat-name';
import { ImageIcon } from '../ui/icons';
import type { ImageChatItem } from './image-chat-grid';

/**
 * The grid's tiles, newest first. A chat the studio has just created (announced as
 * `beseda:chat`) joins at once and takes its name when it is announced, so the list never says
 * "none yet" beside the grid being made.
 */
export function ImageChatList({
  chats,
  activeId,
  base,
  emptyText,
  untitled,
}: {
  chats: ImageChatItem[];
  activeId?: string;
  base: string;
  emptyText: string;
  untitled: string;
}) {
  const [list, setList] = useState(chats);
  useEffect(() => {
    const onChat = (event: Event) => {
      const { chatId, name } = (event as CustomEvent<{ chatId: string; name?: string }>).detail;
      setList((current) =>
        current.some((chat) => chat.id === chatId)
          ? current
          : [{ id: chatId, name: name ?? '', updatedAt: new Date().toISOString() }, ...current],
      );
    };
    const onNamed = (event: Event) => {
      const { chatId, name } = (event as CustomEvent<{ chatId: string; name: string }>).detail;
      setList((current) => current.map((chat) => (chat.id === chatId ? { ...chat, name } : chat)));
    };
    window.addEventListener('beseda:chat', onChat);
    window.addEventListener(chatNamedEvent, onNamed);
    return () => {
      window.removeEventListener('beseda:chat', onChat);
      window.removeEventListener(chatNamedEvent, onNamed);
    };
  }, []);
  if (list.length === 0) return <p className="muted">{emptyText}</p>;
  return (
    <ul className="img-chat-grid" data-testid="img-chat-grid">
      {list.map((chat) => (
        <li key={chat.id}>
          <a
            href={`${base}/${encodeURIComponent(chat.id)}`}
            aria-current={chat.id === activeId ? 'page' : undefined}
            data-testid="img-chat-link"
          >
            {chat.thumbnailUrl ? (
              <img src={browserUrl(chat.thumbnailUrl)} alt="" loading="lazy" />
            ) : (
              // No image yet (still drawing, or it failed): a tile that says so, not a blank one.
              <span className="img-chat-blank" aria-hidden="true" data-testid="img-chat-blank">
                <ImageIcon size={28} />
              </span>
            )}
            <span className="img-chat-name">{chat.name || untitled}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
