import type { Transcript } from './transcript';

export interface TranscriptionRow {
  id: string;
  user_id: string;
  media_id: string | null;
  source: 'dictation' | 'file';
  title: string;
  status: 'running' | 'done' | 'failed';
  language: string | null;
  duration_seconds: number | null;
  cost_kopecks: number;
  result: string | null;
  created_at: string;
}

/** A transcription as the api answers it (TranscriptionSchema in contract.ts). */
export function toTranscriptionJson(row: TranscriptionRow) {
  const result = row.result ? (JSON.parse(row.result) as Partial<Transcript>) : {};
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
    createdAt: row.created_at,
  };
}
