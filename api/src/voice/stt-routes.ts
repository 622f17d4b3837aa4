import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth/require-auth';
import { ApiError } from '../lib/errors';
import { readLimitedForm } from '../lib/limited-body';
import { localeOf } from '../lib/messages';
import { documentRoute } from '../lib/router';
import { validate } from '../lib/validate';
import { fileSource } from './audio-bytes';
import { MAX_AUDIO_BYTES, sttProviderFor } from './config';
import { TranscribeQuerySchema, transcribeRoute } from './contract';
import { SNIFF_BYTES, sniffAudioType } from './sniff';
import { holdForAudio } from './transcription-hold';
import { runTranscription } from './transcription-run';
import { recordAudioTranscription, startTranscriptionJob } from './transcription-start';
import { toTranscriptionJson } from './transcription-store';

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

/**
 * `POST /stt/transcribe` on the voice router. The audio goes to R2 as media and a transcription
 * row is held for it; a dictation is transcribed within the request (201), a file for the
 * /transcription page by its Durable Object job (202; poll GET /stt/transcriptions/{id}).
 */
export function addTranscribeRoute(voice: OpenAPIHono<AuthEnv>) {
  documentRoute(voice, transcribeRoute);
  voice.post('/stt/transcribe', validate('query', TranscribeQuerySchema), async (c) => {
    const { model, language } = c.req.valid('query');
    sttProviderFor(c.env, model);
    const { file, type, source, title } = await audioFileOf(c.req.raw);
    const { userId, entityId } = c.var.auth;
    const holdId = await holdForAudio(c.env, { userId, entityId }, fileSource(file), type);
    const id = crypto.randomUUID();
    const r2Key = `audio/${userId}/${id}`;
    await c.env.FILES.put(r2Key, file.stream(), { httpMetadata: { contentType: type } });
    await recordAudioTranscription(
      c.env,
      {
        ...{ id, userId, entityId, r2Key, contentType: type, size: file.size, source, title },
        model,
        language: language ?? null,
      },
      holdId,
    );
    const locale = localeOf(c.req.header('x-ad-locale'));
    if (source === 'file') {
      const started = await startTranscriptionJob(c.env, id, userId);
      return c.json(toTranscriptionJson(started, locale), 202);
    }
    const { row, error } = await runTranscription(c.env, id, userId);
    if (error) throw error;
    if (!row) throw new ApiError(404, 'not_found');
    return c.json(toTranscriptionJson(row, locale), 201);
  });
}
