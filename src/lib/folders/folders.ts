/** One of the user's chat folders (docs/decisions/105-chat-folders-and-pins.md). */
export type ChatFolder = {
  id: string;
  name: string;
  /** A project's instructions for every chat in it (docs/decisions/151-…); empty for none. */
  instructions?: string;
  /** Knowledge bases every chat in it searches (docs/decisions/164-knowledge-ui.md). */
  knowledgeIds?: string[];
};

/** Instructions as the api accepts them: at most 8,000 characters. */
export const folderInstructionsMax = 8000;

/** Folder names as the api accepts them: trimmed, 1–60 characters. */
export const folderNameMax = 60;

/** The folders in an api answer (`{items: [...]}`), in their order; anything else is none. */
export function toFolders(body: unknown): ChatFolder[] {
  const items =
    typeof body === 'object' && body !== null ? (body as { items?: unknown }).items : undefined;
  if (!Array.isArray(items)) return [];
  return items.flatMap((raw) =>
    typeof raw?.id === 'string' && typeof raw?.name === 'string'
      ? [
          {
            id: raw.id,
            name: raw.name,
            instructions: typeof raw.instructions === 'string' ? raw.instructions : '',
            knowledgeIds: knowledgeIdsOf(raw.knowledgeIds),
          },
        ]
      : [],
  );
}

/** A folder's knowledge base ids as the api gives them; anything else is none. */
export function knowledgeIdsOf(raw: unknown): string[] {
  return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string') : [];
}

/** The drag data type of a chat dragged in the sidebar; its value is the chat id. */
export const chatDragType = 'application/x-beseda-chat';

/** The `localStorage` key of the folders this browser shows collapsed. */
export const collapsedFoldersKey = 'beseda:collapsed-folders';
