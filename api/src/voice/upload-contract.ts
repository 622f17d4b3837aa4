import { createRoute, z } from '@hono/zod-openapi';
import {
  bearerSecurity,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { TranscribeQuerySchema, TranscriptionSchema } from './contract';

export const CreateUploadSchema = z
  .object({
    size: z.number().int().min(1).openapi({ description: 'The whole file, in bytes' }),
    title: z.string().max(200).optional(),
  })
  .openapi('CreateAudioUpload');

export const UploadIdSchema = z.object({ id: z.string().min(1).max(100) });
export const UploadPartParamsSchema = UploadIdSchema.extend({
  part: z.coerce.number().int().min(1).max(10_000),
});

export const AudioUploadSchema = z
  .object({
    id: z.string(),
    size: z.number().int(),
    partSize: z.number().int().openapi({ description: 'Every part but the last has this size' }),
    partCount: z.number().int(),
    uploadedParts: z.array(z.number().int()).openapi({ description: 'Parts R2 has accepted' }),
    maxBytes: z.number().int(),
  })
  .openapi('AudioUpload');

const common = { tags: ['voice'], security: bearerSecurity };
const notFound = errorResponse('No such upload, or not the caller’s');

export const createUploadRoute = createRoute({
  ...common,
  method: 'post',
  path: '/stt/uploads',
  summary: 'Start uploading a long file for transcription in parts (R2 multipart)',
  request: { query: TranscribeQuerySchema, body: jsonBody(CreateUploadSchema) },
  responses: {
    201: jsonResponse(AudioUploadSchema, 'The upload; send parts 1…partCount next'),
    400: errorResponse('Invalid size or title'),
    401: notSignedInResponse,
    402: errorResponse('The team cannot pay for the least a file this size costs'),
    413: errorResponse('The file is larger than the limit (2 GB; 25 MB for OpenAI models)'),
    429: errorResponse('Three uploads are already open (finish or cancel one)'),
    503: errorResponse('No provider configured'),
  },
});

export const getUploadRoute = createRoute({
  ...common,
  method: 'get',
  path: '/stt/uploads/{id}',
  summary: 'An upload in progress: which parts have arrived (to resume)',
  request: { params: UploadIdSchema },
  responses: {
    200: jsonResponse(AudioUploadSchema, 'The upload'),
    401: notSignedInResponse,
    404: notFound,
  },
});

export const uploadPartRoute = createRoute({
  ...common,
  method: 'put',
  path: '/stt/uploads/{id}/parts/{part}',
  summary:
    'One part’s raw bytes (partSize, the last one the rest); sending a part again replaces it',
  request: {
    params: UploadPartParamsSchema,
    body: {
      required: true,
      content: {
        'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
  },
  responses: {
    200: jsonResponse(z.object({ part: z.number().int(), size: z.number().int() }), 'Stored'),
    400: errorResponse('The part has the wrong size or number'),
    401: notSignedInResponse,
    404: notFound,
    413: errorResponse('More bytes than the part may have (counted as they arrive)'),
    415: errorResponse('Part 1 does not start like an accepted audio type'),
  },
});

export const completeUploadRoute = createRoute({
  ...common,
  method: 'post',
  path: '/stt/uploads/{id}/complete',
  summary: 'Join the parts and start the transcription job (poll GET /stt/transcriptions/{id})',
  request: { params: UploadIdSchema },
  responses: {
    202: jsonResponse(TranscriptionSchema, 'The running transcription (same id as the upload)'),
    401: notSignedInResponse,
    402: errorResponse(
      'The balance minus open holds does not cover all the file may cost (it is kept; try again after a top-up)',
    ),
    404: notFound,
    409: errorResponse('A part is missing'),
    413: errorResponse('The file declares more than 120 minutes (the upload is removed)'),
  },
});

export const abortUploadRoute = createRoute({
  ...common,
  method: 'delete',
  path: '/stt/uploads/{id}',
  summary: 'Abandon an upload and its parts (the api removes those left for a day itself)',
  request: { params: UploadIdSchema },
  responses: { 204: { description: 'Aborted' }, 401: notSignedInResponse, 404: notFound },
});
