'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import type { ChatSummary } from '../../lib/chat/types';
import { type ChatFolder, collapsedFoldersKey, knowledgeIdsOf } from '../../lib/folders/folders';
import * as m from '../../paraglide/messages.js';
import { showToast } from '../ui/toast-store';

type ListChange = (change: (list: ChatSummary[]) => ChatSummary[]) => void;
type Placement = { pinned?: boolean; folderId?: string | null };

/** The api's message of a refused call, or undefined when there is none to show. */
async function refusal(response: Response | undefined) {
  const body = (await response?.json().catch(() => undefined)) as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : undefined;
}

/** Where a chat goes in the list once `placement` applies: pinned on top, others by time. */
function placed(list: ChatSummary[], id: string, placement: Placement) {
  const chat = list.find((c) => c.id === id);
  if (!chat) return list;
  const next = { ...chat, ...placement };
  const rest = list.filter((c) => c.id !== id);
  if (placement.pinned === undefined || placement.pinned === Boolean(chat.pinned)) {
    return list.map((c) => (c.id === id ? next : c));
  }
  if (next.pinned) return [next, ...rest];
  const at = rest.findIndex((c) => !c.pinned && (c.updatedAt ?? '') < (next.updatedAt ?? ''));
  return at < 0 ? [...rest, next] : [...rest.slice(0, at), next, ...rest.slice(at)];
}

/**
 * The user's chat folders and the pin and folder of each chat
 * (docs/decisions/105-chat-folders-and-pins.md): changes show at once and are undone with a
 * toast when the api refuses them. Which folders are collapsed is remembered in this browser.
 */
export function useFolders(initial: ChatFolder[], changeList: ListChange) {
  const locale = useLocale();
  const [folders, setFolders] = useState(initial);
  const [collapsed, setCollapsed] = useState<string[]>([]);
  const snapshot = useRef<ChatSummary[]>([]);

  useEffect(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(collapsedFoldersKey) ?? '[]');
      if (Array.isArray(saved)) setCollapsed(saved.filter((id) => typeof id === 'string'));
    } catch {
      // Nothing remembered (or storage is off): every folder starts open.
    }
  }, []);

  const toggle = useCallback((id: string) => {
    setCollapsed((ids) => {
      const next = ids.includes(id) ? ids.filter((known) => known !== id) : [...ids, id];
      try {
        localStorage.setItem(collapsedFoldersKey, JSON.stringify(next));
      } catch {
        // Storage is off: the folder still opens and closes on this page.
      }
      return next;
    });
  }, []);

  const failed = useCallback(
    () => showToast(m.folders_failed({}, { locale }), { kind: 'error' }),
    [locale],
  );

  /**
   * Creates a folder (and files `chatId` into it); the api's message when it refuses, shown in
   * the name dialog.
   */
  const create = useCallback(
    async (name: string, chatId?: string, instructions = '', knowledgeIds: string[] = []) => {
      const response = await fetch('/api/v1/chat/folders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, instructions, knowledgeIds }),
      }).catch(() => undefined);
      if (!response?.ok) return (await refusal(response)) ?? m.folders_failed({}, { locale });
      const folder = (await response.json()) as ChatFolder;
      setFolders((list) => [
        ...list,
        {
          id: folder.id,
          name: folder.name,
          instructions: folder.instructions ?? '',
          knowledgeIds: knowledgeIdsOf(folder.knowledgeIds ?? knowledgeIds),
        },
      ]);
      if (chatId) void placeRef.current(chatId, { folderId: folder.id });
      return undefined;
    },
    [locale],
  );

  const rename = useCallback(
    async (id: string, name: string, instructions?: string, knowledgeIds?: string[]) => {
      const response = await fetch(`/api/v1/chat/folders/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, instructions, knowledgeIds }),
      }).catch(() => undefined);
      if (!response?.ok) return (await refusal(response)) ?? m.folders_failed({}, { locale });
      const folder = (await response.json()) as ChatFolder;
      setFolders((list) =>
        list.map((f) =>
          f.id === id
            ? {
                ...f,
                name: folder.name,
                instructions: folder.instructions ?? '',
                knowledgeIds: knowledgeIdsOf(folder.knowledgeIds ?? knowledgeIds),
              }
            : f,
        ),
      );
      return undefined;
    },
    [locale],
  );

  const remove = useCallback(
    async (id: string) => {
      const before = folders;
      setFolders((list) => list.filter((f) => f.id !== id));
      changeList((list) => {
        snapshot.current = list;
        return list.map((c) => (c.folderId === id ? { ...c, folderId: null } : c));
      });
      const response = await fetch(`/api/v1/chat/folders/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }).catch(() => undefined);
      if (!response?.ok) {
        setFolders(before);
        changeList(() => snapshot.current);
        failed();
      }
    },
    [folders, changeList, failed],
  );

  /** Pins, unpins or files a chat (`folderId: null` takes it out of its folder). */
  const place = useCallback(
    async (id: string, placement: Placement) => {
      let before: ChatSummary[] = [];
      changeList((list) => {
        before = list;
        return placed(list, id, placement);
      });
      const response = await fetch(`/api/v1/chat/${encodeURIComponent(id)}/placement`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(placement),
      }).catch(() => undefined);
      if (!response?.ok) {
        changeList(() => before);
        failed();
      }
    },
    [changeList, failed],
  );

  const placeRef = useRef(place);
  placeRef.current = place;

  return { folders, collapsed, toggle, create, rename, remove, place };
}

export type FoldersState = ReturnType<typeof useFolders>;
