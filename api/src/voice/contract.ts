import { createRoute, z } from '@hono/zod-openapi';
import {
  bearerSecurity,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { OPENAI_STT_MODELS } from './openai-stt';
import { VOICE_IDS } from './voices';
import { FORMATS } from './yandex-tts';

export const TranscribeQuerySchema = z.object({
  model: z
    .enum(['nova', 'nova-3', 'nova-2', ...OPENAI_STT_MODELS])
    .default('nova')
    .openapi({
      description:
        '`nova` is Deepgram’s current Nova model (OpenAI’s whisper-1 when only OpenAI is configured); whisper-1 and gpt-4o-*-transcribe go to OpenAI',
    }),
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/)
    .optional()
    .openapi({ description: 'BCP-47 code; detected when absent', example: 'ru' }),
});

const WordSchema = z.object({
  word: z.string(),
  start: z.number(),
  end: z.number(),
  speaker: z.number().int().nullable(),
});
const ParagraphSchema = z.object({
  text: z.string(),
  start: z.number(),
  end: z.number(),
  speaker: z.number().int().nullable(),
});

export const TranscriptionSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    source: z.enum(['dictation', 'file']),
    status: z.enum(['running', 'done', 'failed']),
    text: z.string(),
    language: z.string().nullable(),
    durationSeconds: z.number().nullable(),
    costKopecks: z.number().int(),
    words: z.array(WordSchema),
    paragraphs: z.array(ParagraphSchema),
    audioUrl: z.string().nullable().openapi({ description: 'GET /v1/media/{id} of the audio' }),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    createdAt: z.string(),
  })
  .openapi('Transcription');

const common = { tags: ['voice'], security: bearerSecurity };
const providerErrors = {
  401: notSignedInResponse,
  402: errorResponse('Not enough funds'),
  422: errorResponse('The provider refused the input (its reason in the message)'),
  502: errorResponse('The provider failed'),
  503: errorResponse('No provider configured'),
};

export const transcribeRoute = createRoute({
  ...common,
  method: 'post',
  path: '/stt/transcribe',
  summary: 'Transcribe audio (multipart `file`; WAV, Ogg/Opus, WebM, MP3, M4A/MP4, FLAC)',
  request: {
    query: TranscribeQuerySchema,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: z.string().openapi({ format: 'binary' }),
            source: z.enum(['dictation', 'file']).optional(),
            title: z.string().max(200).optional(),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonResponse(TranscriptionSchema, 'A dictation’s transcript: words, speakers, paragraphs'),
    202: jsonResponse(TranscriptionSchema, 'A file (`source=file`) being transcribed by a job'),
    400: errorResponse('No file, or not multipart'),
    413: errorResponse('The file or the recording is too long'),
    415: errorResponse('Not an accepted audio type (sniffed from the bytes)'),
    ...providerErrors,
  },
});

export const SynthesizeQuerySchema = z.object({
  voice_id: z
    .enum(VOICE_IDS)
    .default('alena')
    .openapi({ description: 'A Yandex SpeechKit voice (alena…) or an OpenAI one (alloy…)' }),
  format: z.enum(Object.keys(FORMATS) as ['oggopus', 'mp3']).default('oggopus'),
  speed: z.coerce.number().min(0.1).max(3).default(1),
});

export const SynthesizeBodySchema = z
  .object({ text: z.string().min(1).max(100_000) })
  .openapi('SynthesizeRequest');

export const synthesizeRoute = createRoute({
  ...common,
  method: 'post',
  path: '/yandex/synthesize',
  summary:
    'Speech for a text (markdown read as speech), cached per team by text, voice, format and speed: a repeat in the team is free',
  request: { query: SynthesizeQuerySchema, body: jsonBody(SynthesizeBodySchema) },
  responses: {
    200: {
      description: 'Ogg Opus or MP3; `X-Speech-Cache: hit|miss`, `X-Cost-Kopecks`',
      content: {
        'audio/ogg': { schema: z.string().openapi({ format: 'binary' }) },
        'audio/mpeg': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    400: errorResponse('Invalid parameters, or nothing speakable in the text'),
    ...providerErrors,
  },
});

export const voicesRoute = createRoute({
  ...common,
  method: 'get',
  path: '/voices',
  summary: 'Which voice features are on, and the voices to read aloud with',
  responses: {
    200: jsonResponse(
      z
        .object({
          stt: z.boolean(),
          tts: z.boolean(),
          voices: z.array(
            z.object({
              id: z.string(),
              provider: z.enum(['yandex', 'openai']),
              language: z.string().openapi({ description: 'BCP-47, or `multi` (any language)' }),
            }),
          ),
          defaultVoice: z.string(),
        })
        .openapi('VoiceFeatures'),
      'Features and voices',
    ),
    401: notSignedInResponse,
  },
});

export const TranscriptionIdSchema = z.object({ id: z.string().min(1).max(100) });
export const TranscriptionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  take: z.coerce.number().int().min(1).max(100).default(20),
});
export const RenameTranscriptionSchema = z
  .object({ title: z.string().trim().min(1).max(200) })
  .openapi('RenameTranscription');

const notFound = errorResponse('No such transcription, or not the caller’s');

export const listTranscriptionsRoute = createRoute({
  ...common,
  method: 'get',
  path: '/stt/transcriptions',
  summary: 'The caller’s transcriptions of files (newest first), without their words',
  request: { query: TranscriptionListQuerySchema },
  responses: {
    200: jsonResponse(
      z
        .object({ items: z.array(TranscriptionSchema), total: z.number().int() })
        .openapi('TranscriptionPage'),
      'A page of the history',
    ),
    401: notSignedInResponse,
  },
});

export const getTranscriptionRoute = createRoute({
  ...common,
  method: 'get',
  path: '/stt/transcriptions/{id}',
  summary: 'One transcription with its words and paragraphs (poll it while `running`)',
  request: { params: TranscriptionIdSchema },
  responses: {
    200: jsonResponse(TranscriptionSchema, 'The transcription'),
    401: notSignedInResponse,
    404: notFound,
  },
});

export const renameTranscriptionRoute = createRoute({
  ...common,
  method: 'patch',
  path: '/stt/transcriptions/{id}',
  summary: 'Rename a transcription',
  request: { params: TranscriptionIdSchema, body: jsonBody(RenameTranscriptionSchema) },
  responses: {
    200: jsonResponse(TranscriptionSchema, 'The renamed transcription'),
    400: errorResponse('Invalid title'),
    401: notSignedInResponse,
    404: notFound,
  },
});

export const deleteTranscriptionRoute = createRoute({
  ...common,
  method: 'delete',
  path: '/stt/transcriptions/{id}',
  summary: 'Delete a finished transcription and its audio',
  request: { params: TranscriptionIdSchema },
  responses: {
    204: { description: 'Deleted' },
    401: notSignedInResponse,
    404: notFound,
    409: errorResponse('Still running'),
  },
});
