import { createRoute, z } from '@hono/zod-openapi';
import { defineIssueTexts } from '../lib/issue-texts';
import {
  bearerSecurity,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';

/** How many memories one person keeps at most. */
export const MAX_MEMORIES = 100;
/** The longest memory, in characters: a short fact, not a document. */
export const MAX_MEMORY_CHARS = 300;

const rules = defineIssueTexts({
  memory_text: {
    en: `must be 1 to ${MAX_MEMORY_CHARS} characters`,
    ru: `должно быть от 1 до ${MAX_MEMORY_CHARS} символов`,
  },
});

export const MemoryIdParamSchema = z.object({ id: z.string().min(1).max(100) });

/** A memory's text: trimmed, one to MAX_MEMORY_CHARS characters. */
export const MemoryText = z
  .string()
  .trim()
  .min(1, rules.memory_text)
  .max(MAX_MEMORY_CHARS, rules.memory_text)
  .openapi({ example: 'Prefers answers in Russian, with metric units' });

export const MemoryWriteSchema = z.object({ text: MemoryText }).openapi('MemoryWrite');

export const MemorySchema = z
  .object({ id: z.string(), text: z.string(), createdAt: z.string() })
  .openapi('Memory');

const common = { tags: ['memories'], security: bearerSecurity };
const noMemory = errorResponse('No such memory of the caller');
const MemoryAnswer = z.object({ memory: MemorySchema });

export const listMemoriesRoute = createRoute({
  ...common,
  method: 'get',
  path: '/',
  operationId: 'listMemories',
  summary: 'The caller’s memories, newest first',
  responses: {
    200: jsonResponse(z.object({ memories: z.array(MemorySchema) }), 'The memories'),
    401: notSignedInResponse,
  },
});

export const createMemoryRoute = createRoute({
  ...common,
  method: 'post',
  path: '/',
  operationId: 'createMemory',
  summary: 'Add a memory by hand',
  request: { body: jsonBody(MemoryWriteSchema) },
  responses: {
    201: jsonResponse(MemoryAnswer, 'Saved'),
    400: errorResponse('Invalid input'),
    401: notSignedInResponse,
    409: errorResponse(`memory_limit: the caller already has ${MAX_MEMORIES} memories`),
  },
});

export const updateMemoryRoute = createRoute({
  ...common,
  method: 'patch',
  path: '/{id}',
  operationId: 'updateMemory',
  summary: 'Change a memory’s text',
  request: { params: MemoryIdParamSchema, body: jsonBody(MemoryWriteSchema) },
  responses: {
    200: jsonResponse(MemoryAnswer, 'The memory'),
    400: errorResponse('Invalid input'),
    401: notSignedInResponse,
    404: noMemory,
  },
});

export const deleteMemoryRoute = createRoute({
  ...common,
  method: 'delete',
  path: '/{id}',
  operationId: 'deleteMemory',
  summary: 'Forget one memory (also the undo of a `remember` call)',
  request: { params: MemoryIdParamSchema },
  responses: { 204: { description: 'Deleted' }, 401: notSignedInResponse, 404: noMemory },
});

export const clearMemoriesRoute = createRoute({
  ...common,
  method: 'delete',
  path: '/',
  operationId: 'clearMemories',
  summary: 'Forget everything: delete all the caller’s memories',
  responses: { 204: { description: 'Deleted' }, 401: notSignedInResponse },
});
