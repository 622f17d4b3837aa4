import { createRoute, z } from '@hono/zod-openapi';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { UserSchema } from '../auth/schemas';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { readLimitedForm } from '../lib/limited-body';
import {
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { requireUserRow, toUser } from '../users/user-store';
import { saveProfileAvatar } from './avatar-store';

registerErrorMessages({
  avatar_not_image: {
    en: 'The avatar must be a PNG, JPEG, WebP or GIF image',
    ru: 'Аватар должен быть изображением PNG, JPEG, WebP или GIF',
  },
});

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The image type by its first bytes; the declared type and the file name are not trusted. */
export function sniffImageType(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const uploadAvatar = createRoute({
  tags: ['user'],
  security: bearerSecurity,
  method: 'post',
  path: '/avatar',
  summary: 'Upload an avatar (multipart field `file`, at most 2 MB, PNG/JPEG/WebP/GIF)',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ file: z.string().openapi({ format: 'binary' }) }),
        },
      },
    },
  },
  responses: {
    200: jsonResponse(UserSchema, 'The user; `avatar` is its /api/v1/media/{id} address'),
    400: errorResponse('Not an image'),
    401: notSignedInResponse,
    413: errorResponse('Larger than 2 MB'),
  },
});

/**
 * `/v1/user/avatar`: the image goes to R2 through `media`, served by `GET /v1/media/{id}`. Mounted
 * before the api's 64 KB JSON body limit: the photo of up to 2 MB is counted while read instead.
 */
export const avatarRoutes = createRouter<AuthEnv>();
avatarRoutes.use('/avatar', requireAuth);

// The body is read by hand through the counting reader, never validated as a whole by Hono.
avatarRoutes.openAPIRegistry.registerPath(uploadAvatar);
avatarRoutes.post('/avatar', async (c) => {
  const { userId } = c.var.auth;
  const notImage = () => new ApiError(400, 'avatar_not_image', { field: 'file' });
  // Multipart framing adds a little to the file itself.
  const form = await readLimitedForm(c.req.raw, AVATAR_MAX_BYTES + 16 * 1024, notImage);
  const file = form.get('file');
  if (!(file instanceof File)) throw notImage();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > AVATAR_MAX_BYTES) {
    throw new ApiError(413, 'upload_too_large', { maxMb: AVATAR_MAX_BYTES / 1024 / 1024 });
  }
  const type = sniffImageType(bytes);
  if (!type) throw notImage();
  await saveProfileAvatar(c.env, userId, bytes, type);
  return c.json(toUser(await requireUserRow(c.env.DB, userId)), 200);
});
