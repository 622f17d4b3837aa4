'use client';

import { useEffect, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { callApi } from '../../lib/call-api';
import { type ChatFolder, toFolders } from '../../lib/folders/folders';
import * as m from '../../paraglide/messages.js';
import { Folder } from '../ui/icons';

/** The folder a new chat starts in (`?folder=`), read from the api's list; none while unknown. */
export function useStartFolder(folderId: string | undefined): ChatFolder | undefined {
  const [folder, setFolder] = useState<ChatFolder>();
  useEffect(() => {
    if (!folderId) return;
    const controller = new AbortController();
    void callApi<unknown>('/v1/chat/folders', 'GET', undefined, controller.signal).then((res) => {
      if (res.ok) setFolder(toFolders(res.data).find((item) => item.id === folderId));
    });
    return () => controller.abort();
  }, [folderId]);
  return folderId ? folder : undefined;
}

/**
 * Where a new chat started from a folder goes, said before its first message (as ChatGPT's and
 * Claude's projects do): the folder's name and the instructions every chat in it gets
 * (docs/decisions/151-projects-and-temporary-chats.md).
 */
export function FolderStart({ folder }: { folder: ChatFolder }) {
  const locale = useLocale();
  return (
    <section className="folder-start" data-testid="folder-start">
      <p className="folder-start-name">
        <Folder size={16} aria-hidden />
        {m.chat_in_folder({ name: folder.name }, { locale })}
      </p>
      {folder.instructions ? (
        <>
          <h3 className="folder-start-label">{m.folders_instructions_title({}, { locale })}</h3>
          <p className="folder-start-instructions" data-testid="folder-start-instructions">
            {folder.instructions}
          </p>
        </>
      ) : null}
    </section>
  );
}
