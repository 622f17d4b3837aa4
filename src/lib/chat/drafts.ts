const prefix = 'beseda:draft:';

/** The unsent text of a chat, kept in localStorage until it is sent (new chats use 'new'). */
export function readDraft(storage: Storage | undefined, chatKey: string): string {
  try {
    return storage?.getItem(prefix + chatKey) ?? '';
  } catch {
    return '';
  }
}

export function writeDraft(storage: Storage | undefined, chatKey: string, text: string) {
  try {
    if (text) storage?.setItem(prefix + chatKey, text);
    else storage?.removeItem(prefix + chatKey);
  } catch {
    // Storage full or blocked: the draft lives only in the page.
  }
}
