import { createRoute, z } from '@hono/zod-openapi';
import { bearerSecurity, errorResponse, jsonResponse, notSignedInResponse } from '../lib/router';
import { ChatExportSchema } from './export-format';

/** Bytes an import file may have (ChatGPT exports of a heavy user reach a few MB). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

const common = { tags: ['chat'], security: bearerSecurity };

export const ExportQuerySchema = z.object({
  format: z.enum(['md', 'json']).default('json'),
});

export const AllExportQuerySchema = z.object({ format: z.enum(['md', 'json']).default('json') });

export const ImportQuerySchema = z.object({
  dryRun: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true')
    .openapi({ description: '1: only say what would be created (the preview); create nothing' }),
});

const ImportedChatSchema = z.object({
  id: z.string().nullable().openapi({ description: 'null in a preview' }),
  name: z.string(),
  messages: z.number().int(),
});

export const ImportResultSchema = z
  .object({
    dryRun: z.boolean(),
    source: z.enum(['beseda', 'chatgpt']),
    chats: z.array(ImportedChatSchema),
    totalChats: z.number().int(),
    totalMessages: z.number().int(),
  })
  .openapi('ChatImportResult');

const download = (description: string) => ({
  description,
  content: {
    'application/json': { schema: ChatExportSchema },
    'text/markdown': { schema: z.string() },
  },
});

export const exportChatRoute = createRoute({
  ...common,
  method: 'get',
  path: '/{id}/export',
  summary: 'Download a readable chat as Markdown (the branch shown) or JSON (the whole tree)',
  request: {
    params: z.object({ id: z.string().min(1).max(100) }),
    query: ExportQuerySchema,
  },
  responses: {
    200: download('The file, with a Content-Disposition naming it after the chat'),
    400: errorResponse('Invalid format'),
    401: notSignedInResponse,
    404: errorResponse('No such chat, or not readable by the caller'),
  },
});

export const exportAllRoute = createRoute({
  ...common,
  method: 'get',
  path: '/export',
  summary:
    "Download all the caller's own chats as JSON (docs/chat-export-format.md) or as one Markdown file",
  request: { query: AllExportQuerySchema },
  responses: {
    200: download('The file'),
    400: errorResponse('Invalid format'),
    401: notSignedInResponse,
  },
});

export const importRoute = createRoute({
  ...common,
  method: 'post',
  path: '/import',
  summary: "Import Beseda's JSON export or ChatGPT's conversations.json (multipart `file`)",
  description:
    'With dryRun=1 nothing is created and the answer previews what would be. Otherwise all the ' +
    'chats are created at once or none is. Imported answers carry no usage or cost.',
  request: {
    query: ImportQuerySchema,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ file: z.string().openapi({ format: 'binary' }) }),
        },
      },
    },
  },
  responses: {
    200: jsonResponse(ImportResultSchema, 'The preview (dryRun)'),
    201: jsonResponse(ImportResultSchema, 'The chats created'),
    400: errorResponse('Not a file we can read, or too many chats or messages'),
    401: notSignedInResponse,
    413: errorResponse('Larger than 20 MB'),
    429: errorResponse('Too many imports in an hour'),
  },
});
