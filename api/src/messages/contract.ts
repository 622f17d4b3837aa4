import { createRoute, z } from '@hono/zod-openapi';
import { CitationSourceSchema } from '../knowledge/contract';
import {
  bearerSecurity,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';

export const ChatIdParamSchema = z.object({ chatId: z.string().min(1).max(100) });

export const MessagePageQuerySchema = z.object({
  pageNumber: z.coerce
    .number()
    .int()
    .min(1)
    .default(1)
    .openapi({ description: 'Page 1 holds the newest messages' }),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  branch: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .openapi({
      description:
        'Show the branch through this message (to its newest descendant) instead of the one the ' +
        'chat remembers, without changing it: how a reader of a shared chat looks at another branch',
    }),
});

export const BranchSchema = z
  .object({
    messageId: z.string().min(1).max(100).openapi({
      description: 'A message of the chat; its branch (to its newest descendant) is shown',
    }),
  })
  .strict()
  .openapi('BranchChoice');

export const AttachmentParamSchema = z.object({ id: z.string() });

/**
 * A message the chat's owner saves: a user message only (answers come from generations alone);
 * usage, cost and status are never client-set, and unknown fields are refused.
 */
export const MessageSaveSchema = z
  .object({
    chatId: z.string().min(1).max(100),
    role: z.literal('user').openapi({ description: 'Only user messages can be saved' }),
    content: z.string().max(200_000),
    model: z.string().max(100).optional(),
    regeneration: z
      .boolean()
      .optional()
      .openapi({
        description:
          'Save it in place of the chat’s last finished answer (when that ends the shown branch): ' +
          'the answer is kept on its own branch, no longer shown',
      }),
  })
  .strict()
  .openapi('MessageSave');

const AttachmentSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.string(),
    size: z.number().int(),
    url: z.string().openapi({ example: '/v1/message/attachment/3f2a…' }),
  })
  .openapi('Attachment');

export const MessageSchema = z
  .object({
    id: z.string(),
    chatId: z.string(),
    role: z.enum(['user', 'assistant', 'system']),
    content: z.string(),
    model: z.string().nullable(),
    status: z.enum(['streaming', 'complete', 'stopped', 'error']),
    requestId: z
      .string()
      .nullable()
      .openapi({ description: 'Attach to a streaming answer with GET /v1/openai/stream/{id}' }),
    usage: z
      .object({
        input: z.number().int(),
        output: z.number().int().openapi({ description: 'Output tokens, thinking included' }),
        reasoning: z
          .number()
          .int()
          .optional()
          .openapi({ description: 'The thinking’s share of `output`, when the provider says' }),
      })
      .nullable(),
    cost: z.number().int().openapi({ description: 'Kopecks' }),
    errorCode: z.string().nullable(),
    reasoning: z
      .object({
        text: z.string(),
        ms: z.number().int().openapi({ description: 'When the thinking ended, after the start' }),
      })
      .optional()
      .openapi({ description: 'A reasoning model’s thinking, shown above the answer' }),
    citations: z
      .array(CitationSourceSchema)
      .optional()
      .openapi({ description: 'The knowledge-base passages the answer was given, numbered' }),
    summaryId: z
      .string()
      .optional()
      .openapi({
        description:
          'A summary of the earlier messages ends at this one (docs/decisions/169-long-chat-summaries.md): ' +
          'read it at `GET /v1/chat/{chatId}/summaries/{summaryId}`',
      }),
    leftOut: z.array(z.string()).optional().openapi({
      description:
        'Names of earlier files this answer’s prompt had no room for (the model’s window was full)',
    }),
    attachments: z.array(AttachmentSchema),
    images: z
      .array(
        z.object({
          id: z.string(),
          url: z.string().openapi({ example: '/v1/media/3f2a…' }),
          thumbnailUrl: z.string().openapi({ example: '/v1/media/3f2a…/thumbnail' }),
          type: z.string(),
          size: z.number().int(),
          width: z.number().int().nullable(),
          height: z.number().int().nullable(),
        }),
      )
      .openapi({ description: 'Images an image-chat answer made (image mode)' }),
    createdAt: z.string(),
    updatedAt: z.string(),
    toolCalls: z
      .array(
        z.object({
          id: z.string(),
          server: z.string(),
          tool: z.string(),
          input: z.unknown(),
          output: z.string().openapi({ description: 'The text the model received (capped)' }),
          isError: z.boolean(),
          durationMs: z.number().int().nonnegative().optional().openapi({
            description: 'How long the tool ran, in ms (absent on older answers and denied calls)',
          }),
          memoryId: z
            .string()
            .optional()
            .openapi({ description: 'The memory a built-in `remember` call saved' }),
          app: z.object({ uri: z.string(), html: z.string() }).optional().openapi({
            description:
              'An MCP App view of the result (`ui://`), shown only in the sandbox origin',
          }),
          files: z
            .array(
              z.object({
                mediaId: z.string(),
                name: z.string(),
                size: z.number().int(),
                contentType: z.string(),
              }),
            )
            .optional()
            .openapi({
              description:
                'Files a `run_python` run wrote, or the raster images (png, jpeg, gif, webp; ' +
                'at most 4, 5 MB each) an MCP tool returned; served by `GET /v1/media/{id}`',
            }),
        }),
      )
      .optional()
      .openapi({
        description: 'The tool calls the answer made (MCP and built-in), with their results',
      }),
    parentId: z.string().nullable().openapi({
      description:
        'The message this one follows (a question: the answer before; an answer: its question)',
    }),
    siblings: z
      .object({
        index: z.number().int().openapi({ description: '0-based position among its siblings' }),
        count: z.number().int(),
        ids: z.array(z.string()).openapi({ description: 'Same parent, oldest first' }),
        running: z
          .array(
            z.object({
              id: z.string(),
              requestId: z.string(),
              model: z.string().nullable(),
              createdAt: z.string(),
            }),
          )
          .optional()
          .openapi({
            description:
              'Versions still being written, when one besides this message is (several models ' +
              'compared): attach to each with GET /v1/openai/stream/{requestId}',
          }),
      })
      .optional()
      .openapi({ description: 'The branches at this message (in pages): `‹ index+1/count ›`' }),
  })
  .openapi('Message');

const MessagePageSchema = z
  .object({
    items: z.array(MessageSchema).openapi({ description: 'Oldest first' }),
    total: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    leafId: z.string().nullable().openapi({
      description: 'The last message of the branch shown (pass as `branch` for its older pages)',
    }),
  })
  .openapi('MessagePage');

const common = { tags: ['message'], security: bearerSecurity };

export const listMessagesRoute = createRoute({
  ...common,
  method: 'get',
  path: '/chat/{chatId}/',
  summary: "One page of a readable chat's messages (also answers without the slash)",
  request: { params: ChatIdParamSchema, query: MessagePageQuerySchema },
  responses: {
    200: jsonResponse(MessagePageSchema, 'One page of messages'),
    400: errorResponse('Invalid chat id or page'),
    401: notSignedInResponse,
    404: errorResponse('No such chat, or not readable by the caller'),
  },
});

export const attachmentRoute = createRoute({
  ...common,
  method: 'get',
  path: '/attachment/{id}',
  summary: 'Download a file sent with a message of a readable chat',
  request: { params: AttachmentParamSchema },
  responses: {
    200: {
      description: 'The file, as an attachment, with the type it was sent with',
      content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    401: notSignedInResponse,
    404: errorResponse('No such file, or its chat is not readable by the caller'),
  },
});

export const saveMessageRoute = createRoute({
  ...common,
  method: 'post',
  path: '/',
  summary: 'Save a user message to an own chat',
  request: { body: jsonBody(MessageSaveSchema) },
  responses: {
    201: jsonResponse(MessageSchema, 'The saved message'),
    400: errorResponse('Invalid input: a role other than user, or an unknown field'),
    401: notSignedInResponse,
    403: errorResponse('read_only_chat: the chat is only shared with the caller'),
    404: errorResponse('No such chat, or not readable by the caller'),
  },
});

export const branchRoute = createRoute({
  ...common,
  method: 'put',
  path: '/chat/{chatId}/branch',
  summary: 'Show another branch of an own chat, remembered for every device',
  description:
    'The chat shows the branch through `messageId` down to its newest message; answers page 1 ' +
    'of it (the `pageSize` query as in the list). Readers of a shared chat get 403: they look ' +
    'at another branch with the list’s `branch` query instead, without changing the owner’s.',
  request: {
    params: ChatIdParamSchema,
    query: MessagePageQuerySchema.pick({ pageSize: true }),
    body: jsonBody(BranchSchema),
  },
  responses: {
    200: jsonResponse(MessagePageSchema, 'Page 1 of the branch now shown'),
    400: errorResponse('Invalid input'),
    401: notSignedInResponse,
    403: errorResponse('read_only_chat: the chat is only shared with the caller'),
    404: errorResponse('No such chat or message, or not readable by the caller'),
  },
});
