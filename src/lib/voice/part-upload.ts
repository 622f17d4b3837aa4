import type { Transcription } from './transcriptions';

/** Files above this go to R2 in parts (the api's part size): the one-request path stays for short ones. */
export const PART_UPLOAD_FROM_BYTES = 10 * 1024 * 1024;

/** How often one part is tried before the upload gives up (network errors and 5xx only). */
const PART_ATTEMPTS = 4;

interface AudioUpload {
  id: string;
  size: number;
  partSize: number;
  partCount: number;
  uploadedParts: number[];
}

const base = '/api/v1/aimedia/stt/uploads';

/** A refusal the user can read: the api's localized `{message}`, marked final when 4xx. */
class UploadError extends Error {
  constructor(
    message: string,
    readonly final: boolean,
  ) {
    super(message);
  }
}

async function refusal(res: Response) {
  const body = (await res.json().catch(() => ({}))) as { message?: unknown };
  const message = typeof body.message === 'string' ? body.message : `HTTP ${res.status}`;
  return new UploadError(message, res.status < 500);
}

/** The same file picked again resumes its upload: its id is kept under the file's identity. */
const resumeKey = (file: File) =>
  `beseda:audio-upload:${file.name}:${file.size}:${file.lastModified}`;

async function startOrResume(file: File): Promise<AudioUpload> {
  const kept = localStorage.getItem(resumeKey(file));
  if (kept) {
    const res = await fetch(`${base}/${encodeURIComponent(kept)}`);
    if (res.ok) return (await res.json()) as AudioUpload;
    localStorage.removeItem(resumeKey(file));
  }
  const res = await fetch(`${base}?model=nova`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ size: file.size, title: file.name }),
  });
  if (!res.ok) throw await refusal(res);
  const upload = (await res.json()) as AudioUpload;
  localStorage.setItem(resumeKey(file), upload.id);
  return upload;
}

/** One part by XHR (fetch reports no upload progress); `onLoaded` gets its bytes sent so far. */
function sendPart(id: string, n: number, bytes: Blob, onLoaded: (loaded: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `${base}/${encodeURIComponent(id)}/parts/${n}`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => onLoaded(event.loaded);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      const body = JSON.parse(xhr.responseText || '{}') as { message?: string };
      reject(new UploadError(body.message ?? `HTTP ${xhr.status}`, xhr.status < 500));
    };
    xhr.onerror = () => reject(new UploadError('network', false));
    xhr.send(bytes);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Uploads a long file straight into R2 through the api in parts (docs/decisions/061): each part
 * is retried on a network error or 5xx, parts already there (the same file picked again after a
 * failure or a reload) are skipped, and `onProgress` sees the fraction of the whole file sent.
 * Resolves with the running transcription.
 */
export async function uploadInParts(file: File, onProgress: (fraction: number) => void) {
  const upload = await startOrResume(file);
  const done = new Set(upload.uploadedParts);
  const partBytes = (n: number) =>
    Math.min(upload.partSize, upload.size - (n - 1) * upload.partSize);
  let sent = [...done].reduce((sum, n) => sum + partBytes(n), 0);
  onProgress(sent / upload.size);
  for (let n = 1; n <= upload.partCount; n++) {
    if (done.has(n)) continue;
    const start = (n - 1) * upload.partSize;
    const slice = file.slice(start, start + partBytes(n));
    for (let attempt = 1; ; attempt++) {
      try {
        await sendPart(upload.id, n, slice, (loaded) => onProgress((sent + loaded) / upload.size));
        break;
      } catch (error) {
        if ((error as UploadError).final || attempt >= PART_ATTEMPTS) throw error;
        await pause(500 * 2 ** attempt);
      }
    }
    sent += partBytes(n);
    onProgress(sent / upload.size);
  }
  const res = await fetch(`${base}/${encodeURIComponent(upload.id)}/complete`, { method: 'POST' });
  if (!res.ok) throw await refusal(res);
  localStorage.removeItem(resumeKey(file));
  return (await res.json()) as Transcription;
}
