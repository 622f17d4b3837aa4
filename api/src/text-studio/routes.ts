import { createRoute, z } from '@hono/zod-openapi';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { chatsOf } from '../chat/chat-db';
import { ownChat } from '../chat/chat-store';
import { ApiError } from '../lib/errors';
import {
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { nowIso } from '../lib/time';

const RunSchema = z
  .object({
    chatId: z.string(),
    requestId: z.string().nullable().openapi({ description: 'Reopens the run on its stream' }),
    action: z.string().nullable().openapi({ description: '`rewrite`, `tone:formal`, …' }),
    original: z.string(),
    result: z.string(),
    status: z.enum(['streaming', 'complete', 'stopped', 'error']),
    model: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('TextStudioRun');

const listRoute = createRoute({
  tags: ['text-studio'],
  security: bearerSecurity,
  method: 'get',
  path: '/',
  summary: 'My text-studio runs, newest first (at most 50), with their text and result',
  responses: {
    200: jsonResponse(z.object({ items: z.array(RunSchema) }), 'The runs'),
    401: notSignedInResponse,
  },
});

const deleteRoute = createRoute({
  tags: ['text-studio'],
  security: bearerSecurity,
  method: 'delete',
  path: '/{chatId}',
  summary: 'Delete one of my text-studio runs from the history',
  request: { params: z.object({ chatId: z.string().min(1).max(100) }) },
  responses: {
    204: { description: 'Deleted' },
    400: errorResponse('Invalid id'),
    401: notSignedInResponse,
    404: errorResponse('No such run of the caller (a continued run is a chat now)'),
  },
});

const continueRoute = createRoute({
  tags: ['text-studio'],
  security: bearerSecurity,
  method: 'post',
  path: '/{chatId}/continue',
  summary:
    'Continue a text-studio run as a chat: it joins the chat list with the text and the result',
  request: { params: z.object({ chatId: z.string().min(1).max(100) }) },
  responses: {
    200: jsonResponse(
      z.object({ chatId: z.string() }).openapi('TextStudioContinued'),
      'The chat, now in the chat list (continuing again changes nothing)',
    ),
    400: errorResponse('Invalid id'),
    401: notSignedInResponse,
    404: errorResponse('No such run of the caller'),
  },
});

/**
 * `/v1/text-studio`: a studio run is a chat the send route started with `studio=text`
 * (docs/decisions/075-text-studio.md); this turns it into an ordinary chat.
 */
export const textStudio = createRouter<AuthEnv>();
textStudio.use('*', requireAuth);

type RunRow = {
  chat_id: string;
  request_id: string | null;
  studio_action: string | null;
  original: string | null;
  result: string;
  status: 'streaming' | 'complete' | 'stopped' | 'error';
  model: string | null;
  created_at: string;
};

textStudio.openapi(listRoute, async (c) => {
  const db = await chatsOf(c.env, c.var.auth.userId);
  const { results } = await db
    .prepare(
      `SELECT c.id AS chat_id, a.request_id, c.studio_action, a.content AS result, a.status,
       a.model, c.created_at,
       (SELECT q.content FROM messages q WHERE q.chat_id = c.id AND q.role = 'user'
         ORDER BY q.seq LIMIT 1) AS original
     FROM chats c
     JOIN messages a ON a.seq = (SELECT MAX(seq) FROM messages WHERE chat_id = c.id AND role = 'assistant')
     WHERE c.owner_id = ?1 AND c.studio = 'text' AND c.deleted_at IS NULL
     ORDER BY c.created_at DESC, c.id LIMIT 50`,
    )
    .bind(c.var.auth.userId)
    .all<RunRow>();
  const items = results.map((row) => ({
    chatId: row.chat_id,
    requestId: row.request_id,
    action: row.studio_action,
    original: row.original ?? '',
    result: row.result,
    status: row.status,
    model: row.model,
    createdAt: row.created_at,
  }));
  return c.json({ items }, 200);
});

textStudio.openapi(deleteRoute, async (c) => {
  const { chatId } = c.req.valid('param');
  const now = nowIso();
  const db = await chatsOf(c.env, c.var.auth.userId);
  const done = await db
    .prepare(
      `UPDATE chats SET deleted_at = ?3, updated_at = ?3
     WHERE id = ?1 AND owner_id = ?2 AND studio = 'text' AND deleted_at IS NULL`,
    )
    .bind(chatId, c.var.auth.userId, now)
    .run();
  if (done.meta.changes === 0) throw new ApiError(404, 'not_found');
  return c.body(null, 204);
});

textStudio.openapi(continueRoute, async (c) => {
  const { chatId } = c.req.valid('param');
  const { chat, db } = await ownChat(c.env, chatId, c.var.auth.userId);
  if (chat.mode !== 'text') throw new ApiError(404, 'not_found');
  await db
    .prepare('UPDATE chats SET studio = NULL, updated_at = ?2 WHERE id = ?1')
    .bind(chatId, nowIso())
    .run();
  return c.json({ chatId }, 200);
});
