import { bodyLimit } from 'hono/body-limit';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import type { Env } from '../env';
import { readableAnswer } from '../generation/access';
import { generationsOf } from '../generation/generation';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { defineIssueTexts } from '../lib/issue-texts';
import { createRouter, documentRoute } from '../lib/router';
import { validate } from '../lib/validate';
import { validationError } from '../lib/validation-error';
import {
  FileQuerySchema,
  MAX_RUN_OUTPUT_CHARS,
  MAX_TOOL_RESULT_BYTES,
  outputFileRoute,
  RequestParamSchema,
  ToolResultSchema,
  toolResultRoute,
} from './contract';
import {
  MAX_OUTPUT_FILE_BYTES,
  nameOfKey,
  type OutputFile,
  outputKey,
  outputTypeOf,
  recordOutputMedia,
} from './output-files';

registerErrorMessages({
  code_files_too_large: {
    en: 'The files of this answer’s code runs would pass {maxMb} MB',
    ru: 'Файлы, созданные кодом в этом ответе, превысили бы {maxMb} МБ',
  },
});

const rules = defineIssueTexts({
  output_files: {
    en: 'must name files kept for this answer',
    ru: 'должно указывать на файлы, сохранённые для этого ответа',
  },
});

/** What the model is told after a run's output was cut. */
const TRUNCATED = '[The output was truncated at 1 MB.]';

/** The caller's own answer of a requestId (a reader of a shared chat gets 404, like a stranger). */
async function ownAnswer(env: Pick<Env, 'DB' | 'PERSON'>, requestId: string, userId: string) {
  const row = await readableAnswer(env, requestId, userId);
  if (row.user_id !== userId) throw new ApiError(404, 'not_found');
  return row;
}

/**
 * `/v1/openai/tool-result`: the person's browser hands back what `run_python` printed and wrote
 * (docs/decisions/156-code-interpreter.md). The api never runs the code; it keeps the files and
 * gives the output to the answer that waits for it.
 */
export const toolResults = createRouter<AuthEnv>();
toolResults.use('*', requireAuth);

documentRoute(toolResults, outputFileRoute);
toolResults.post(
  '/:requestId/files',
  validate('param', RequestParamSchema),
  validate('query', FileQuerySchema),
  async (c) => {
    const { requestId } = c.req.valid('param');
    const { name } = c.req.valid('query');
    const { userId } = c.var.auth;
    const db = c.env.DB;
    const answer = await ownAnswer(c.env, requestId, userId);
    if (answer.status !== 'streaming') throw new ApiError(409, 'tool_call_not_pending');
    const length = Number(c.req.header('content-length'));
    if (!Number.isSafeInteger(length) || length < 0 || !c.req.raw.body) {
      throw new ApiError(400, 'bad_request');
    }
    const tooLarge = () =>
      new ApiError(413, 'code_files_too_large', { maxMb: MAX_OUTPUT_FILE_BYTES / 1024 / 1024 });
    const used = async () =>
      (await db
        .prepare('SELECT COALESCE(SUM(size), 0) AS n FROM media WHERE message_id = ?1')
        .bind(answer.id)
        .first<number>('n')) ?? 0;
    if ((await used()) + length > MAX_OUTPUT_FILE_BYTES) throw tooLarge();
    const mediaId = crypto.randomUUID();
    const key = outputKey(userId, requestId, mediaId, name);
    const contentType = outputTypeOf(name);
    // Streamed to R2 at the length announced: a body longer or shorter fails the write.
    await c.env.FILES.put(key, c.req.raw.body.pipeThrough(new FixedLengthStream(length)), {
      httpMetadata: { contentType },
    });
    // The cap again in the insert, so two uploads at once cannot pass it together.
    const kept = await recordOutputMedia(c.env, {
      mediaId,
      userId,
      chatId: answer.chat_id,
      messageId: answer.id,
      key,
      contentType,
      size: length,
    });
    if (!kept) throw tooLarge();
    const file: OutputFile = { mediaId, name, size: length, contentType };
    return c.json(file, 201);
  },
);

documentRoute(toolResults, toolResultRoute);
toolResults.post(
  '/:requestId',
  bodyLimit({
    maxSize: MAX_TOOL_RESULT_BYTES,
    onError: () => {
      throw new ApiError(413, 'payload_too_large');
    },
  }),
  validate('param', RequestParamSchema),
  validate('json', ToolResultSchema),
  async (c) => {
    const { requestId } = c.req.valid('param');
    const { toolCallId, output, isError, files = [] } = c.req.valid('json');
    const { userId } = c.var.auth;
    const db = c.env.DB;
    const answer = await ownAnswer(c.env, requestId, userId);
    const kept = files.length
      ? (
          await db
            .prepare(
              `SELECT id, r2_key, content_type, size FROM media
               WHERE id IN (SELECT value FROM json_each(?1)) AND owner_id = ?2 AND message_id = ?3`,
            )
            .bind(JSON.stringify(files), userId, answer.id)
            .all<{ id: string; r2_key: string; content_type: string; size: number }>()
        ).results
      : [];
    if (kept.length !== new Set(files).size) {
      throw validationError('files', rules.output_files);
    }
    const outputFiles: OutputFile[] = kept.map((row) => ({
      mediaId: row.id,
      name: nameOfKey(row.r2_key),
      size: row.size,
      contentType: row.content_type,
    }));
    const text =
      output.length > MAX_RUN_OUTPUT_CHARS
        ? `${output.slice(0, MAX_RUN_OUTPUT_CHARS)}\n${TRUNCATED}`
        : output;
    const delivered = await generationsOf(c.env, userId).deliverToolResult(requestId, toolCallId, {
      output: text,
      isError,
      ...(outputFiles.length ? { files: outputFiles } : {}),
    });
    if (!delivered) throw new ApiError(409, 'tool_call_not_pending');
    return c.body(null, 204);
  },
);
