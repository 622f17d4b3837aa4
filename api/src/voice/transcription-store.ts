import { messageFor } from '../lib/errors';
import type { Locale } from '../lib/messages';
import { MAX_AUDIO_MINUTES } from './config';
import type { Transcript } from './transcript';

export interface TranscriptionRow {
  id: string;
  user_id: string;
  entity_id: string;
  media_id: string | null;
  source: 'dictation' | 'file';
  title: string;
  status: 'running' | 'done' | 'failed';
  model: string;
  requested_language: string | null;
  language: string | null;
  duration_seconds: number | null;
  cost_kopecks: number;
  result: string | null;
  error_code: string | null;
  error_reason: string | null;
  hold_request_id: string | null;
  created_at: string;
}

/** The caller's transcription, or null (a foreign id is as absent as a missing one). */
export function ownTranscription(db: D1Database, id: string, userId: string) {
  return db
    .prepare('SELECT * FROM transcriptions WHERE id = ?1 AND user_id = ?2')
    .bind(id, userId)
    .first<TranscriptionRow>();
}

/** A new transcription of stored audio (`media` row `id`), waiting for its run. */
export function insertTranscription(db: D1Database, row: TranscriptionRow) {
  return db
    .prepare(
      `INSERT INTO transcriptions (id, user_id, entity_id, media_id, source, title, status, model,
         requested_language, cost_kopecks, hold_request_id, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'running', ?7, ?8, 0, ?9, ?10, ?10)`,
    )
    .bind(
      row.id,
      row.user_id,
      row.entity_id,
      row.media_id,
      row.source,
      row.title,
      row.model,
      row.requested_language,
      row.hold_request_id,
      row.created_at,
    );
}

/** A transcription as the api answers it (TranscriptionSchema in contract.ts). */
export function toTranscriptionJson(row: TranscriptionRow, locale: Locale, full = true) {
  const result = row.result && full ? (JSON.parse(row.result) as Partial<Transcript>) : {};
  return {
    id: row.id,
    title: row.title,
    source: row.source,
    status: row.status,
    text: result.text ?? '',
    language: row.language,
    durationSeconds: row.duration_seconds,
    costKopecks: row.cost_kopecks,
    words: result.words ?? [],
    paragraphs: result.paragraphs ?? [],
    audioUrl: row.media_id ? `/v1/media/${row.media_id}` : null,
    error: row.error_code
      ? {
          code: row.error_code,
          message: messageFor(row.error_code, locale, {
            reason: row.error_reason ?? '',
            maxMinutes: MAX_AUDIO_MINUTES,
          }),
        }
      : null,
    createdAt: row.created_at,
  };
}
