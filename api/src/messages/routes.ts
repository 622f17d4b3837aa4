import { createFactory } from 'hono/factory';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { readableChat, writableChat } from '../chat/chat-store';
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
    await readableChat(c.env, chatId, c.var.auth.userId);
    if (branch) await messageOfChat(c.env.DB, chatId, branch);
    return c.json(await messagePage(c.env.DB, chatId, pageNumber, pageSize, branch));
  },
);

const saveMessage = factory.createHandlers(validate('json', MessageSaveSchema), async (c) => {
  const body = c.req.valid('json');
  const { userId } = c.var.auth;
  const db = c.env.DB;
  await writableChat(c.env, body.chatId, userId);
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

messages.openapi(attachmentRoute, async (c) => {
  const file = await c.env.DB.prepare(
    'SELECT chat_id, r2_key, name, content_type FROM attachments WHERE id = ?1',
  )
    .bind(c.req.valid('param').id)
    .first<{ chat_id: string; r2_key: string; name: string; content_type: string }>();
  if (!file) throw new ApiError(404, 'not_found');
  await readableChat(c.env, file.chat_id, c.var.auth.userId);
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
  await writableChat(c.env, chatId, c.var.auth.userId);
  await showBranch(c.env.DB, chatId, messageId);
  return c.json(await messagePage(c.env.DB, chatId, 1, pageSize ?? 50), 200);
});
