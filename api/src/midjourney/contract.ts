import { createRoute, z } from '@hono/zod-openapi';
import { defineIssueTexts } from '../lib/issue-texts';
import {
  bearerSecurity,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { BUTTON_NAMES } from './buttons';
import { ASPECT_RATIO, LIMITS, VERSION } from './prompt';

const rules = defineIssueTexts({
  aspect_ratio: {
    en: 'must be two whole numbers W:H, e.g. 16:9',
    ru: 'должно быть двумя целыми числами W:H, например 16:9',
  },
  mj_version: {
    en: 'must be a Midjourney version such as 6.1 or "niji 6"',
    ru: 'должно быть версией Midjourney, например 6.1 или «niji 6»',
  },
  request_id: {
    en: 'must be 8 to 100 letters, digits, "-" or "_"',
    ru: 'должно состоять из 8–100 латинских букв, цифр, «-» или «_»',
  },
});

const IdSchema = z.string().min(1).max(100);
const RequestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, rules.request_id)
  .optional()
  .openapi({ description: 'Idempotency key: the same value again returns the same task' });

export const GenerateSchema = z
  .object({
    image: z.object({
      prompt: z
        .string()
        .trim()
        .min(1)
        .max(4000)
        .openapi({
          description:
            'May end with Midjourney parameters (--ar, --stylize, --chaos, --weird, --v, --niji, ' +
            '--no, --seed, --iw, --tile, --style raw), checked like the form fields; price-changing ' +
            'or unknown ones are a 400 (decision 127)',
        }),
      chatId: IdSchema.optional().openapi({
        description: 'A Midjourney chat of the caller; without it a new chat is started',
      }),
    }),
    aspectRatio: z
      .string()
      .regex(ASPECT_RATIO, rules.aspect_ratio)
      .optional()
      .openapi({ example: '16:9', description: 'Added as --ar W:H unless W equals H' }),
    stylize: z.number().int().min(0).max(LIMITS.stylize).optional(),
    weird: z.number().int().min(0).max(LIMITS.weird).optional(),
    chaos: z.number().int().min(0).max(LIMITS.chaos).optional(),
    version: z.string().regex(VERSION, rules.mj_version).optional().openapi({ example: '6.1' }),
    requestId: RequestIdSchema,
  })
  .openapi('MidjourneyGenerate');

export const ButtonSchema = z
  .object({
    action: z.object({
      button: z.enum(BUTTON_NAMES),
      chatId: IdSchema,
      messageId: IdSchema.openapi({ description: 'The message of the finished task' }),
    }),
    requestId: RequestIdSchema,
  })
  .openapi('MidjourneyButton');

export const TaskIdParamSchema = z.object({ id: IdSchema });

export const TaskListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  take: z.coerce.number().int().min(1).max(100).default(20),
  chatId: IdSchema.optional().openapi({ description: 'Only the tasks of this readable chat' }),
});

const TaskButtonSchema = z.object({
  button: z.enum(BUTTON_NAMES),
  label: z.string(),
  emoji: z.string(),
});

export const TaskSchema = z
  .object({
    id: z.string(),
    requestId: z.string(),
    chatId: z.string(),
    messageId: z.string(),
    parentId: z.string().nullable(),
    action: z.string().openapi({ description: '`imagine` or the button pressed on the parent' }),
    prompt: z.string().openapi({ description: 'The prompt as sent, with its parameters' }),
    status: z.enum(['SUBMITTED', 'IN_PROGRESS', 'SUCCESS', 'FAILURE']),
    progress: z.number().int().openapi({ description: 'Percent, 0–100' }),
    imageUrl: z.string().nullable().openapi({
      description: 'Our own media path (GET /v1/media/{id}) once the image is copied in',
    }),
    thumbnailUrl: z.string().nullable().openapi({
      description: 'A smaller rendition of the image for lists (GET /v1/media/{id}/thumbnail)',
    }),
    previewUrl: z
      .string()
      .nullable()
      .openapi({
        description:
          'While running: the grid as far as it has filled in, from our origin ' +
          '(GET /v1/openai/midjourney/{id}/preview); null before the first preview and once ended',
      }),
    mediaId: z.string().nullable(),
    buttons: z.array(TaskButtonSchema),
    costKopecks: z.number().int().openapi({ description: 'Charged (success) or held (running)' }),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .openapi('MidjourneyTask');

const TaskPageSchema = z
  .object({
    items: z.array(TaskSchema),
    total: z.number().int(),
    page: z.number().int(),
    take: z.number().int(),
    enabled: z.boolean().openapi({ description: 'Whether a Midjourney proxy is configured' }),
  })
  .openapi('MidjourneyTaskPage');

const common = { tags: ['midjourney'], security: bearerSecurity };
const notFound = errorResponse('No such task, chat or message, or not the caller’s');
const submitErrors = {
  400: errorResponse('Invalid parameters, or a banned word in the prompt (named in the message)'),
  401: notSignedInResponse,
  402: errorResponse('Not enough funds'),
  404: notFound,
  502: errorResponse('The Midjourney proxy failed or refused the job'),
  503: errorResponse('Midjourney is not configured, or its queue is full'),
};

export const generateRoute = createRoute({
  ...common,
  method: 'post',
  path: '/generate',
  summary: 'Start a Midjourney grid from a prompt and the studio parameters',
  request: { body: jsonBody(GenerateSchema) },
  responses: {
    200: jsonResponse(TaskSchema, 'The task already started with this requestId'),
    201: jsonResponse(TaskSchema, 'The new task; poll GET /v1/openai/midjourney/{id}'),
    ...submitErrors,
  },
});

export const buttonRoute = createRoute({
  ...common,
  method: 'post',
  path: '/button',
  summary: 'Press a button (U1–U4, V1–V4, reroll, …) of a finished task; starts a new task',
  request: { body: jsonBody(ButtonSchema) },
  responses: {
    200: jsonResponse(TaskSchema, 'The task already started with this requestId'),
    201: jsonResponse(TaskSchema, 'The new task'),
    409: errorResponse('The task has not finished, or has no such button'),
    ...submitErrors,
  },
});

export const listTasksRoute = createRoute({
  ...common,
  method: 'get',
  path: '/',
  summary: 'The caller’s Midjourney tasks, newest first',
  request: { query: TaskListQuerySchema },
  responses: {
    200: jsonResponse(TaskPageSchema, 'One page of tasks'),
    400: errorResponse('Invalid page, take or chatId'),
    401: notSignedInResponse,
    404: notFound,
  },
});

export const getPreviewRoute = createRoute({
  ...common,
  method: 'get',
  path: '/{id}/preview',
  summary:
    'The preview of a running task: the grid as far as it has filled in; once the task has ended, its finished grid',
  request: {
    params: TaskIdParamSchema,
    query: z.object({
      progress: z.coerce.number().int().min(0).max(100).optional().openapi({
        description: 'The percent the preview shows (from previewUrl); only makes the URL unique',
      }),
    }),
  },
  responses: {
    200: {
      description: 'The preview image, from our copy in R2',
      content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    400: errorResponse('Invalid id'),
    401: notSignedInResponse,
    404: errorResponse('No such task of the caller, or it has no picture yet'),
  },
});

export const getTaskRoute = createRoute({
  ...common,
  method: 'get',
  path: '/{id}',
  summary: 'A task: status, progress, image and buttons',
  request: { params: TaskIdParamSchema },
  responses: {
    200: jsonResponse(TaskSchema, 'The task'),
    400: errorResponse('Invalid id'),
    401: notSignedInResponse,
    404: notFound,
  },
});
