/** The avatar studio's calls through the same-origin `/api` (docs/decisions/076-avatar-studio.md). */

export type AvatarImage = { id: string; url: string; width: number | null; height: number | null };
export type AvatarRun = {
  id: string;
  style: string;
  description: string;
  count: number;
  status: 'running' | 'complete' | 'error';
  cost: number | null;
  errorCode: string | null;
  photoUrl: string | null;
  images: AvatarImage[];
  createdAt: string;
};
export type AvatarConfig = {
  enabled: boolean;
  kopecksPerImage: number | null;
  maxCount: number;
  maxPhotoBytes: number;
  styles: string[];
};

/** A failed call's localized message (the api's `{code, message}`), or undefined. */
async function messageOf(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

export class AvatarCallError extends Error {}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`/api${path}`, init);
  if (!res.ok) throw new AvatarCallError((await messageOf(res)) ?? '');
  return (await res.json()) as T;
}

export const loadAvatarConfig = () => call<AvatarConfig>('/v1/avatars/config');
export const loadAvatarRun = (id: string) =>
  call<AvatarRun>(`/v1/avatars/${encodeURIComponent(id)}`);
export const loadAvatarRuns = () =>
  call<{ items: AvatarRun[] }>('/v1/avatars').then((body) => body.items);

export function createAvatarRun(input: {
  requestId: string;
  style: string;
  count: number;
  description: string;
  photo?: File;
}) {
  const form = new FormData();
  form.set('requestId', input.requestId);
  form.set('style', input.style);
  form.set('count', String(input.count));
  form.set('description', input.description);
  if (input.photo) form.set('photo', input.photo);
  return call<AvatarRun>('/v1/avatars', { method: 'POST', body: form });
}

export const setAsProfilePicture = (runId: string, imageId: string) =>
  call<{ avatar: string | null }>(
    `/v1/avatars/${encodeURIComponent(runId)}/images/${encodeURIComponent(imageId)}/profile`,
    { method: 'POST' },
  );

/** PNG, JPEG or WebP by the first bytes, as the api sniffs them. */
export async function isPhoto(file: File): Promise<boolean> {
  const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const starts = (...sig: number[]) => sig.every((byte, i) => bytes[i] === byte);
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  return (
    starts(0x89, 0x50, 0x4e, 0x47) ||
    starts(0xff, 0xd8, 0xff) ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP')
  );
}
