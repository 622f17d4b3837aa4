import type { TimedTranscript } from './subtitles';

/** A transcription as the api answers it (GET /v1/aimedia/stt/transcriptions/{id}). */
export interface Transcription extends TimedTranscript {
  id: string;
  title: string;
  status: 'running' | 'done' | 'failed';
  text: string;
  language: string | null;
  durationSeconds: number | null;
  costKopecks: number;
  audioUrl: string | null;
  error: { code: string; message: string } | null;
  createdAt: string;
}

const base = '/api/v1/aimedia/stt/transcriptions';

async function reasonOf(res: Response) {
  const body = (await res.json().catch(() => ({}))) as { message?: unknown };
  return typeof body.message === 'string' ? body.message : `HTTP ${res.status}`;
}

async function jsonOf<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(await reasonOf(res));
  return res.json() as Promise<T>;
}

export const listTranscriptions = () =>
  fetch(base).then((res) => jsonOf<{ items: Transcription[]; total: number }>(res));

export const getTranscription = (id: string) =>
  fetch(`${base}/${encodeURIComponent(id)}`).then((res) => jsonOf<Transcription>(res));

export const renameTranscription = (id: string, title: string) =>
  fetch(`${base}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ title }),
  }).then((res) => jsonOf<Transcription>(res));

export async function deleteTranscription(id: string) {
  const res = await fetch(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' });
  if (!res.ok) throw new Error(await reasonOf(res));
}

/**
 * Uploads a file for a transcription job with upload progress (fetch reports none, so XHR);
 * resolves with the running transcription.
 */
export function uploadForTranscription(file: File, onProgress: (fraction: number) => void) {
  return new Promise<Transcription>((resolve, reject) => {
    const form = new FormData();
    form.set('file', file);
    form.set('source', 'file');
    form.set('title', file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/aimedia/stt/transcribe?model=nova');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = JSON.parse(xhr.responseText || '{}') as Transcription & { message?: string };
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(new Error(body.message ?? `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(form);
  });
}
