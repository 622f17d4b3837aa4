import { createRoute, z } from '@hono/zod-openapi';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { chatAccess, ownChat, toChatJson } from '../chat/chat-store';
import { ChatSchema } from '../chat/contract';
import {
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { startChatFromSummary } from './new-chat';
import { summaryOfChat } from './summary-store';

const SummaryParamSchema = z.object({
  id: z.string().min(1).max(100),
  summaryId: z.string().min(1).max(100),
});

const ChatSummarySchema = z
  .object({
    id: z.string(),
    chatId: z.string(),
    throughMessageId: z.string().openapi({ description: 'The last message folded into it' }),
    text: z.string(),
    model: z.string().openapi({ description: 'The model that wrote it (`provider:llm`)' }),
    usage: z.object({ input: z.number().int(), output: z.number().int() }),
    costKopecks: z.number().int(),
    createdAt: z.string(),
  })
  .openapi('ChatSummary');

const common = { tags: ['chat'], security: bearerSecurity };
const notFound = errorResponse(
  'No such chat or summary, or the chat is not readable by the caller',
);

export const getSummaryRoute = createRoute({
  ...common,
  method: 'get',
  path: '/{id}/summaries/{summaryId}',
  summary: 'A summary of a long chat’s earlier messages',
  description:
    'Written by the summary model when the chat’s history no longer fit the answering model’s ' +
    'window; the prompt carried it instead of the messages up to `throughMessageId`.',
  request: { params: SummaryParamSchema },
  responses: {
    200: jsonResponse(ChatSummarySchema, 'The summary'),
    400: errorResponse('Invalid id'),
    401: notSignedInResponse,
    404: notFound,
  },
});

export const newChatFromSummaryRoute = createRoute({
  ...common,
  method: 'post',
  path: '/{id}/summaries/{summaryId}/chat',
  summary: 'Start a new chat that carries the summary as its starting context',
  description:
    'The new chat belongs to the caller (the chat’s owner), in the same folder; its model reads ' +
    'the summary before the new chat’s messages, and the page shows it.',
  request: { params: SummaryParamSchema },
  responses: {
    201: jsonResponse(ChatSchema, 'The new chat'),
    400: errorResponse('Invalid id'),
    401: notSignedInResponse,
    403: errorResponse('read_only_chat: the chat is only shared with the caller'),
    404: notFound,
  },
});

/** `/v1/chat/{id}/summaries`: read a chat's summary, start a new chat from it (decision 169). */
export const chatSummaries = createRouter<AuthEnv>();
chatSummaries.use('/:id/summaries/*', requireAuth);

chatSummaries.openapi(getSummaryRoute, async (c) => {
  const { id, summaryId } = c.req.valid('param');
  // Read where the chat's owner keeps their conversations (a reader's too).
  const { db } = await chatAccess(c.env, id, c.var.auth.userId);
  const row = await summaryOfChat(db, id, summaryId);
  return c.json(
    {
      id: row.id,
      chatId: row.chat_id,
      throughMessageId: row.through_message_id,
      text: row.text,
      model: row.model,
      usage: { input: row.input_tokens, output: row.output_tokens },
      costKopecks: row.cost_kopecks,
      createdAt: row.created_at,
    },
    200,
  );
});

chatSummaries.openapi(newChatFromSummaryRoute, async (c) => {
  const { id, summaryId } = c.req.valid('param');
  const { userId, entityId } = c.var.auth;
  const { chat: source, db } = await ownChat(c.env, id, userId);
  const summary = await summaryOfChat(db, id, summaryId);
  const chat = await startChatFromSummary(db, { source, summary, userId, entityId });
  return c.json(toChatJson(chat, userId), 201);
});
