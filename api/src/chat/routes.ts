import { createFactory } from 'hono/factory';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { PINNED_FIRST } from '../folders/folder-store';
import { endChatStreams } from '../generation/end-streams';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { createRouter, documentRoute } from '../lib/router';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import type { FileRef } from '../media/unreferenced-files';
import {
  type ChatRow,
  ownChat,
  READABLE,
  readableChat,
  toChatJson,
  writableChat,
} from './chat-store';
import {
  ChatIdParamSchema,
  ChatRenameSchema,
  ChatShareSchema,
  ChatToolsSchema,
  chatToolsRoute,
  deleteChatRoute,
  getChatRoute,
  listChatsRoute,
  renameChatRoute,
  shareChatRoute,
} from './contract';
import { copyChat, copyChatRoute } from './copy-chat';
import { readToolChoice } from './tool-choice';
import { afterWipe, type WipedAnswer, wipeChatsStatements } from './wipe-chats';

registerErrorMessages({
  temporary_chat_unshared: {
    en: 'A temporary chat cannot be shared',
    ru: 'Временным чатом нельзя поделиться',
  },
  share_outside_team: {
    en: 'A chat can be shared only with members of its owner’s team',
    ru: 'Чатом можно поделиться только с участниками команды владельца',
  },
});

type UserRow = { id: string; name: string; email: string };

const factory = createFactory<AuthEnv>();

const shareChat = factory.createHandlers(validate('json', ChatShareSchema), async (c) => {
  const { chatId, userIds } = c.req.valid('json');
  const { userId } = c.var.auth;
  const db = c.env.DB;
  const chat = await writableChat(c.env, chatId, userId);
  if (chat.expires_at) throw new ApiError(409, 'temporary_chat_unshared', { field: 'chatId' });
  const wanted = [...new Set(userIds)].filter((id) => id !== userId);
  const members = await db
    .prepare(
      `SELECT user_id FROM entity_members WHERE entity_id = ?1
       AND user_id IN (SELECT value FROM json_each(?2))`,
    )
    .bind(chat.entity_id, JSON.stringify([...wanted, userId]))
    .all<{ user_id: string }>();
  // The owner too must still be in the chat's team (decision 123); unsharing always works.
  if (wanted.length > 0 && members.results.length !== wanted.length + 1) {
    throw new ApiError(400, 'share_outside_team', { field: 'userIds' });
  }
  const now = nowIso();
  const [before] = await db.batch([
    db.prepare('SELECT user_id FROM chat_shares WHERE chat_id = ?1').bind(chatId),
    db.prepare('DELETE FROM chat_shares WHERE chat_id = ?1').bind(chatId),
    ...wanted.map((id) =>
      db
        .prepare(
          `INSERT INTO chat_shares (chat_id, user_id, created_at, owner_id, entity_id)
           VALUES (?1, ?2, ?3, ?4, ?5)`,
        )
        .bind(chatId, id, now, chat.owner_id, chat.entity_id),
    ),
  ]);
  // An answer streaming to someone unshared stops reaching them (decision 193).
  const was = (before?.results ?? []) as { user_id: string }[];
  if (was.some((share) => !wanted.includes(share.user_id))) {
    await endChatStreams(c.env, [{ id: chatId, ownerId: userId }], { allBut: [userId, ...wanted] });
  }
  return c.json({ chatId, userIds: wanted });
});

const renameChat = factory.createHandlers(
  validate('param', ChatIdParamSchema),
  validate('json', ChatRenameSchema),
  async (c) => {
    const { id } = c.req.valid('param');
    const { name } = c.req.valid('json');
    const { chat, db } = await ownChat(c.env, id, c.var.auth.userId);
    await db.prepare('UPDATE chats SET name = ?2 WHERE id = ?1').bind(id, name).run();
    return c.json(toChatJson({ ...chat, name }, c.var.auth.userId));
  },
);

/** Replaces an own chat's tool switches (decision 206); the next sends honour them. */
const chooseTools = factory.createHandlers(
  validate('param', ChatIdParamSchema),
  validate('json', ChatToolsSchema),
  async (c) => {
    const { id } = c.req.valid('param');
    const { toolChoice } = c.req.valid('json');
    const { db } = await ownChat(c.env, id, c.var.auth.userId);
    await db
      .prepare('UPDATE chats SET tool_choice = ?2 WHERE id = ?1')
      .bind(id, JSON.stringify(toolChoice))
      .run();
    return c.json({ id, toolChoice });
  },
);

/** `/v1/chat`: the user's chats (SPEC §7; share also answers with SPEC's trailing slash). */
export const chats = createRouter<AuthEnv>();
chats.use('*', requireAuth);

chats.openapi(listChatsRoute, async (c) => {
  const { page, take, mode } = c.req.valid('query');
  const { userId } = c.var.auth;
  const db = c.env.DB;
  // Text-studio runs stay out of the list until continued (docs/decisions/075-text-studio.md).
  // Temporary chats never list (docs/decisions/151-projects-and-temporary-chats.md).
  const ofMode = '(?4 IS NULL OR c.mode = ?4) AND c.studio IS NULL AND c.expires_at IS NULL';
  // Image and Midjourney chats show their newest image as a thumbnail
  // (docs/decisions/041-image-chats.md, 042-image-thumbnails.md).
  const thumbnail =
    mode === 'image' || mode === 'midjourney'
      ? `, (SELECT i.id FROM media i WHERE i.chat_id = c.id AND i.content_type LIKE 'image/%'
           ORDER BY i.created_at DESC, i.rowid DESC LIMIT 1) AS thumbnail_id`
      : '';
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT c.*, EXISTS (SELECT 1 FROM messages m WHERE m.chat_id = c.id
           AND m.status = 'streaming') AS generating${thumbnail}
         FROM chats c WHERE ${READABLE} AND ${ofMode}
         ORDER BY ${PINNED_FIRST}, c.updated_at DESC, c.id LIMIT ?2 OFFSET ?3`,
      )
      .bind(userId, take, (page - 1) * take, mode ?? null),
    db
      .prepare(
        `SELECT COUNT(*) AS total FROM chats c WHERE ${READABLE} AND (?2 IS NULL OR c.mode = ?2)
           AND c.studio IS NULL AND c.expires_at IS NULL`,
      )
      .bind(userId, mode ?? null),
  ]);
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  const items = ((rows?.results ?? []) as ChatRow[]).map((row) => toChatJson(row, userId));
  return c.json({ items, total, page, take }, 200);
});

// Routes with a JSON body keep their own validators (same schemas); see `documentRoute`.
documentRoute(chats, shareChatRoute);
chats.post('/share', ...shareChat);
chats.post('/share/', ...shareChat);

chats.openapi(deleteChatRoute, async (c) => {
  const { id } = c.req.valid('param');
  const { userId } = c.var.auth;
  await writableChat(c.env, id, userId);
  // Deleting wipes as the temporary chats' sweep does: words, files, stored events (decision 193).
  const [files, answers] = await c.env.DB.batch([
    ...wipeChatsStatements(c.env.DB, '?1', id, nowIso()),
  ]);
  await afterWipe(
    c.env,
    userId,
    (files?.results ?? []) as FileRef[],
    (answers?.results ?? []) as WipedAnswer[],
  );
  return c.json({ id, deleted: true }, 200);
});

chats.openapi(getChatRoute, async (c) => {
  const { id } = c.req.valid('param');
  const { userId } = c.var.auth;
  const db = c.env.DB;
  const chat = await readableChat(c.env, id, userId);
  const [owner, shared] = await db.batch<UserRow>([
    db.prepare('SELECT id, name, email FROM users WHERE id = ?1').bind(chat.owner_id),
    db
      .prepare(
        `SELECT u.id, u.name, u.email FROM chat_shares s JOIN users u ON u.id = s.user_id
         WHERE s.chat_id = ?1 ORDER BY s.created_at, u.id`,
      )
      .bind(id),
  ]);
  const detail = {
    ...toChatJson(chat, userId),
    owner: owner?.results[0] ?? null,
    sharedUsers: shared?.results ?? [],
    startingSummary: chat.starting_summary ?? null,
    toolChoice: readToolChoice(chat.tool_choice),
  };
  return c.json(detail, 200);
});

chats.openapi(copyChatRoute, async (c) => {
  const { userId, entityId } = c.var.auth;
  const copy = await copyChat(c.env, c.req.valid('param').id, userId, entityId);
  return c.json(toChatJson(copy, userId), 201);
});

documentRoute(chats, chatToolsRoute);
chats.put('/:id/tools', ...chooseTools);

documentRoute(chats, renameChatRoute);
chats.patch('/:id', ...renameChat);
