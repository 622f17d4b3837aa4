'use client';

import { type ReactNode, useId, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import type { ChatMode } from '../../lib/chat/chat-mode';
import type { ChatSummary } from '../../lib/chat/types';
import { useHydrated } from '../../lib/use-hydrated';
import * as m from '../../paraglide/messages.js';
import { IconButton } from '../ui/icon-button';
import { FolderPlus } from '../ui/icons';
import { useChatDrop } from './folder-drop';
import { FolderNameDialog } from './folder-name-dialog-lazy';
import { FolderSection } from './folder-section';
import type { FoldersState } from './use-folders';

/**
 * The sidebar's chats grouped (docs/decisions/105-chat-folders-and-pins.md): pinned ones on top,
 * then each folder, then the chats in no folder. Dropping a chat on the last group takes it out
 * of its folder. Items of a `ul.chat-items`.
 */
export function FolderSections({
  chats,
  folders,
  mode,
  renderChat,
}: {
  chats: ChatSummary[];
  folders: FoldersState;
  /** The list's mode: folders are made among text chats; image and Midjourney lists show only
   * the folders that hold chats of theirs, with the count of those. */
  mode: ChatMode;
  renderChat: (chat: ChatSummary) => ReactNode;
}) {
  const locale = useLocale();
  const pinnedId = useId();
  const restId = useId();
  const [naming, setNaming] = useState(false);
  // Says when the buttons work (hydrated), as the model picker does; tests wait for it.
  const ready = useHydrated();
  const outOfFolders = useChatDrop((chatId) => void folders.place(chatId, { folderId: null }));
  const known = new Set(folders.folders.map((folder) => folder.id));
  const pinned = chats.filter((chat) => chat.pinned);
  const inFolder = (chat: ChatSummary) => !chat.pinned && chat.folderId && known.has(chat.folderId);
  const rest = chats.filter((chat) => !chat.pinned && !inFolder(chat));
  const filed = (folderId: string) =>
    chats.filter((chat) => !chat.pinned && chat.folderId === folderId);
  const shownFolders =
    mode === 'text'
      ? folders.folders
      : folders.folders.filter((folder) => filed(folder.id).length > 0);
  return (
    <>
      {pinned.length > 0 && (
        <li className="folder-group" data-testid="pinned-chats">
          <h3 className="folder-group-title" id={pinnedId}>
            {m.folders_pinned({}, { locale })}
          </h3>
          <ul className="chat-items" aria-labelledby={pinnedId}>
            {pinned.map(renderChat)}
          </ul>
        </li>
      )}
      {(mode === 'text' || shownFolders.length > 0) && (
        <li className="folder-group">
          {mode === 'text' && (
            <div className="folder-group-head">
              <IconButton
                label={m.folders_new({}, { locale })}
                icon={<FolderPlus size={15} aria-hidden />}
                text={m.folders_new({}, { locale })}
                className="folder-new"
                onClick={() => setNaming(true)}
                data-testid="folder-new"
                data-ready={ready}
              />
            </div>
          )}
          {shownFolders.length > 0 && (
            <ul className="chat-items folder-list">
              {shownFolders.map((folder) => (
                <FolderSection key={folder.id} folder={folder} folders={folders}>
                  {filed(folder.id).map(renderChat)}
                </FolderSection>
              ))}
            </ul>
          )}
        </li>
      )}
      <li
        className="folder-group"
        data-drop={outOfFolders.over}
        data-testid="unfiled-chats"
        {...outOfFolders.handlers}
      >
        {(pinned.length > 0 || shownFolders.length > 0) && (
          <h3 className="folder-group-title" id={restId}>
            {m.folders_other_chats({}, { locale })}
          </h3>
        )}
        <ul
          className="chat-items"
          aria-labelledby={pinned.length > 0 || shownFolders.length > 0 ? restId : undefined}
        >
          {rest.map(renderChat)}
        </ul>
      </li>
      {naming && (
        <FolderNameDialog
          title={m.folders_new({}, { locale })}
          submitLabel={m.folders_create({}, { locale })}
          onSubmit={(name, instructions, knowledgeIds) =>
            folders.create(name, undefined, instructions, knowledgeIds)
          }
          onClose={() => setNaming(false)}
        />
      )}
    </>
  );
}
