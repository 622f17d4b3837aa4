import { ApiError, registerErrorMessages } from '../lib/errors';

registerErrorMessages({
  not_chat_owner: {
    en: 'Only the chat owner can do this',
    ru: 'Это может сделать только владелец чата',
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
}

/** A chat as the api answers it. */
export function toChatJson(row: ChatRow, userId: string) {
  return {
    id: row.id,
    name: row.name,
    mode: row.mode,
    model: row.model,
    assistantId: row.assistant_id,
    ownerId: row.owner_id,
    isOwner: row.owner_id === userId,
    generating: Boolean(row.generating),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Chats a user can read: their own and those shared with them, never deleted ones. */
export const READABLE = `c.deleted_at IS NULL AND (c.owner_id = ?1
  OR EXISTS (SELECT 1 FROM chat_shares s WHERE s.chat_id = c.id AND s.user_id = ?1))`;

/**
 * The chat if the user may read it (owner, or shared with them); otherwise 404 — another
 * user's chat is indistinguishable from a missing one.
 */
export async function readableChat(db: D1Database, chatId: string, userId: string) {
  const row = await db
    .prepare(`SELECT c.* FROM chats c WHERE c.id = ?2 AND ${READABLE}`)
    .bind(userId, chatId)
    .first<ChatRow>();
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

/** The chat if the user owns it; 404 when unreadable, 403 for someone it is only shared with. */
export async function ownedChat(db: D1Database, chatId: string, userId: string) {
  const row = await readableChat(db, chatId, userId);
  if (row.owner_id !== userId) throw new ApiError(403, 'not_chat_owner');
  return row;
}
