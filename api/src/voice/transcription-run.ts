import type { Env } from '../env';
import { ApiError } from '../lib/errors';
import { nowIso } from '../lib/time';
import { releaseVoiceHold, settleTranscription } from './charge';
import { sttCostKopecks, sttProviderFor } from './config';
import { transcribeWithDeepgram } from './deepgram';
import { transcribeWithOpenAI } from './openai-stt';
import { ownTranscription, type TranscriptionRow } from './transcription-store';

/**
 * Transcribes a running transcription's stored audio and records the outcome: charged per
 * started minute, then done — or failed with its error code, then the hold released. Only one
 * caller runs a given transcription (its request for a dictation, its Durable Object for a file),
 * and a row that is no longer `running` is left alone, so the charge happens once.
 */
export async function runTranscription(env: Env, id: string, userId: string) {
  const db = env.DB;
  const row = await ownTranscription(db, id, userId);
  if (row?.status !== 'running') return { row };
  const holdId = row.hold_request_id ?? '';
  let transcript: Awaited<ReturnType<typeof transcribeWithDeepgram>>;
  try {
    const media = await db
      .prepare('SELECT r2_key, content_type FROM media WHERE id = ?1')
      .bind(row.media_id)
      .first<{ r2_key: string; content_type: string }>();
    const object = media ? await env.FILES.get(media.r2_key) : null;
    if (!media || !object) throw new ApiError(404, 'not_found');
    const provider = sttProviderFor(env, row.model);
    const language = row.requested_language ?? undefined;
    // Deepgram gets the object's body as a stream (files run to 2 GB); OpenAI's SDK wants the
    // bytes, and takes at most 25 MB, which the upload routes enforce for its models.
    transcript =
      provider.kind === 'deepgram'
        ? await transcribeWithDeepgram(
            provider.config,
            { body: object.body, contentType: media.content_type },
            { model: provider.model, language },
          )
        : await transcribeWithOpenAI(
            env,
            { bytes: new Uint8Array(await object.arrayBuffer()), contentType: media.content_type },
            { model: provider.model, language },
          );
  } catch (err) {
    const error = err instanceof ApiError ? err : new ApiError(502, 'speech_provider_unavailable');
    if (!(err instanceof ApiError)) console.error('transcription failed', err);
    // The row's ending, then the hold released: separate steps (decision 219).
    await db
      .prepare(
        `UPDATE transcriptions SET status = 'failed', error_code = ?2, error_reason = ?3,
           updated_at = ?4 WHERE id = ?1 AND status = 'running'`,
      )
      .bind(id, error.code, String(error.params.reason ?? '') || null, nowIso())
      .run();
    await releaseVoiceHold(db, holdId, row.entity_id);
    return { row: { ...row, status: 'failed' as const, error_code: error.code }, error };
  }
  // Past the limit only when the container understated its length (a longer one was refused
  // before the call): the provider has been paid, so the work is kept and charged as far as
  // the hold and the balance reach (decision 125).
  const cost = sttCostKopecks(env, transcript.durationSeconds);
  // The charge, then the row (decision 219): a failure between them leaves the row `running`,
  // and whoever runs it again (the job's alarm retries) settles nothing twice and records the
  // same debited amount.
  const debited = await settleTranscription(db, {
    ...{ userId, entityId: row.entity_id, holdId, cost, transcriptionId: id },
    model: row.model,
  });
  const { text, words, paragraphs } = transcript;
  const done: TranscriptionRow = {
    ...row,
    status: 'done',
    language: transcript.language,
    duration_seconds: transcript.durationSeconds,
    cost_kopecks: debited,
    result: JSON.stringify({ text, words, paragraphs }),
  };
  await db
    .prepare(
      `UPDATE transcriptions SET status = 'done', language = ?2, duration_seconds = ?3,
         cost_kopecks = ?4, result = ?5, updated_at = ?6 WHERE id = ?1 AND status = 'running'`,
    )
    .bind(id, done.language, done.duration_seconds, debited, done.result, nowIso())
    .run();
  const charged = await ownTranscription(db, id, userId);
  return { row: charged ?? done };
}
