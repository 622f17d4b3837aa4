import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth/require-auth';
import { ApiError } from '../lib/errors';
import { readLimitedForm } from '../lib/limited-body';
import { documentRoute } from '../lib/router';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import { holdForVoice } from './charge';
import { deepgramOrOff, MAX_AUDIO_BYTES, MAX_AUDIO_MINUTES, sttCostKopecks } from './config';
import { TranscribeQuerySchema, transcribeRoute } from './contract';
import { transcribeWithDeepgram } from './deepgram';
import { SNIFF_BYTES, sniffAudioType } from './sniff';
import { type TranscriptionRow, toTranscriptionJson } from './transcription-store';

/** Room for the multipart framing and the small fields around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

async function audioFileOf(request: Request) {
  const form = await readLimitedForm(
    request,
    MAX_AUDIO_BYTES + FORM_OVERHEAD_BYTES,
    () => new ApiError(400, 'audio_file_missing', { field: 'file' }),
  );
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) {
    throw new ApiError(400, 'audio_file_missing', { field: 'file' });
  }
  const type = sniffAudioType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!type) throw new ApiError(415, 'audio_unsupported_type', { field: 'file' });
  const source = form.get('source') === 'file' ? 'file' : 'dictation';
  const title = String(form.get('title') || file.name || '').slice(0, 200);
  return { file, type, source, title } as const;
}

/** `POST /stt/transcribe` on the voice router: audio in R2, the transcript in D1, charged once. */
export function addTranscribeRoute(voice: OpenAPIHono<AuthEnv>) {
  documentRoute(voice, transcribeRoute);
  voice.post('/stt/transcribe', validate('query', TranscribeQuerySchema), async (c) => {
    const config = deepgramOrOff(c.env);
    const { model, language } = c.req.valid('query');
    const { file, type, source, title } = await audioFileOf(c.req.raw);
    const { userId, entityId } = c.var.auth;
    const db = c.env.DB;
    const hold = await holdForVoice(db, { userId, entityId }, sttCostKopecks(c.env, 60));
    const id = crypto.randomUUID();
    const r2Key = `audio/${userId}/${id}`;
    const bytes = await file.arrayBuffer();
    let transcript: Awaited<ReturnType<typeof transcribeWithDeepgram>>;
    try {
      transcript = await transcribeWithDeepgram(
        config,
        { body: bytes, contentType: type },
        {
          model,
          language,
        },
      );
      if (transcript.durationSeconds > MAX_AUDIO_MINUTES * 60) {
        throw new ApiError(413, 'audio_too_long', { maxMinutes: MAX_AUDIO_MINUTES });
      }
    } catch (err) {
      await hold.release();
      throw err;
    }
    await c.env.FILES.put(r2Key, bytes, { httpMetadata: { contentType: type } });
    const now = nowIso();
    const cost = sttCostKopecks(c.env, transcript.durationSeconds);
    const { text, words, paragraphs } = transcript;
    const row: TranscriptionRow = {
      id,
      user_id: userId,
      media_id: id,
      source,
      title: title || `${now.slice(0, 16).replace('T', ' ')}`,
      status: 'done',
      language: transcript.language,
      duration_seconds: transcript.durationSeconds,
      cost_kopecks: cost,
      result: JSON.stringify({ text, words, paragraphs }),
      created_at: now,
    };
    await db.batch([
      db
        .prepare(
          `INSERT INTO media (id, owner_id, chat_id, r2_key, content_type, size, created_at)
           VALUES (?1, ?2, NULL, ?3, ?4, ?5, ?6)`,
        )
        .bind(id, userId, r2Key, type, bytes.byteLength, now),
      db
        .prepare(
          `INSERT INTO transcriptions (id, user_id, entity_id, media_id, source, title, status,
             language, duration_seconds, cost_kopecks, result, created_at, updated_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12)`,
        )
        .bind(
          id,
          userId,
          entityId,
          id,
          source,
          row.title,
          'done',
          row.language,
          row.duration_seconds,
          cost,
          row.result,
          now,
        ),
      ...hold.settle(cost, id),
    ]);
    return c.json(toTranscriptionJson(row), 201);
  });
}
