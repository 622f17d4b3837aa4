import { createRoute, z } from '@hono/zod-openapi';
import {
  bearerSecurity,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { MAX_OUTPUT_FILE_BYTES } from './output-files';

/** Characters of a run's output the model receives at most (its stdout, about 1 MB). */
export const MAX_RUN_OUTPUT_CHARS = 1024 * 1024;
/** The tool-result body at most: the output as JSON, escapes included, and the file ids. */
export const MAX_TOOL_RESULT_BYTES = 6 * MAX_RUN_OUTPUT_CHARS + 16 * 1024;

export const RequestParamSchema = z.object({ requestId: z.string().min(1).max(100) });

export const ToolResultSchema = z
  .object({
    toolCallId: z.string().min(1).max(200),
    output: z.string().max(MAX_RUN_OUTPUT_CHARS + 1000),
    isError: z.boolean(),
    files: z
      .array(z.string().min(1).max(100))
      .max(50)
      .optional()
      .openapi({ description: 'Media ids of the files the run wrote, uploaded first' }),
  })
  .openapi('ToolResult');

export const OutputFileSchema = z
  .object({
    mediaId: z.string(),
    name: z.string(),
    size: z.number().int(),
    contentType: z.string(),
  })
  .openapi('CodeOutputFile');

export const FileQuerySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[^/\\\0]+$/)
    .openapi({ description: 'The file’s name under /mnt/data/' }),
});

const common = { tags: ['generation'], security: bearerSecurity };
const notYours = errorResponse('No answer of this requestId by the caller');

export const toolResultRoute = createRoute({
  ...common,
  method: 'post',
  path: '/{requestId}',
  summary:
    'The result of a `run_python` call, run in the author’s browser; the answer then continues',
  request: { params: RequestParamSchema, body: jsonBody(ToolResultSchema) },
  responses: {
    204: { description: 'Handed to the model' },
    400: errorResponse('Invalid input, or a file id that is not an output of this answer'),
    401: notSignedInResponse,
    404: notYours,
    409: errorResponse('tool_call_not_pending: no such call waits (unknown or already answered)'),
    413: errorResponse('payload_too_large'),
  },
});

export const outputFileRoute = createRoute({
  ...common,
  method: 'post',
  path: '/{requestId}/files',
  summary: 'Keep a file a `run_python` run wrote (the raw bytes as the body), before its result',
  request: {
    params: RequestParamSchema,
    query: FileQuerySchema,
    body: {
      required: true,
      content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
    },
  },
  responses: {
    201: jsonResponse(OutputFileSchema, 'Kept; name its mediaId in the tool result'),
    400: errorResponse('Invalid name, or no Content-Length'),
    401: notSignedInResponse,
    404: notYours,
    409: errorResponse('tool_call_not_pending: the answer has ended'),
    413: errorResponse(
      `code_files_too_large: the answer’s files would pass ${MAX_OUTPUT_FILE_BYTES / 1024 / 1024} MB`,
    ),
  },
});
