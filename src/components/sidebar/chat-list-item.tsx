'use client';

import { type ReactNode, useState } from 'react';
import { Link } from 'waku';
import { useLocale } from '../../i18n/locale-context';
import type { ChatSummary } from '../../lib/chat/types';
import { chatDragType } from '../../lib/folders/folders';
import * as m from '../../paraglide/messages.js';
import { IconButton } from '../ui/icon-button';
import { Eye, Pencil, Trash2 } from '../ui/icons';
import type { MenuItem } from '../ui/menu-button';

/**
 * One chat in the sidebar: a link, inline rename, delete with a confirmation; a chat shared with
 * the user is only marked as such (its owner alone renames or deletes it).
 */
export function ChatListItem({
  chat,
  active,
  onRename,
  onDelete,
  menu,
}: {
  chat: ChatSummary;
  active: boolean;
  onRename: (name: string) => void;
  onDelete: () => void;
  /**
   * More actions of an own chat (pin, move to a folder), given this item's rename and delete so
   * a phone, which shows only the menu, reaches them there; an own chat can also be dragged.
   */
  menu?: (own: MenuItem[]) => ReactNode;
}) {
  const locale = useLocale();
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm'>('view');
  const [draft, setDraft] = useState(chat.name);
  const name = chat.name || m.chat_untitled({}, { locale });

  const startRename = () => {
    setDraft(chat.name);
    setMode('rename');
  };
  const own: MenuItem[] = [
    {
      id: 'rename',
      label: m.chat_rename({}, { locale }),
      icon: <Pencil size={15} aria-hidden />,
      onSelect: startRename,
    },
    {
      id: 'delete',
      label: m.chat_delete({}, { locale }),
      icon: <Trash2 size={15} aria-hidden />,
      onSelect: () => setMode('confirm'),
    },
  ];

  const save = () => {
    const value = draft.trim();
    setMode('view');
    if (value && value !== chat.name) onRename(value.slice(0, 200));
  };

  if (mode === 'rename') {
    return (
      <li className="chat-item" data-testid="chat-item" data-chat-id={chat.id}>
        <input
          className="chat-rename-input"
          value={draft}
          maxLength={200}
          // biome-ignore lint/a11y/noAutofocus: the person just asked to rename this chat
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
          onBlur={save}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
            if (event.key === 'Escape') setMode('view');
          }}
          aria-label={m.chat_rename({}, { locale })}
          data-testid="chat-rename-input"
        />
      </li>
    );
  }
  return (
    <li
      className="chat-item"
      data-active={active}
      data-testid="chat-item"
      data-chat-id={chat.id}
      aria-busy={chat.namePending || undefined}
      draggable={!chat.readOnly && menu !== undefined}
      onDragStart={(event) => {
        event.dataTransfer.setData(chatDragType, chat.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
    >
      <Link
        to={`/${locale}/chat/${chat.mode === 'midjourney' || chat.mode === 'image' ? `${chat.mode}/` : ''}${chat.id}`}
        className="chat-link"
        aria-current={active ? 'page' : undefined}
        data-testid="chat-link"
      >
        <span className="chat-name">{name}</span>
        {chat.generating && (
          <span
            className="chat-generating"
            title={m.chat_generating({}, { locale })}
            data-testid="chat-generating"
          />
        )}
      </Link>
      {mode === 'confirm' ? (
        <div
          className="chat-confirm"
          role="alertdialog"
          aria-label={m.chat_delete_confirm({ name }, { locale })}
        >
          <span>{m.chat_delete_confirm({ name }, { locale })}</span>
          <button
            type="button"
            className="button button-danger"
            onClick={onDelete}
            data-testid="chat-delete-confirm"
          >
            {m.chat_delete({}, { locale })}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => setMode('view')}
            data-testid="chat-delete-cancel"
          >
            {m.chat_cancel({}, { locale })}
          </button>
        </div>
      ) : chat.readOnly ? (
        <span
          className="chat-item-shared"
          title={m.chat_shared_with_you({}, { locale })}
          data-testid="chat-shared-mark"
        >
          <Eye size={14} aria-hidden />
          <span className="visually-hidden">{m.chat_shared_with_you({}, { locale })}</span>
        </span>
      ) : (
        <div className="chat-item-actions">
          <IconButton
            label={m.chat_rename({}, { locale })}
            icon={<Pencil size={15} aria-hidden />}
            tooltipSide="bottom"
            className="icon-button chat-item-direct"
            onClick={startRename}
            data-testid="chat-rename"
          />
          <IconButton
            label={m.chat_delete({}, { locale })}
            icon={<Trash2 size={15} aria-hidden />}
            tooltipSide="bottom"
            className="icon-button chat-item-direct"
            onClick={() => setMode('confirm')}
            data-testid="chat-delete"
          />
          {menu?.(own)}
        </div>
      )}
    </li>
  );
}
