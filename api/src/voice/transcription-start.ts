import type { Env } from '../env';
import { ApiError } from '../lib/errors';
import { nowIso } from '../lib/time';
import { insertTranscription, ownTranscription } from './transcription-store';

/** Audio already in R2 under `r2Key`, to be transcribed as `id`. */
export interface StoredAudio {
  id: string;
  userId: string;
  entityId: string;
  r2Key: string;
  contentType: string;
  size: number;
  source: 'dictation' | 'file';
  title: string;
  model: string;
  language: string | null;
}

/** Records stored audio as a `media` row and a `running` transcription under `holdId`. */
export async function recordAudioTranscription(env: Env, audio: StoredAudio, holdId: string) {
  const db = env.DB;
  const now = nowIso();
  await db.batch([
    db
      .prepare(
        `INSERT INTO media (id, owner_id, chat_id, r2_key, content_type, size, created_at)
         VALUES (?1, ?2, NULL, ?3, ?4, ?5, ?6)`,
      )
      .bind(audio.id, audio.userId, audio.r2Key, audio.contentType, audio.size, now),
    insertTranscription(db, {
      id: audio.id,
      user_id: audio.userId,
      entity_id: audio.entityId,
      media_id: audio.id,
      source: audio.source,
      title: audio.title || now.slice(0, 16).replace('T', ' '),
      status: 'running',
      model: audio.model,
      requested_language: audio.language,
      language: null,
      duration_seconds: null,
      cost_kopecks: 0,
      result: null,
      error_code: null,
      error_reason: null,
      hold_request_id: holdId,
      created_at: now,
    }),
  ]);
}

/** Starts the Durable Object job of a recorded file and answers its `running` row. */
export async function startTranscriptionJob(env: Env, id: string, userId: string) {
  await env.TRANSCRIPTION_JOB.get(env.TRANSCRIPTION_JOB.idFromName(id)).start(id, userId);
  const started = await ownTranscription(env.DB, id, userId);
  if (!started) throw new ApiError(404, 'not_found');
  return started;
}
