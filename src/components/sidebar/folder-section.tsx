'use client';

import { type ReactNode, useId, useState } from 'react';
import { useRouter } from 'waku';
import { useLocale } from '../../i18n/locale-context';
import type { ChatFolder } from '../../lib/folders/folders';
import * as m from '../../paraglide/messages.js';
import { ActionsModal } from '../ui/actions-modal-lazy';
import {
  ChevronRight,
  Folder,
  MessageSquarePlus,
  MoreHorizontal,
  Pencil,
  Trash2,
} from '../ui/icons';
import { MenuButton } from '../ui/menu-button';
import { useChatDrop } from './folder-drop';
import { FolderNameDialog } from './folder-name-dialog-lazy';
import type { FoldersState } from './use-folders';

/**
 * One folder in the sidebar: a button that opens and closes it (remembered), a menu to rename
 * or delete it, its chats; a chat dropped on it moves into it.
 */
export function FolderSection({
  folder,
  folders,
  children,
}: {
  folder: ChatFolder;
  folders: FoldersState;
  children: ReactNode[];
}) {
  const locale = useLocale();
  const router = useRouter();
  const listId = useId();
  const [dialog, setDialog] = useState<'rename' | 'delete'>();
  const open = !folders.collapsed.includes(folder.id);
  const drop = useChatDrop((chatId) => void folders.place(chatId, { folderId: folder.id }));
  return (
    <li
      className="folder-section"
      data-drop={drop.over}
      data-testid="folder"
      data-folder-id={folder.id}
      {...drop.handlers}
    >
      <div className="folder-head">
        <button
          type="button"
          className="folder-toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => folders.toggle(folder.id)}
          data-testid="folder-toggle"
        >
          <ChevronRight size={14} aria-hidden className="folder-chevron" />
          <Folder size={15} aria-hidden />
          <span className="folder-name" data-testid="folder-name">
            {folder.name}
          </span>
          <span className="folder-count">{children.length}</span>
        </button>
        <MenuButton
          label={m.folders_actions({ name: folder.name }, { locale })}
          icon={<MoreHorizontal size={15} aria-hidden />}
          items={[
            {
              id: 'new-chat',
              label: m.folders_new_chat({}, { locale }),
              icon: <MessageSquarePlus size={15} aria-hidden />,
              onSelect: () => {
                // The chat starts in this folder, with its instructions (decision 151).
                window.dispatchEvent(new Event('beseda:new-chat'));
                router.push(`/${locale}/chat?folder=${encodeURIComponent(folder.id)}`);
              },
            },
            {
              id: 'rename',
              label: m.folders_rename({}, { locale }),
              icon: <Pencil size={15} aria-hidden />,
              onSelect: () => setDialog('rename'),
            },
            {
              id: 'delete',
              label: m.folders_delete({}, { locale }),
              icon: <Trash2 size={15} aria-hidden />,
              onSelect: () => setDialog('delete'),
            },
          ]}
        />
      </div>
      <ul className="chat-items folder-chats" id={listId} hidden={!open}>
        {children.length > 0 ? (
          children
        ) : (
          <li className="folder-empty">{m.folders_drop_here({}, { locale })}</li>
        )}
      </ul>
      {dialog === 'rename' && (
        <FolderNameDialog
          title={m.folders_rename({}, { locale })}
          submitLabel={m.folders_save({}, { locale })}
          initialName={folder.name}
          initialInstructions={folder.instructions}
          initialKnowledgeIds={folder.knowledgeIds}
          onSubmit={(name, instructions, knowledgeIds) =>
            folders.rename(folder.id, name, instructions, knowledgeIds)
          }
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'delete' && (
        <ActionsModal
          open
          title={m.folders_delete_title({ name: folder.name }, { locale })}
          closeLabel={m.layout_close({}, { locale })}
          testId="folder-delete-dialog"
          onClose={() => setDialog(undefined)}
          actions={[
            {
              id: 'folder-delete',
              label: m.folders_delete({}, { locale }),
              icon: <Trash2 size={16} aria-hidden />,
              danger: true,
              onSelect: () => void folders.remove(folder.id),
            },
          ]}
        />
      )}
    </li>
  );
}
