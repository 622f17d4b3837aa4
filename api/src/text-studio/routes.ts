import { createRoute, z } from '@hono/zod-openapi';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { writableChat } from '../chat/chat-store';
import { ApiError } from '../lib/errors';
import {
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { nowIso } from '../lib/time';

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

textStudio.openapi(continueRoute, async (c) => {
  const { chatId } = c.req.valid('param');
  const chat = await writableChat(c.env.DB, chatId, c.var.auth.userId);
  if (chat.mode !== 'text') throw new ApiError(404, 'not_found');
  await c.env.DB.prepare('UPDATE chats SET studio = NULL, updated_at = ?2 WHERE id = ?1')
    .bind(chatId, nowIso())
    .run();
  return c.json({ chatId }, 200);
});
