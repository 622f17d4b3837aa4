import { createFactory } from 'hono/factory';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import type { Env } from '../env';
import { PINNED_FIRST } from '../folders/folder-store';
import { endChatStreams } from '../generation/end-streams';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { createRouter, documentRoute } from '../lib/router';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import { chatsOf } from './chat-db';
import { type ChatRow, ownChat, readableChat, toChatJson, writableChat } from './chat-store';
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
import { sharedChatsByOwner } from './shared-chats';
import { readToolChoice } from './tool-choice';
import { unfinishedWipe, wipeChats } from './wipe-chats';

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

/**
 * The chats the list shows, read where they live (decision 218): the user's own from their
 * conversations, those shared with them from each owner's (D1's share directory names them).
 * Text-studio runs stay out until continued (docs/decisions/075-text-studio.md); temporary chats
 * never list (docs/decisions/151-projects-and-temporary-chats.md). `?1` is the chat's owner.
 */
const LISTED = `SELECT c.*, EXISTS (SELECT 1 FROM messages m WHERE m.chat_id = c.id
    AND m.status = 'streaming') AS generating
  FROM chats c WHERE c.owner_id = ?1 AND c.deleted_at IS NULL
    AND (?2 IS NULL OR c.mode = ?2) AND c.studio IS NULL AND c.expires_at IS NULL
    AND (?3 IS NULL OR c.id IN (SELECT value FROM json_each(?3)))`;

/**
 * The first `upTo` chats of the list, in its order (the user's pinned chats first, newest pin
 * first, then newest change first, then id), and how many it has in all. Each home answers its
 * first `upTo` in that order; they merge here.
 */
async function listedChats(env: Env, userId: string, mode: string | null, upTo: number) {
  const own = await chatsOf(env, userId);
  const [ownRows, ownCount] = await own.batch([
    own
      .prepare(`${LISTED} ORDER BY ${PINNED_FIRST}, c.updated_at DESC, c.id LIMIT ?4`)
      .bind(userId, mode, null, upTo),
    own.prepare(`SELECT COUNT(*) AS total FROM (${LISTED})`).bind(userId, mode, null),
  ]);
  const rows = [...((ownRows?.results ?? []) as unknown as ChatRow[])];
  let total = (ownCount?.results[0] as { total: number } | undefined)?.total ?? 0;
  for (const shared of await sharedChatsByOwner(env, userId)) {
    const ids = JSON.stringify(shared.chatIds);
    const [sharedRows, sharedCount] = await shared.db.batch([
      shared.db
        .prepare(`${LISTED} ORDER BY c.updated_at DESC, c.id LIMIT ?4`)
        .bind(shared.ownerId, mode, ids, upTo),
      shared.db
        .prepare(`SELECT COUNT(*) AS total FROM (${LISTED})`)
        .bind(shared.ownerId, mode, ids),
    ]);
    rows.push(...((sharedRows?.results ?? []) as unknown as ChatRow[]));
    total += (sharedCount?.results[0] as { total: number } | undefined)?.total ?? 0;
  }
  rows.sort(listOrder(userId));
  return { rows: rows.slice(0, upTo), total };
}

/** SQLite's order of `PINNED_FIRST, c.updated_at DESC, c.id` (text compared as bytes: ISO times, ids). */
const listOrder = (userId: string) => (a: ChatRow, b: ChatRow) => {
  const pin = (row: ChatRow) => (row.owner_id === userId ? (row.pinned_at ?? null) : null);
  const [pa, pb] = [pin(a), pin(b)];
  if (pa !== pb) {
    if (pa === null) return 1;
    if (pb === null) return -1;
    return pa < pb ? 1 : -1;
  }
  if (a.updated_at !== b.updated_at) return a.updated_at < b.updated_at ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

/** Each chat's newest image, from D1's `media` (the list's thumbnails). */
async function newestImages(db: D1Database, chatIds: string[]) {
  if (chatIds.length === 0) return new Map<string, string>();
  const rows = await db
    .prepare(
      `SELECT j.value AS chat_id, (SELECT i.id FROM media i WHERE i.chat_id = j.value
         AND i.content_type LIKE 'image/%' ORDER BY i.created_at DESC, i.rowid DESC LIMIT 1) AS id
       FROM json_each(?1) j`,
    )
    .bind(JSON.stringify(chatIds))
    .all<{ chat_id: string; id: string | null }>();
  return new Map(rows.results.flatMap((row) => (row.id ? [[row.chat_id, row.id] as const] : [])));
}

/** `/v1/chat`: the user's chats (SPEC §7; share also answers with SPEC's trailing slash). */
export const chats = createRouter<AuthEnv>();
chats.use('*', requireAuth);

chats.openapi(listChatsRoute, async (c) => {
  const { page, take, mode } = c.req.valid('query');
  const { userId } = c.var.auth;
  const { rows, total } = await listedChats(c.env, userId, mode ?? null, page * take);
  const shown = rows.slice((page - 1) * take, page * take);
  // Image and Midjourney chats show their newest image as a thumbnail
  // (docs/decisions/041-image-chats.md, 042-image-thumbnails.md), from D1's `media`.
  const thumbnails =
    mode === 'image' || mode === 'midjourney'
      ? await newestImages(
          c.env.DB,
          shown.map((row) => row.id),
        )
      : undefined;
  const items = shown.map((row) =>
    toChatJson(thumbnails ? { ...row, thumbnail_id: thumbnails.get(row.id) ?? null } : row, userId),
  );
  return c.json({ items, total, page, take }, 200);
});

// Routes with a JSON body keep their own validators (same schemas); see `documentRoute`.
documentRoute(chats, shareChatRoute);
chats.post('/share', ...shareChat);
chats.post('/share/', ...shareChat);

chats.openapi(deleteChatRoute, async (c) => {
  const { id } = c.req.valid('param');
  const { userId } = c.var.auth;
  // Deleting wipes as the temporary chats' sweep does: words, files, stored events (decision 193);
  // a delete that stopped half-way is finished by the next (decision 222).
  const db = await ownChat(c.env, id, userId).then(
    (open) => open.db,
    async (error: unknown) => {
      const left =
        error instanceof ApiError && error.status === 404
          ? await unfinishedWipe(c.env, userId, id)
          : null;
      if (!left) throw error;
      return left;
    },
  );
  await wipeChats(c.env, db, '?1', id, nowIso(), { closeFirst: true });
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
