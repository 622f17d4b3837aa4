import { createFactory } from 'hono/factory';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { chatAccess, ownChat } from '../chat/chat-store';
import { findOwnThenShared } from '../chat/shared-chats';
import { ApiError } from '../lib/errors';
import { createRouter, documentRoute } from '../lib/router';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import {
  attachmentRoute,
  branchRoute,
  ChatIdParamSchema,
  listMessagesRoute,
  MessagePageQuerySchema,
  MessageSaveSchema,
  saveMessageRoute,
} from './contract';
import { type MessageRow, messagePage, toMessageJson } from './message-store';
import { messageOfChat, showBranch } from './tree';

const factory = createFactory<AuthEnv>();

const listMessages = factory.createHandlers(
  validate('param', ChatIdParamSchema),
  validate('query', MessagePageQuerySchema),
  async (c) => {
    const { chatId } = c.req.valid('param');
    const { pageNumber, pageSize, branch } = c.req.valid('query');
    const { db } = await chatAccess(c.env, chatId, c.var.auth.userId);
    if (branch) await messageOfChat(db, chatId, branch);
    return c.json(await messagePage(db, c.env.DB, chatId, pageNumber, pageSize, branch));
  },
);

const saveMessage = factory.createHandlers(validate('json', MessageSaveSchema), async (c) => {
  const body = c.req.valid('json');
  const { userId } = c.var.auth;
  const { db } = await ownChat(c.env, body.chatId, userId);
  const now = nowIso();
  const id = crypto.randomUUID();
  // In place of the shown branch's finished last answer: a sibling of that answer's question's
  // follow-ups, so the answer stays on its own branch. Otherwise it follows the shown branch.
  const replaced = body.regeneration
    ? await db
        .prepare(
          `SELECT m.parent_id FROM chats c JOIN messages m ON m.id = c.current_leaf_id
           WHERE c.id = ?1 AND m.chat_id = ?1 AND m.role = 'assistant' AND m.status != 'streaming'`,
        )
        .bind(body.chatId)
        .first<{ parent_id: string | null }>()
    : null;
  await db.batch([
    db
      .prepare(
        `INSERT INTO messages (id, chat_id, user_id, role, content, model, status, parent_id,
           created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'complete', ?7, ?8, ?8)`,
      )
      .bind(
        id,
        body.chatId,
        userId,
        body.role,
        body.content,
        body.model ?? null,
        replaced?.parent_id ?? null,
        now,
      ),
    db.prepare('UPDATE chats SET updated_at = ?2 WHERE id = ?1').bind(body.chatId, now),
  ]);
  const row = await db.prepare('SELECT * FROM messages WHERE id = ?1').bind(id).first<MessageRow>();
  if (!row) throw new ApiError(500, 'internal_error');
  return c.json(toMessageJson(row), 201);
});

/** `/v1/message`: a chat's messages (SPEC §7; the list also answers with SPEC's trailing slash). */
export const messages = createRouter<AuthEnv>();
messages.use('*', requireAuth);

// The list validates its path before its query, as it always has; see also `documentRoute`.
documentRoute(messages, listMessagesRoute);
messages.get('/chat/:chatId', ...listMessages);
messages.get('/chat/:chatId/', ...listMessages);

/**
 * An attachment of one of the owner's chats (`?2`), or only of the chats `?3` names (those shared
 * with the caller): looked for in the user's own conversations first, then in the owners' of
 * the chats shared with them (decision 218).
 */
const ATTACHMENT = `SELECT a.chat_id, a.r2_key, a.name, a.content_type FROM attachments a
  JOIN chats c ON c.id = a.chat_id WHERE a.id = ?1 AND c.owner_id = ?2
  AND (?3 IS NULL OR a.chat_id IN (SELECT value FROM json_each(?3)))`;

messages.openapi(attachmentRoute, async (c) => {
  const { userId } = c.var.auth;
  type File = { chat_id: string; r2_key: string; name: string; content_type: string };
  const file = await findOwnThenShared<File>(c.env, userId, ATTACHMENT, c.req.valid('param').id);
  if (!file) throw new ApiError(404, 'not_found');
  // Its chat still readable: not deleted, not past its end, the share still standing.
  await chatAccess(c.env, file.chat_id, userId);
  const object = await c.env.FILES.get(file.r2_key);
  if (!object) throw new ApiError(404, 'not_found');
  return new Response(object.body, {
    headers: {
      'Content-Type': file.content_type,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

documentRoute(messages, saveMessageRoute);
messages.post('/', ...saveMessage);

// Only the owner changes the remembered branch; a reader looks with the list's `branch` query.
messages.openapi(branchRoute, async (c) => {
  const { chatId } = c.req.valid('param');
  const { pageSize } = c.req.valid('query');
  const { messageId } = c.req.valid('json');
  const { db } = await ownChat(c.env, chatId, c.var.auth.userId);
  await showBranch(db, chatId, messageId);
  return c.json(await messagePage(db, c.env.DB, chatId, 1, pageSize ?? 50), 200);
});
