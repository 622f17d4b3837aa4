import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth/require-auth';
import type { Env } from '../env';
import { ApiError } from '../lib/errors';
import { limitedBody } from '../lib/limited-body';
import { localeOf } from '../lib/messages';
import { documentRoute } from '../lib/router';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import { r2Source } from './audio-bytes';
import { releaseVoiceHold } from './charge';
import { MAX_AUDIO_BYTES, MAX_UPLOAD_BYTES, sttProviderFor, UPLOAD_PART_BYTES } from './config';
import { TranscribeQuerySchema } from './contract';
import { SNIFF_BYTES, sniffAudioType } from './sniff';
import { ensureFundsForUpload, holdForAudio } from './transcription-hold';
import { recordAudioTranscription, startTranscriptionJob } from './transcription-start';
import { toTranscriptionJson } from './transcription-store';
import {
  abortUploadRoute,
  CreateUploadSchema,
  completeUploadRoute,
  createUploadRoute,
  getUploadRoute,
  UploadIdSchema,
  UploadPartParamsSchema,
  uploadPartRoute,
} from './upload-contract';
import {
  assemble,
  ensureUploadSlot,
  insertUploadStatement,
  removeUpload,
  tooManyUploads,
  type UploadRow,
} from './upload-store';

const toMb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const partCountOf = (row: Pick<UploadRow, 'size' | 'part_size'>) =>
  Math.ceil(row.size / row.part_size);
/** Part `n`'s exact length: `part_size`, the last one what is left. */
const partLengthOf = (row: UploadRow, n: number) =>
  n < partCountOf(row) ? row.part_size : row.size - (partCountOf(row) - 1) * row.part_size;

async function ownUpload(db: D1Database, id: string, userId: string) {
  const row = await db
    .prepare('SELECT * FROM audio_uploads WHERE id = ?1 AND user_id = ?2')
    .bind(id, userId)
    .first<UploadRow>();
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

async function uploadedParts(db: D1Database, id: string) {
  const { results } = await db
    .prepare(
      'SELECT part_number, etag FROM audio_upload_parts WHERE upload_id = ?1 ORDER BY part_number',
    )
    .bind(id)
    .all<{ part_number: number; etag: string }>();
  return results;
}

async function uploadJson(db: D1Database, row: UploadRow) {
  const parts = await uploadedParts(db, row.id);
  return {
    id: row.id,
    size: row.size,
    partSize: row.part_size,
    partCount: partCountOf(row),
    uploadedParts: parts.map((p) => p.part_number),
    maxBytes: MAX_UPLOAD_BYTES,
  };
}

/** The largest file a model takes: OpenAI's API stops at 25 MB, Deepgram's at 2 GB. */
function maxBytesFor(env: Env, model: string) {
  return sttProviderFor(env, model).kind === 'openai' ? MAX_AUDIO_BYTES : MAX_UPLOAD_BYTES;
}

/**
 * Long files for /transcription, straight into R2 as a multipart upload that the api drives:
 * create → parts of `UPLOAD_PART_BYTES` (each counted as it arrives, part 1 sniffed) → complete,
 * which starts the same TranscriptionJob as a small upload. docs/decisions/061-long-audio-uploads-and-ranges.md
 */
export function addUploadRoutes(voice: OpenAPIHono<AuthEnv>) {
  documentRoute(voice, createUploadRoute);
  voice.post(
    '/stt/uploads',
    validate('query', TranscribeQuerySchema),
    validate('json', CreateUploadSchema),
    async (c) => {
      const { model, language } = c.req.valid('query');
      const { size, title } = c.req.valid('json');
      const maxBytes = maxBytesFor(c.env, model);
      if (size > maxBytes) {
        throw new ApiError(413, 'audio_upload_too_large', { maxMb: toMb(maxBytes) });
      }
      const { userId, entityId } = c.var.auth;
      // Money and the open-upload cap before R2 stores anything (decision 126).
      await ensureFundsForUpload(c.env, entityId, size);
      await ensureUploadSlot(c.env.DB, userId);
      const id = crypto.randomUUID();
      const r2Key = `audio/${userId}/${id}`;
      const multipart = await c.env.FILES.createMultipartUpload(r2Key);
      const row: UploadRow = {
        ...{ id, user_id: userId, r2_key: r2Key, r2_upload_id: multipart.uploadId },
        ...{ title: (title ?? '').trim() || nowIso().slice(0, 16).replace('T', ' ') },
        ...{ size, part_size: UPLOAD_PART_BYTES, model, requested_language: language ?? null },
        ...{ content_type: null, assembled: 0 },
      };
      const inserted = await insertUploadStatement(c.env.DB, row, nowIso()).run();
      if (inserted.meta.changes !== 1) {
        // A parallel create took the last slot between the check and this insert.
        await multipart.abort().catch(() => undefined);
        throw tooManyUploads();
      }
      return c.json(await uploadJson(c.env.DB, row), 201);
    },
  );

  documentRoute(voice, getUploadRoute);
  voice.get('/stt/uploads/:id', validate('param', UploadIdSchema), async (c) => {
    const row = await ownUpload(c.env.DB, c.req.valid('param').id, c.var.auth.userId);
    return c.json(await uploadJson(c.env.DB, row), 200);
  });

  documentRoute(voice, uploadPartRoute);
  voice.put(
    '/stt/uploads/:id/parts/:part',
    validate('param', UploadPartParamsSchema),
    async (c) => {
      const { id, part } = c.req.valid('param');
      const db = c.env.DB;
      const row = await ownUpload(db, id, c.var.auth.userId);
      if (part > partCountOf(row)) {
        throw new ApiError(400, 'audio_part_number_invalid', { part, count: partCountOf(row) });
      }
      const expected = partLengthOf(row, part);
      // At most one part (10 MB) is held here; the limit is counted as the bytes arrive.
      const { body, exceeded } = limitedBody(c.req.raw, expected);
      const bytes = await new Response(body)
        .arrayBuffer()
        .then((buffer) => new Uint8Array(buffer))
        .catch((err: unknown) => {
          throw exceeded() ? new ApiError(413, 'upload_too_large', { maxMb: toMb(expected) }) : err;
        });
      if (bytes.byteLength !== expected) {
        throw new ApiError(400, 'audio_part_invalid', { part, bytes: expected });
      }
      if (part === 1) {
        const type = sniffAudioType(bytes.subarray(0, SNIFF_BYTES));
        if (!type) throw new ApiError(415, 'audio_unsupported_type', { field: 'file' });
        await db
          .prepare('UPDATE audio_uploads SET content_type = ?2 WHERE id = ?1')
          .bind(id, type)
          .run();
      }
      const multipart = c.env.FILES.resumeMultipartUpload(row.r2_key, row.r2_upload_id);
      const uploaded = await multipart.uploadPart(part, bytes);
      await db
        .prepare(
          `INSERT OR REPLACE INTO audio_upload_parts (upload_id, part_number, etag, size)
           VALUES (?1, ?2, ?3, ?4)`,
        )
        .bind(id, part, uploaded.etag, bytes.byteLength)
        .run();
      return c.json({ part, size: bytes.byteLength }, 200);
    },
  );

  documentRoute(voice, completeUploadRoute);
  voice.post('/stt/uploads/:id/complete', validate('param', UploadIdSchema), async (c) => {
    const db = c.env.DB;
    const { userId, entityId } = c.var.auth;
    const row = await ownUpload(db, c.req.valid('param').id, userId);
    const parts = await uploadedParts(db, row.id);
    const missing = Array.from({ length: partCountOf(row) }, (_, i) => i + 1).find(
      (n) => parts[n - 1]?.part_number !== n,
    );
    if (missing !== undefined || !row.content_type) {
      throw new ApiError(409, 'audio_upload_incomplete', { part: missing ?? 1 });
    }
    // The parts are joined first, so the file's declared length can be read from R2; then the
    // hold for all it may cost (decision 125). Without money the joined file stays, and a retry
    // after a top-up completes it; past the length limit it is removed.
    if (!row.assembled) await assemble(c.env, row, parts);
    const audio = r2Source(c.env.FILES, row.r2_key, row.size);
    const holdId = await holdForAudio(c.env, { userId, entityId }, audio, row.content_type).catch(
      async (err: unknown) => {
        if (err instanceof ApiError && err.status === 413) {
          await removeUpload(c.env, { ...row, assembled: 1 });
        }
        throw err;
      },
    );
    // Claimed by deleting its row: a second complete racing this one finds nothing (404).
    const claimed = await db.batch([
      db.prepare('DELETE FROM audio_upload_parts WHERE upload_id = ?1').bind(row.id),
      db.prepare('DELETE FROM audio_uploads WHERE id = ?1 RETURNING id').bind(row.id),
    ]);
    if (!claimed[1]?.results.length) {
      await releaseVoiceHold(db, holdId, entityId);
      throw new ApiError(404, 'not_found');
    }
    try {
      await recordAudioTranscription(
        c.env,
        {
          ...{ id: row.id, userId, entityId, r2Key: row.r2_key, contentType: row.content_type },
          ...{ size: row.size, source: 'file', title: row.title, model: row.model },
          language: row.requested_language,
        },
        holdId,
      );
    } catch (err) {
      await releaseVoiceHold(db, holdId, entityId);
      throw err;
    }
    const started = await startTranscriptionJob(c.env, row.id, userId);
    return c.json(toTranscriptionJson(started, localeOf(c.req.header('x-ad-locale'))), 202);
  });

  documentRoute(voice, abortUploadRoute);
  voice.delete('/stt/uploads/:id', validate('param', UploadIdSchema), async (c) => {
    const db = c.env.DB;
    const row = await ownUpload(db, c.req.valid('param').id, c.var.auth.userId);
    await removeUpload(c.env, row);
    return c.body(null, 204);
  });
}
