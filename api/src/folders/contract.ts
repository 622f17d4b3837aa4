import { createRoute, z } from '@hono/zod-openapi';
import { ChatIdParamSchema, ChatSchema } from '../chat/contract';
import {
  bearerSecurity,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';

/** How many folders one user may have. */
export const MAX_FOLDERS = 50;

export const FolderIdParamSchema = z.object({ id: z.string().min(1).max(100) });

const FolderName = z.string().trim().min(1).max(60);

/** How long a folder's instructions may be, in characters. */
const MAX_FOLDER_INSTRUCTIONS = 8000;

const FolderInstructions = z
  .string()
  .trim()
  .max(MAX_FOLDER_INSTRUCTIONS)
  .openapi({
    description:
      'A project’s instructions: sent to the model, before an assistant’s, in every chat filed ' +
      'in the folder; empty for none',
  });

/** Knowledge bases a folder may carry. */
export const MAX_FOLDER_KNOWLEDGE = 10;

const FolderKnowledgeIds = z
  .array(z.string().min(1).max(100))
  .max(MAX_FOLDER_KNOWLEDGE)
  .openapi({
    description:
      'A project’s knowledge bases (of the caller’s teams): every chat filed in the folder ' +
      'answers from them too (docs/decisions/163-knowledge-bases.md)',
  });

export const FolderCreateSchema = z
  .object({
    name: FolderName,
    instructions: FolderInstructions.optional(),
    knowledgeIds: FolderKnowledgeIds.optional(),
  })
  .openapi('FolderCreate');

export const FolderUpdateSchema = z
  .object({
    name: FolderName.optional(),
    instructions: FolderInstructions.optional(),
    knowledgeIds: FolderKnowledgeIds.optional(),
    sortOrder: z.number().int().min(0).max(1_000_000).optional().openapi({
      description: 'Position among the caller’s folders, ascending',
    }),
  })
  .openapi('FolderUpdate');

export const ChatPlacementSchema = z
  .object({
    pinned: z.boolean().optional().openapi({ description: 'Pin to the top of the list, or unpin' }),
    folderId: z.string().min(1).max(100).nullable().optional().openapi({
      description: 'One of the caller’s folders; null takes the chat out of its folder',
    }),
  })
  .openapi('ChatPlacement');

export const FolderSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    sortOrder: z.number().int(),
    chatCount: z.number().int().openapi({ description: 'Chats of the caller in the folder' }),
    instructions: z.string().openapi({ description: 'The project’s instructions; empty for none' }),
    knowledgeIds: z.array(z.string()).openapi({ description: 'The project’s knowledge bases' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Folder');

const FolderDeletedSchema = z
  .object({
    id: z.string(),
    deleted: z.boolean(),
    movedChats: z.number().int().openapi({ description: 'Chats moved out of it, none deleted' }),
  })
  .openapi('FolderDeleted');

const common = { tags: ['chat folders'], security: bearerSecurity };
const noFolder = errorResponse('No such folder of the caller');

export const listFoldersRoute = createRoute({
  ...common,
  method: 'get',
  path: '/',
  operationId: 'listChatFolders',
  summary: 'The caller’s chat folders in their order',
  responses: {
    200: jsonResponse(z.object({ items: z.array(FolderSchema) }), 'The folders'),
    401: notSignedInResponse,
  },
});

export const createFolderRoute = createRoute({
  ...common,
  method: 'post',
  path: '/',
  operationId: 'createChatFolder',
  summary: 'Create a folder (name 1–60 characters), placed last',
  request: { body: jsonBody(FolderCreateSchema) },
  responses: {
    201: jsonResponse(FolderSchema, 'The new folder'),
    400: errorResponse('Invalid name'),
    401: notSignedInResponse,
    409: errorResponse(`folder_limit: the caller already has ${MAX_FOLDERS} folders`),
  },
});

export const updateFolderRoute = createRoute({
  ...common,
  method: 'patch',
  path: '/{id}',
  operationId: 'updateChatFolder',
  summary: 'Rename or reorder a folder, or change its instructions',
  request: { params: FolderIdParamSchema, body: jsonBody(FolderUpdateSchema) },
  responses: {
    200: jsonResponse(FolderSchema, 'The folder'),
    400: errorResponse('Invalid name or order'),
    401: notSignedInResponse,
    404: noFolder,
  },
});

export const deleteFolderRoute = createRoute({
  ...common,
  method: 'delete',
  path: '/{id}',
  operationId: 'deleteChatFolder',
  summary: 'Delete a folder; its chats move out of it and stay',
  request: { params: FolderIdParamSchema },
  responses: {
    200: jsonResponse(FolderDeletedSchema, 'Deleted'),
    400: errorResponse('Invalid id'),
    401: notSignedInResponse,
    404: noFolder,
  },
});

export const placeChatRoute = createRoute({
  tags: ['chat'],
  security: bearerSecurity,
  method: 'patch',
  path: '/{id}/placement',
  operationId: 'placeChat',
  summary: 'Pin or unpin an own chat, or move it into one of the caller’s folders or out',
  request: { params: ChatIdParamSchema, body: jsonBody(ChatPlacementSchema) },
  responses: {
    200: jsonResponse(ChatSchema, 'The chat'),
    400: errorResponse('Invalid input'),
    401: notSignedInResponse,
    403: errorResponse('read_only_chat: only the owner files or pins a chat'),
    404: errorResponse('No such chat, or no such folder of the caller'),
  },
});
