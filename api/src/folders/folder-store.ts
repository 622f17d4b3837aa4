import type { ChatDb } from '../chat/chat-db';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { MAX_FOLDERS } from './contract';

registerErrorMessages({
  folder_limit: {
    en: `You already have ${MAX_FOLDERS} folders: delete one to make another`,
    ru: `У вас уже ${MAX_FOLDERS} папок: удалите одну, чтобы создать новую`,
  },
});

export interface FolderRow {
  id: string;
  user_id: string;
  name: string;
  sort_order: number;
  instructions: string;
  /** The folder's knowledge bases, comma-separated (decision 163); null for none. */
  knowledge_ids?: string | null;
  created_at: string;
  updated_at: string;
  chat_count?: number;
}

/** A folder as the api answers it. */
export function toFolderJson(row: FolderRow) {
  return {
    id: row.id,
    name: row.name,
    sortOrder: row.sort_order,
    chatCount: row.chat_count ?? 0,
    instructions: row.instructions ?? '',
    knowledgeIds: row.knowledge_ids ? row.knowledge_ids.split(',') : [],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const WITH_COUNT = `SELECT f.*, (SELECT count(*) FROM chats c WHERE c.folder_id = f.id
  AND c.owner_id = f.user_id AND c.deleted_at IS NULL) AS chat_count,
  (SELECT group_concat(k.knowledge_base_id) FROM folder_knowledge k WHERE k.folder_id = f.id)
  AS knowledge_ids FROM chat_folders f`;

/** The user's folders, in their order (their knowledge ids as stored: see `withLiveBases`). */
export async function listFolders(db: ChatDb, userId: string) {
  const rows = await db
    .prepare(`${WITH_COUNT} WHERE f.user_id = ?1 ORDER BY f.sort_order, f.created_at, f.id`)
    .bind(userId)
    .all<FolderRow>();
  return rows.results;
}

/**
 * The folders with only the knowledge bases that still exist. Folders live with their owner's
 * conversations, bases in D1: a base's deletion cannot cascade into a person's object (XO-13 of
 * docs/storage-plan.md), so its ids are left out here, as a second step read from D1.
 */
export async function withLiveBases(db: D1Database, rows: FolderRow[]): Promise<FolderRow[]> {
  const ids = [...new Set(rows.flatMap((row) => row.knowledge_ids?.split(',') ?? []))];
  if (ids.length === 0) return rows;
  const { results } = await db
    .prepare('SELECT id FROM knowledge_bases WHERE id IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(ids))
    .all<{ id: string }>();
  const live = new Set(results.map((row) => row.id));
  return rows.map((row) => ({
    ...row,
    knowledge_ids:
      row.knowledge_ids
        ?.split(',')
        .filter((id) => live.has(id))
        .join(',') || null,
  }));
}

/**
 * The user's folder with this id; 404 for a missing folder and for anyone else's, which
 * look the same.
 */
export async function ownFolder(db: ChatDb, folderId: string, userId: string) {
  const row = await db
    .prepare(`${WITH_COUNT} WHERE f.id = ?1 AND f.user_id = ?2`)
    .bind(folderId, userId)
    .first<FolderRow>();
  if (!row) throw new ApiError(404, 'not_found', { field: 'folderId' });
  return row;
}

/**
 * Creates a folder placed after the user's others. The limit is checked in the same statement
 * as the insert, so two requests at once cannot both pass it.
 */
export async function createFolder(
  db: ChatDb,
  userId: string,
  folder: { name: string; instructions?: string; knowledgeIds?: string[] },
  now: string,
) {
  const id = crypto.randomUUID();
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO chat_folders (id, user_id, name, sort_order, created_at, updated_at, instructions)
       SELECT ?1, ?2, ?3, coalesce(max(sort_order) + 1, 0), ?4, ?4, ?6 FROM chat_folders
       WHERE user_id = ?2 HAVING count(*) < ?5`,
      )
      .bind(id, userId, folder.name, now, MAX_FOLDERS, folder.instructions ?? ''),
    ...folderKnowledgeStatements(db, id, folder.knowledgeIds ?? []),
  ]);
  if (!inserted?.meta.changes) throw new ApiError(409, 'folder_limit');
  return ownFolder(db, id, userId);
}

/**
 * The statements that set a folder's knowledge bases to `ids` (checked usable by the caller
 * before): the old links go, the new ones are written only while the folder exists.
 */
export function folderKnowledgeStatements(db: ChatDb, folderId: string, ids: string[]) {
  return [
    db.prepare('DELETE FROM folder_knowledge WHERE folder_id = ?1').bind(folderId),
    ...[...new Set(ids)].map((baseId) =>
      db
        .prepare(
          `INSERT INTO folder_knowledge (folder_id, knowledge_base_id)
           SELECT ?1, ?2 WHERE EXISTS (SELECT 1 FROM chat_folders WHERE id = ?1)`,
        )
        .bind(folderId, baseId),
    ),
  ];
}

/**
 * A send's project (docs/decisions/151-projects-and-temporary-chats.md): for a new chat, the
 * folder it starts in (the caller's, else 404); for an existing one, the folder it is filed in.
 * Its instructions go to the model; a chat outside folders costs no query.
 */
export async function projectOf(
  db: ChatDb,
  userId: string,
  chat: { folder_id?: string | null } | undefined,
  newChatFolderId: string | undefined,
): Promise<{ folderId?: string; instructions: string; knowledgeIds: string[] }> {
  const idsOf = (row: Pick<FolderRow, 'knowledge_ids'> | null) =>
    row?.knowledge_ids ? row.knowledge_ids.split(',') : [];
  if (!chat && newChatFolderId) {
    const folder = await ownFolder(db, newChatFolderId, userId);
    return { folderId: folder.id, instructions: folder.instructions, knowledgeIds: idsOf(folder) };
  }
  if (!chat?.folder_id) return { instructions: '', knowledgeIds: [] };
  const row = await db
    .prepare(
      `SELECT instructions, (SELECT group_concat(k.knowledge_base_id) FROM folder_knowledge k
         WHERE k.folder_id = f.id) AS knowledge_ids FROM chat_folders f WHERE id = ?1 AND user_id = ?2`,
    )
    .bind(chat.folder_id, userId)
    .first<{ instructions: string; knowledge_ids: string | null }>();
  return {
    folderId: chat.folder_id,
    instructions: row?.instructions ?? '',
    knowledgeIds: idsOf(row),
  };
}

/** Deletes the user's folder; its chats move out of it (to no folder) and are kept. */
export async function deleteFolder(db: ChatDb, folderId: string, userId: string) {
  const folder = await ownFolder(db, folderId, userId);
  const [moved] = await db.batch([
    db.prepare('UPDATE chats SET folder_id = NULL WHERE folder_id = ?1').bind(folderId),
    db.prepare('DELETE FROM chat_folders WHERE id = ?1 AND user_id = ?2').bind(folderId, userId),
  ]);
  return { id: folder.id, deleted: true, movedChats: moved?.meta.changes ?? 0 };
}

/**
 * The chat list's leading order: the caller's pinned chats first, the latest pinned on top
 * (`?1` is the caller; a shared chat's pin is its owner's, not theirs).
 */
export const PINNED_FIRST = `(c.owner_id = ?1 AND c.pinned_at IS NOT NULL) DESC,
  CASE WHEN c.owner_id = ?1 THEN c.pinned_at END DESC`;
