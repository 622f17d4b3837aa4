import { createFactory } from 'hono/factory';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { readableChat, writableChat } from '../chat/chat-store';
import { ApiError } from '../lib/errors';
import { createRouter, documentRoute } from '../lib/router';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import {
  attachmentRoute,
  ChatIdParamSchema,
  listMessagesRoute,
  MessagePageQuerySchema,
  MessageSaveSchema,
  saveMessageRoute,
} from './contract';
import { type MessageRow, messagePage, toMessageJson } from './message-store';

const factory = createFactory<AuthEnv>();

const listMessages = factory.createHandlers(
  validate('param', ChatIdParamSchema),
  validate('query', MessagePageQuerySchema),
  async (c) => {
    const { chatId } = c.req.valid('param');
    const { pageNumber, pageSize } = c.req.valid('query');
    await readableChat(c.env.DB, chatId, c.var.auth.userId);
    return c.json(await messagePage(c.env.DB, chatId, pageNumber, pageSize));
  },
);

const saveMessage = factory.createHandlers(validate('json', MessageSaveSchema), async (c) => {
  const body = c.req.valid('json');
  const { userId } = c.var.auth;
  const db = c.env.DB;
  await writableChat(db, body.chatId, userId);
  const now = nowIso();
  const id = crypto.randomUUID();
  await db.batch([
    // Regeneration drops the owner's last finished answer when it is the chat's last message.
    ...(body.regeneration
      ? [
          db
            .prepare(
              `DELETE FROM messages WHERE seq = (SELECT MAX(seq) FROM messages
                 WHERE chat_id = ?1) AND role = 'assistant' AND status != 'streaming'`,
            )
            .bind(body.chatId),
        ]
      : []),
    db
      .prepare(
        `INSERT INTO messages (id, chat_id, user_id, role, content, model, status, created_at,
           updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'complete', ?7, ?7)`,
      )
      .bind(id, body.chatId, userId, body.role, body.content, body.model ?? null, now),
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
  await readableChat(c.env.DB, file.chat_id, c.var.auth.userId);
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
