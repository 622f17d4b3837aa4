import { createRoute, z } from '@hono/zod-openapi';
import {
  bearerSecurity,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { REASONING_EFFORTS } from '../providers/reasoning';
import { RequestIdSchema } from './send-form';

const RequestParamSchema = z.object({ requestId: z.string().min(1).max(100) });

export const SendQuerySchema = z.object({
  chatId: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .openapi({ description: 'An existing chat; without it a new chat is started' }),
  assistantId: z.string().min(1).max(100).optional(),
  browsing: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .openapi({ description: 'Web search, for models that can' }),
  code: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .openapi({
      description:
        'Offer the built-in `run_python` tool (models with `tools`); the caller’s browser runs ' +
        'each call and posts its result to `/v1/openai/tool-result/{requestId}`',
    }),
  image: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .openapi({
      description:
        'The image flag (SPEC §3): `true` asks an image model (capability `image`) for pictures, ' +
        'with the form fields size, n and inputMediaId; the answer is JSON with `images`. A text ' +
        'model with it, or an image model without it, is 400',
    }),
  studio: z
    .enum(['text'])
    .optional()
    .openapi({
      description:
        'A new chat started by the text studio: kept out of the chat list until continued ' +
        '(`POST /v1/text-studio/{chatId}/continue`); ignored with chatId',
    }),
  studioAction: z
    .string()
    .regex(/^[a-z]{1,20}(:[a-z]{1,20})?$/)
    .optional()
    .openapi({
      description:
        'With studio=text: the action the run applies (`rewrite`, `tone:formal`, …), listed by ' +
        '`GET /v1/text-studio` so a past run reopens with it',
    }),
  folderId: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .openapi({
      description:
        'A new chat starts in this folder of the caller (its instructions apply); another ' +
        'person’s folder is 404; ignored with chatId',
    }),
  temporary: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .openapi({
      description:
        'A new temporary chat: answered as any, but never listed, searched, exported or ' +
        'shared, and wiped 24 hours after its last message; ignored with chatId',
    }),
  reasoningEffort: z
    .enum(REASONING_EFFORTS)
    .optional()
    .openapi({
      description:
        'How hard a reasoning model thinks, for models whose catalogue entry has ' +
        '`reasoningEffort: true` (OpenAI `reasoning_effort`, Anthropic thinking budgets of ' +
        '1,024 / 4,096 / 16,384 tokens, Gemini `thinkingConfig`); ignored by other models',
    }),
  answerTo: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .openapi({
      description:
        'A question of the chat (with chatId): this model’s answer is added as another version ' +
        'of the answer to it, beside the earlier ones; several may stream at once, at most 4 per ' +
        'question (more: 409 too_many_answers). Another person’s message is 404. The form’s ' +
        'system messages are kept, the rest is the stored branch (decision 165)',
    }),
  knowledge: z
    .string()
    .max(1000)
    .regex(/^[\w-]+(,[\w-]+)*$/)
    .optional()
    .openapi({
      description:
        'Comma-separated knowledge bases of the caller’s teams to answer from (a base the ' +
        'sender may not use is 404); their passages go to the model and `event: citations` ' +
        'names them before the text (docs/decisions/163-knowledge-bases.md)',
    }),
  timestamp: z.string().max(40).optional(),
  userId: z.string().max(100).optional().openapi({ description: 'Ignored: the token decides' }),
});

const StreamHeadersSchema = z.object({
  'last-event-id': z
    .string()
    .optional()
    .openapi({ description: 'Resume after this event id (0 or absent: from the start)' }),
});

const SendFormSchema = z
  .object({
    messages: z.string().openapi({
      description:
        'JSON list of {role: user|assistant|system, content}, ending with the user; at most ' +
        '1 MB (UTF-8) in all, else 413 messages_too_large',
      example: '[{"role":"user","content":"Hello"}]',
    }),
    requestId: RequestIdSchema,
    file: z
      .string()
      .optional()
      .openapi({
        format: 'binary',
        description:
          'Up to 10 MB; may be repeated, and parts named `files` are taken too: at most 10 files ' +
          'and 20 MB together (decision 134). A named empty file is 400 file_empty',
      }),
    size: z.string().optional().openapi({
      description: 'Image mode: `WxH`, one of the model’s sizes (default its first)',
      example: '1024x1024',
    }),
    n: z.string().optional().openapi({ description: 'Image mode: images to make, 1…maxImages' }),
    inputMediaId: z
      .string()
      .optional()
      .openapi({
        description:
          'Image mode: an image to refine (“use as input”); by default a follow-up refines the ' +
          'chat’s last image when the model can edit',
      }),
    regeneration: z
      .enum(['true', 'false'])
      .optional()
      .openapi({
        description:
          'Answer a question again (the shown branch’s last, or `parentId`): the new answer is ' +
          'a sibling of the earlier ones, which are kept; the model gets the branch up to it',
      }),
    parentId: z
      .string()
      .optional()
      .openapi({
        description:
          'A message of the chat: the one the question follows (default: the shown branch’s ' +
          'last) or, with regeneration, the question to answer again',
      }),
    editOf: z
      .string()
      .optional()
      .openapi({
        description:
          'A question of the chat this one replaces: it becomes a sibling (a new branch, the old ' +
          'one kept) and the model gets the branch up to it, not the messages sent',
      }),
  })
  .openapi('SendForm');

const usage = z
  .object({
    input: z.number().int(),
    output: z.number().int().openapi({ description: 'Thinking included' }),
    reasoning: z.number().int().optional().openapi({ description: 'The thinking’s share' }),
  })
  .nullable();

const AnswerSchema = z
  .object({
    chatId: z.string(),
    messageId: z.string(),
    userMessageId: z.string().optional().openapi({ description: 'Absent on regeneration' }),
    requestId: z.string(),
    content: z.string(),
    status: z.enum(['streaming', 'complete', 'stopped', 'error']),
    model: z.string().nullable(),
    usage,
    cost: z.number().int().openapi({ description: 'Kopecks' }),
    reasoning: z
      .object({ text: z.string(), ms: z.number().int() })
      .optional()
      .openapi({ description: 'A reasoning model’s thinking' }),
  })
  .openapi('Answer');

const ImageAnswerSchema = AnswerSchema.extend({
  prompt: z.string(),
  errorCode: z.string().nullable(),
  images: z.array(
    z.object({
      id: z.string(),
      url: z.string().openapi({ example: '/v1/media/3f2a…' }),
      thumbnailUrl: z.string().openapi({ example: '/v1/media/3f2a…/thumbnail' }),
      type: z.string(),
      size: z.number().int(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
    }),
  ),
}).openapi('ImageAnswer');

const FailedAnswerSchema = AnswerSchema.extend({ code: z.string(), message: z.string() }).openapi(
  'FailedAnswer',
);

const StoppedSchema = z
  .object({
    requestId: z.string(),
    messageId: z.string(),
    status: z.enum(['streaming', 'complete', 'stopped', 'error']),
    cost: z.number().int().optional().openapi({
      description: 'Kopecks the answer was charged, once it is no longer streaming',
    }),
  })
  .openapi('Stopped');

const eventStream = {
  'text/event-stream': {
    schema: z.string().openapi({
      description:
        'SSE: `event: meta` (the ids), a reasoning model’s `event: reasoning` ({text, ms}: its ' +
        'thinking, ms after the answer began) before the answer’s `event: delta` ({text}), ' +
        '`event: usage` ({input, output, reasoning?, cost, messageId}) or `event: error`, then ' +
        '`data: [DONE]`; each frame has an `id:`. With tools: `event: tool-call`, ' +
        '`event: tool-approval`, `event: tool-progress` ({id, progress, total?, message?}: a long ' +
        'tool’s progress while it runs) and `event: tool-result` ({id, output, isError, ' +
        'durationMs?: how long the tool ran, app?: ' +
        'an MCP App view {uri, html}, to show only on a sandbox origin, files?: ' +
        '[{mediaId, name, size, contentType}]: images the tool returned or files `run_python` ' +
        'wrote, served by `GET /v1/media/{id}`})',
    }),
  },
};

const common = { tags: ['generation'], security: bearerSecurity };
const unknownRequest = errorResponse('No answer of this requestId readable by the caller');

export const stopRoute = createRoute({
  ...common,
  method: 'post',
  path: '/stop/{requestId}',
  summary: 'Stop a generation; what was written so far is kept',
  request: { params: RequestParamSchema },
  responses: {
    200: jsonResponse(StoppedSchema, 'The answer’s status after stopping'),
    400: errorResponse('Invalid requestId'),
    401: notSignedInResponse,
    403: errorResponse('read_only_chat: only the chat’s owner stops its answers'),
    404: unknownRequest,
  },
});

export const streamRoute = createRoute({
  ...common,
  method: 'get',
  path: '/stream/{requestId}',
  summary: 'Attach to a generation’s stream again (or replay a finished one)',
  request: { params: RequestParamSchema, headers: StreamHeadersSchema },
  responses: {
    200: { description: 'The events after Last-Event-ID', content: eventStream },
    400: errorResponse('Invalid requestId'),
    401: notSignedInResponse,
    404: unknownRequest,
  },
});

export const sendRoute = createRoute({
  ...common,
  method: 'post',
  path: '/{provider}/{llm}',
  summary: 'Ask a model; the same requestId again attaches to the answer it started',
  request: {
    params: z.object({
      provider: z.string().openapi({ example: 'gemini' }),
      llm: z.string().openapi({ example: 'gemini-25-flash' }),
    }),
    query: SendQuerySchema,
    headers: z.object({
      'X-Stream': z
        .enum(['true', 'false'])
        .optional()
        .openapi({ description: '`true`: answer as text/event-stream instead of JSON' }),
    }),
    body: { required: true, content: { 'multipart/form-data': { schema: SendFormSchema } } },
  },
  responses: {
    200: {
      description: 'The finished answer (JSON), or its live events with X-Stream: true',
      content: {
        'application/json': { schema: z.union([AnswerSchema, ImageAnswerSchema]) },
        ...eventStream,
      },
    },
    400: errorResponse(
      'Invalid form, query or file (file_empty, too_many_files); not_an_image_model / not_a_text_model (the image flag and ' +
        'the model disagree), image_refused (the image provider refused the prompt)',
    ),
    401: notSignedInResponse,
    402: errorResponse('The team’s balance cannot cover the answer'),
    404: errorResponse('Unknown model, chat or requestId'),
    403: errorResponse('read_only_chat: the chat is only shared with the caller'),
    409: errorResponse('too_many_answers: the `answerTo` question has 4 answers streaming'),
    413: errorResponse(
      'upload_too_large (whole body over 21 MB + 64 KB, counted as it streams), ' +
        'file_too_large (a file over 10 MB, or the files over 20 MB together) or ' +
        'messages_too_large (messages over 1 MB)',
    ),
    415: errorResponse('The file type is not supported; the message names the accepted types'),
    429: errorResponse('Too many sends to a free model; see Retry-After'),
    502: jsonResponse(
      FailedAnswerSchema,
      'The provider failed; the answer with the error (image mode: {code: image_provider_failed, message})',
    ),
  },
});

export const ToolApprovalSchema = z
  .object({
    toolCallId: z.string().min(1).max(200),
    approved: z.boolean(),
  })
  .openapi('ToolApproval');

export const toolApprovalRoute = createRoute({
  ...common,
  method: 'post',
  path: '/tool-approval/{requestId}',
  summary: 'Approve or deny a tool call the answer waits on (its `tool-approval` event)',
  request: { params: RequestParamSchema, body: jsonBody(ToolApprovalSchema) },
  responses: {
    204: { description: 'Answered: the call runs, or the model is told it was refused' },
    400: errorResponse('Invalid input'),
    401: notSignedInResponse,
    404: unknownRequest,
    409: errorResponse('tool_call_not_pending: no such call waits (unknown or already answered)'),
  },
});
