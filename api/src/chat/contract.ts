import { createRoute, z } from '@hono/zod-openapi';
import {
  bearerSecurity,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { ToolChoiceSchema } from './tool-choice';

export const ChatIdParamSchema = z.object({ id: z.string().min(1).max(100) });

export const ChatListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  take: z.coerce.number().int().min(1).max(100).default(100),
  mode: z.enum(['text', 'image', 'midjourney']).optional().openapi({
    description: 'Only chats of this mode (image and Midjourney chats carry a thumbnail)',
  }),
});

export const ChatRenameSchema = z
  .object({ name: z.string().trim().min(1).max(200) })
  .openapi('ChatRename');

export const ChatShareSchema = z
  .object({
    chatId: z.string().min(1).max(100),
    userIds: z
      .array(z.string().min(1).max(100))
      .max(100)
      .openapi({ description: 'Team members to share with; replaces the previous list' }),
  })
  .openapi('ChatShare');

export const ChatSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    mode: z.string(),
    model: z.string().nullable(),
    assistantId: z.string().nullable(),
    ownerId: z.string(),
    isOwner: z.boolean(),
    access: z.enum(['owner', 'reader']).openapi({
      description: 'owner writes; reader (shared with) only reads and may copy it',
    }),
    generating: z.boolean().openapi({ description: 'An answer is being written in it' }),
    folderId: z.string().nullable().openapi({
      description: 'The caller’s folder holding it (GET/POST /v1/chat/folders); null for none',
    }),
    pinned: z.boolean().openapi({ description: 'Pinned by the caller: pinned chats list first' }),
    expiresAt: z
      .string()
      .nullable()
      .openapi({
        description:
          'A temporary chat (send with temporary=true): when it is wiped, 24 hours after its ' +
          'last message; null for a normal chat',
      }),
    thumbnailUrl: z
      .string()
      .nullable()
      .optional()
      .openapi({
        description:
          'Image and Midjourney chats in the list: a thumbnail of the newest image ' +
          '(/v1/media/{id}/thumbnail)',
      }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Chat');

const ChatPersonSchema = z
  .object({ id: z.string(), name: z.string(), email: z.string() })
  .openapi('ChatPerson');

const ChatPageSchema = z
  .object({
    items: z.array(ChatSchema),
    total: z.number().int(),
    page: z.number().int(),
    take: z.number().int(),
  })
  .openapi('ChatPage');

const ChatDetailSchema = ChatSchema.extend({
  owner: ChatPersonSchema.nullable(),
  sharedUsers: z.array(ChatPersonSchema),
  startingSummary: z
    .string()
    .nullable()
    .openapi({
      description:
        'A chat started from another chat’s summary of earlier messages: that summary, which the ' +
        'model reads before this chat’s own messages',
    }),
  toolChoice: ToolChoiceSchema.openapi({
    description: 'The chat’s tool switches (PUT /v1/chat/{id}/tools); {} for all defaults',
  }),
}).openapi('ChatDetail');

export const ChatToolsSchema = z.object({ toolChoice: ToolChoiceSchema }).openapi('ChatTools');

const ChatToolsSavedSchema = z
  .object({ id: z.string(), toolChoice: ToolChoiceSchema })
  .openapi('ChatToolsSaved');

const ChatSharedSchema = z
  .object({ chatId: z.string(), userIds: z.array(z.string()) })
  .openapi('ChatShared');

const ChatDeletedSchema = z.object({ id: z.string(), deleted: z.boolean() }).openapi('ChatDeleted');

const common = { tags: ['chat'], security: bearerSecurity };
const notFound = errorResponse('No such chat, or not readable by the caller');
const notOwner = errorResponse('read_only_chat: the chat is only shared with the caller');

export const listChatsRoute = createRoute({
  ...common,
  method: 'get',
  path: '/',
  summary:
    'The chats the caller owns or that are shared with them: pinned first, then newest first',
  request: { query: ChatListQuerySchema },
  responses: {
    200: jsonResponse(ChatPageSchema, 'One page of chats'),
    400: errorResponse('Invalid page or take'),
    401: notSignedInResponse,
  },
});

export const shareChatRoute = createRoute({
  ...common,
  method: 'post',
  path: '/share/',
  summary: 'Share an own chat with members of its team (also answers without the slash)',
  request: { body: jsonBody(ChatShareSchema) },
  responses: {
    200: jsonResponse(ChatSharedSchema, 'The chat is now shared with exactly these users'),
    400: errorResponse('Invalid input, or a user outside the team'),
    401: notSignedInResponse,
    403: notOwner,
    404: notFound,
    409: errorResponse('temporary_chat_unshared: a temporary chat is never shared'),
  },
});

export const deleteChatRoute = createRoute({
  ...common,
  method: 'patch',
  path: '/delete/{id}',
  summary:
    'Delete an own chat: its words, files and stored answers go; an answer still running stops, billed as a stop',
  request: { params: ChatIdParamSchema },
  responses: {
    200: jsonResponse(ChatDeletedSchema, 'Deleted'),
    400: errorResponse('Invalid id'),
    401: notSignedInResponse,
    403: notOwner,
    404: notFound,
  },
});

export const getChatRoute = createRoute({
  ...common,
  method: 'get',
  path: '/{id}',
  summary: 'A readable chat with its owner and the users it is shared with',
  request: { params: ChatIdParamSchema },
  responses: {
    200: jsonResponse(ChatDetailSchema, 'The chat'),
    400: errorResponse('Invalid id'),
    401: notSignedInResponse,
    404: notFound,
  },
});

export const renameChatRoute = createRoute({
  ...common,
  method: 'patch',
  path: '/{id}',
  summary: 'Rename an own chat',
  request: { params: ChatIdParamSchema, body: jsonBody(ChatRenameSchema) },
  responses: {
    200: jsonResponse(ChatSchema, 'The renamed chat'),
    400: errorResponse('Invalid name'),
    401: notSignedInResponse,
    403: notOwner,
    404: notFound,
  },
});

export const chatToolsRoute = createRoute({
  ...common,
  method: 'put',
  path: '/{id}/tools',
  summary:
    'Choose which tools an own chat offers the model: an MCP server, Python or web search ' +
    'switched off is not offered to its next answers',
  request: { params: ChatIdParamSchema, body: jsonBody(ChatToolsSchema) },
  responses: {
    200: jsonResponse(ChatToolsSavedSchema, 'The chat’s switches, replaced by these'),
    400: errorResponse('Invalid switches'),
    401: notSignedInResponse,
    403: notOwner,
    404: notFound,
  },
});
