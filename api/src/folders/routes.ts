import { createFactory } from 'hono/factory';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { chatsOf } from '../chat/chat-db';
import { ownChat, toChatJson } from '../chat/chat-store';
import { ChatIdParamSchema } from '../chat/contract';
import { usableBases } from '../knowledge/knowledge-store';
import { createRouter, documentRoute } from '../lib/router';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import {
  ChatPlacementSchema,
  createFolderRoute,
  deleteFolderRoute,
  FolderCreateSchema,
  FolderIdParamSchema,
  FolderUpdateSchema,
  listFoldersRoute,
  placeChatRoute,
  updateFolderRoute,
} from './contract';
import {
  createFolder,
  deleteFolder,
  type FolderRow,
  folderKnowledgeStatements,
  listFolders,
  ownFolder,
  toFolderJson,
  withLiveBases,
} from './folder-store';

const factory = createFactory<AuthEnv>();

/**
 * `/v1/chat/folders`: the caller's chat folders (docs/decisions/105-chat-folders-and-pins.md).
 * Mounted before `/v1/chat`, whose `GET /{id}` would otherwise take `GET /folders`.
 */
export const folders = createRouter<AuthEnv>();
folders.use('*', requireAuth);

folders.openapi(listFoldersRoute, async (c) => {
  const { userId } = c.var.auth;
  const rows = await withLiveBases(
    c.env.DB,
    await listFolders(await chatsOf(c.env, userId), userId),
  );
  return c.json({ items: rows.map(toFolderJson) }, 200);
});

documentRoute(folders, createFolderRoute);
folders.post(
  '/',
  ...factory.createHandlers(validate('json', FolderCreateSchema), async (c) => {
    const folder = c.req.valid('json');
    // Knowledge bases of the caller's teams only; any other id is 404 (decision 163).
    if (folder.knowledgeIds) {
      await usableBases(c.env.DB, folder.knowledgeIds, c.var.auth.userId, true);
    }
    const { userId } = c.var.auth;
    const row = await createFolder(await chatsOf(c.env, userId), userId, folder, nowIso());
    const [shown] = await withLiveBases(c.env.DB, [row]);
    return c.json(toFolderJson(shown ?? row), 201);
  }),
);

documentRoute(folders, updateFolderRoute);
folders.patch(
  '/:id',
  ...factory.createHandlers(
    validate('param', FolderIdParamSchema),
    validate('json', FolderUpdateSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { name, sortOrder, instructions, knowledgeIds } = c.req.valid('json');
      const { userId } = c.var.auth;
      const db = await chatsOf(c.env, userId);
      const folder = await ownFolder(db, id, userId);
      if (knowledgeIds) await usableBases(c.env.DB, knowledgeIds, userId, true);
      const now = nowIso();
      const update = db
        .prepare(
          `UPDATE chat_folders SET name = ?3, sort_order = ?4, updated_at = ?5, instructions = ?6
         WHERE id = ?1 AND user_id = ?2`,
        )
        .bind(
          id,
          userId,
          name ?? folder.name,
          sortOrder ?? folder.sort_order,
          now,
          instructions ?? folder.instructions,
        );
      await db.batch([
        update,
        ...(knowledgeIds ? folderKnowledgeStatements(db, id, knowledgeIds) : []),
      ]);
      const [shown] = await withLiveBases(c.env.DB, [await ownFolder(db, id, userId)]);
      return c.json(toFolderJson(shown as FolderRow), 200);
    },
  ),
);

folders.openapi(deleteFolderRoute, async (c) => {
  const { id } = c.req.valid('param');
  const { userId } = c.var.auth;
  return c.json(await deleteFolder(await chatsOf(c.env, userId), id, userId), 200);
});

/**
 * `PATCH /v1/chat/{id}/placement`: pin, unpin, file into a folder or take out of one. Only the
 * owner places a chat (a reader gets 403, a stranger 404); a folder not the caller's is 404.
 */
export const chatPlacement = createRouter<AuthEnv>();
chatPlacement.use('/:id/placement', requireAuth);
documentRoute(chatPlacement, placeChatRoute);
chatPlacement.patch(
  '/:id/placement',
  ...factory.createHandlers(
    validate('param', ChatIdParamSchema),
    validate('json', ChatPlacementSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { pinned, folderId } = c.req.valid('json');
      const { userId } = c.var.auth;
      // Only the owner places a chat, so its home is also the home of the caller's folders.
      const { chat, db } = await ownChat(c.env, id, userId);
      if (folderId) await ownFolder(db, folderId, userId);
      const pinnedAt =
        pinned === undefined ? chat.pinned_at : pinned ? (chat.pinned_at ?? nowIso()) : null;
      const folder = folderId === undefined ? chat.folder_id : folderId;
      await db
        .prepare('UPDATE chats SET pinned_at = ?2, folder_id = ?3 WHERE id = ?1')
        .bind(id, pinnedAt ?? null, folder ?? null)
        .run();
      return c.json(toChatJson({ ...chat, pinned_at: pinnedAt, folder_id: folder }, userId), 200);
    },
  ),
);
