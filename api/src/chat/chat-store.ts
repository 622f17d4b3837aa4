import { ApiError, registerErrorMessages } from '../lib/errors';

registerErrorMessages({
  read_only_chat: {
    en: 'This chat is shared with you to read. Continue it in your own chats to write.',
    ru: 'Этот чат открыт вам только для чтения. Чтобы писать, продолжите его в своих чатах.',
  },
});

export interface ChatRow {
  id: string;
  owner_id: string;
  entity_id: string;
  name: string;
  mode: string;
  model: string | null;
  assistant_id: string | null;
  created_at: string;
  updated_at: string;
  generating?: number;
  /** The list's image and Midjourney chats: their newest image. */
  thumbnail_id?: string | null;
  /** The owner's folder and pin (docs/decisions/105-chat-folders-and-pins.md). */
  folder_id?: string | null;
  pinned_at?: string | null;
}

/** What a user may do with a chat: the owner writes, those it is shared with only read. */
export type ChatAccess = 'owner' | 'reader';

/** A chat as the api answers it. */
export function toChatJson(row: ChatRow, userId: string) {
  const access: ChatAccess = row.owner_id === userId ? 'owner' : 'reader';
  return {
    id: row.id,
    name: row.name,
    mode: row.mode,
    model: row.model,
    assistantId: row.assistant_id,
    ownerId: row.owner_id,
    isOwner: access === 'owner',
    access,
    generating: Boolean(row.generating),
    // Only the owner files and pins a chat; a reader sees it unpinned, outside folders.
    folderId: access === 'owner' ? (row.folder_id ?? null) : null,
    pinned: access === 'owner' && Boolean(row.pinned_at),
    ...(row.thumbnail_id !== undefined
      ? { thumbnailUrl: row.thumbnail_id ? `/v1/media/${row.thumbnail_id}/thumbnail` : null }
      : {}),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Chats a user can read: their own and those shared with them, never deleted ones. */
export const READABLE = `c.deleted_at IS NULL AND (c.owner_id = ?1
  OR EXISTS (SELECT 1 FROM chat_shares s WHERE s.chat_id = c.id AND s.user_id = ?1))`;

/**
 * The chat and the user's access to it; 404 when they may not read it — another user's chat
 * is indistinguishable from a missing one.
 */
export async function chatAccess(db: D1Database, chatId: string, userId: string) {
  const chat = await db
    .prepare(`SELECT c.* FROM chats c WHERE c.id = ?2 AND ${READABLE}`)
    .bind(userId, chatId)
    .first<ChatRow>();
  if (!chat) throw new ApiError(404, 'not_found');
  const access: ChatAccess = chat.owner_id === userId ? 'owner' : 'reader';
  return { chat, access };
}

/** The chat if the user may read it (owner, or shared with them); otherwise 404. */
export async function readableChat(db: D1Database, chatId: string, userId: string) {
  return (await chatAccess(db, chatId, userId)).chat;
}

/**
 * The chat if the user may write to it: only its owner sends, regenerates, stops, renames,
 * deletes, shares and saves messages. 404 when unreadable, 403 `read_only_chat` for a reader.
 */
export async function writableChat(db: D1Database, chatId: string, userId: string) {
  const { chat, access } = await chatAccess(db, chatId, userId);
  if (access !== 'owner') throw new ApiError(403, 'read_only_chat');
  return chat;
}
