'use client';

import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocale } from '../../i18n/locale-context';
import type { ChatSummary } from '../../lib/chat/types';
import * as m from '../../paraglide/messages.js';
import { ActionsModal } from '../ui/actions-modal-lazy';
import {
  Folder,
  FolderInput,
  FolderMinus,
  FolderPlus,
  MoreHorizontal,
  Pin,
  PinOff,
} from '../ui/icons';
import { MenuButton, type MenuItem } from '../ui/menu-button';
import { FolderNameDialog } from './folder-name-dialog-lazy';
import type { FoldersState } from './use-folders';

/**
 * A chat's "more" menu in the sidebar: pin or unpin it, and move it to a folder — the keyboard's
 * way to do what dragging it onto a folder does.
 */
export function FolderChatMenu({
  chat,
  folders,
  own = [],
}: {
  chat: ChatSummary;
  folders: FoldersState;
  /** The chat's own actions (rename, delete), first in the menu. */
  own?: MenuItem[];
}) {
  const locale = useLocale();
  const [moving, setMoving] = useState(false);
  const [naming, setNaming] = useState(false);
  const name = chat.name || m.chat_untitled({}, { locale });
  const targets = folders.folders.filter((folder) => folder.id !== chat.folderId);
  return (
    <span className="folder-chat-menu" data-testid="chat-menu">
      <MenuButton
        label={m.folders_chat_menu({ name }, { locale })}
        icon={<MoreHorizontal size={15} aria-hidden />}
        items={[
          ...own,
          chat.pinned
            ? {
                id: 'unpin',
                label: m.folders_unpin({}, { locale }),
                icon: <PinOff size={15} aria-hidden />,
                onSelect: () => void folders.place(chat.id, { pinned: false }),
              }
            : {
                id: 'pin',
                label: m.folders_pin({}, { locale }),
                icon: <Pin size={15} aria-hidden />,
                onSelect: () => void folders.place(chat.id, { pinned: true }),
              },
          {
            id: 'move',
            label: m.folders_move({}, { locale }),
            icon: <FolderInput size={15} aria-hidden />,
            onSelect: () => setMoving(true),
          },
        ]}
      />
      {/* In the body: the chat's actions hide when it loses hover and focus, and with them
          anything inside, even a modal dialog. */}
      {moving &&
        createPortal(
          <ActionsModal
            open
            title={m.folders_move_title({ name }, { locale })}
            closeLabel={m.layout_close({}, { locale })}
            testId="folder-move-dialog"
            onClose={() => setMoving(false)}
            actions={[
              ...targets.map((folder) => ({
                id: `folder-${folder.id}`,
                label: folder.name,
                icon: <Folder size={16} aria-hidden />,
                onSelect: () => void folders.place(chat.id, { folderId: folder.id }),
              })),
              ...(chat.folderId
                ? [
                    {
                      id: 'folder-none',
                      label: m.folders_move_out({}, { locale }),
                      icon: <FolderMinus size={16} aria-hidden />,
                      onSelect: () => void folders.place(chat.id, { folderId: null }),
                    },
                  ]
                : []),
              {
                id: 'folder-new',
                label: m.folders_new({}, { locale }),
                icon: <FolderPlus size={16} aria-hidden />,
                onSelect: () => setNaming(true),
              },
            ]}
          />,
          document.body,
        )}
      {naming &&
        createPortal(
          <FolderNameDialog
            title={m.folders_new({}, { locale })}
            submitLabel={m.folders_create({}, { locale })}
            onSubmit={(folderName, instructions, knowledgeIds) =>
              folders.create(folderName, chat.id, instructions, knowledgeIds)
            }
            onClose={() => setNaming(false)}
          />,
          document.body,
        )}
    </span>
  );
}
