import type { Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { type ChatDb, chatsOf } from './chat-db';

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
  /** A temporary chat's end (docs/decisions/151-projects-and-temporary-chats.md). */
  expires_at?: string | null;
  /** Started from another chat's summary: its text (docs/decisions/169-long-chat-summaries.md). */
  starting_summary?: string | null;
  /** Its tool switches as JSON (decision 206); NULL: the defaults. */
  tool_choice?: string | null;
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
    expiresAt: row.expires_at ?? null,
    ...(row.thumbnail_id !== undefined
      ? { thumbnailUrl: row.thumbnail_id ? `/v1/media/${row.thumbnail_id}/thumbnail` : null }
      : {}),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The shared chats `dropSharesOfMember` takes from view, read in its batch: `own` when `userId`
 * owns the chat (its other readers lose it), else shared with them (they lose it). Shares name
 * their chat's owner and team (migration 0053), so no chat row is read.
 */
export function sharesOfMember(db: D1Database, entityId: string, userId: string) {
  return db
    .prepare(
      `SELECT DISTINCT chat_id AS id, owner_id, owner_id = ?2 AS own FROM chat_shares
       WHERE entity_id = ?1 AND (owner_id = ?2 OR user_id = ?2)`,
    )
    .bind(entityId, userId);
}

/**
 * Ends the shares that depend on `userId` being in team `entityId`: those made to them and those of
 * their own chats of that team. Run in the batch that ends the membership.
 */
export function dropSharesOfMember(db: D1Database, entityId: string, userId: string) {
  return db
    .prepare('DELETE FROM chat_shares WHERE entity_id = ?1 AND (owner_id = ?2 OR user_id = ?2)')
    .bind(entityId, userId);
}

/** The chat as its owner's home has it, unless deleted or past its end (decision 151). */
const OWN_CHAT = `SELECT c.* FROM chats c WHERE c.id = ?1 AND c.owner_id = ?2 AND c.deleted_at IS NULL
  AND (c.expires_at IS NULL OR c.expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * The owner of a chat shared with `?2`, while both are members of the chat's team (decision 123):
 * read from D1's share directory (migration 0053), which names owner and team.
 */
const SHARED_BY = `SELECT s.owner_id FROM chat_shares s WHERE s.chat_id = ?1 AND s.user_id = ?2
  AND EXISTS (SELECT 1 FROM entity_members r WHERE r.entity_id = s.entity_id AND r.user_id = ?2)
  AND EXISTS (SELECT 1 FROM entity_members o WHERE o.entity_id = s.entity_id AND o.user_id = s.owner_id)`;

/** A chat the user may read, where it lives: its row, their access, and its owner's conversations. */
export interface OpenChat {
  chat: ChatRow;
  access: ChatAccess;
  /** The owner's conversations (D1 or their object, decision 218): the chat's messages are there. */
  db: ChatDb;
}

/**
 * The chat and the user's access to it, read where its owner's conversations live: the user's
 * own first, else a share (D1's directory) and then the owner's. 404 when they may not read it —
 * another user's chat is indistinguishable from a missing one.
 */
export async function chatAccess(
  env: Pick<Env, 'DB' | 'PERSON'>,
  chatId: string,
  userId: string,
): Promise<OpenChat> {
  const own = await chatsOf(env, userId);
  const chat = await own.prepare(OWN_CHAT).bind(chatId, userId).first<ChatRow>();
  if (chat) return { chat, access: 'owner', db: own };
  const ownerId = await env.DB.prepare(SHARED_BY).bind(chatId, userId).first<string>('owner_id');
  if (!ownerId || ownerId === userId) throw new ApiError(404, 'not_found');
  const db = await chatsOf(env, ownerId);
  const shared = await db.prepare(OWN_CHAT).bind(chatId, ownerId).first<ChatRow>();
  if (!shared) throw new ApiError(404, 'not_found');
  return { chat: shared, access: 'reader', db };
}

/** The chat if the user may read it (owner, or shared with them); otherwise 404. */
export async function readableChat(
  env: Pick<Env, 'DB' | 'PERSON'>,
  chatId: string,
  userId: string,
) {
  return (await chatAccess(env, chatId, userId)).chat;
}

/**
 * The chat if the user may write to it: only its owner sends, regenerates, stops, renames,
 * deletes, shares and saves messages. 404 when unreadable, 403 `read_only_chat` for a reader.
 */
export async function writableChat(
  env: Pick<Env, 'DB' | 'PERSON'>,
  chatId: string,
  userId: string,
) {
  return (await ownChat(env, chatId, userId)).chat;
}

/** `writableChat` with the owner's conversations, to write the chat's rows where they live. */
export async function ownChat(
  env: Pick<Env, 'DB' | 'PERSON'>,
  chatId: string,
  userId: string,
): Promise<OpenChat> {
  const open = await chatAccess(env, chatId, userId);
  if (open.access !== 'owner') throw new ApiError(403, 'read_only_chat');
  return open;
}
