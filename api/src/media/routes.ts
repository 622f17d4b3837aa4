import { createRoute, z } from '@hono/zod-openapi';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { ApiError } from '../lib/errors';
import {
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { rangedObjectResponse } from './byte-range';
import { downloadDisposition } from './download-name';
import { mayReadChatFile } from './media-access';
import { notModified, REVALIDATE } from './revalidate';

const getMediaRoute = createRoute({
  tags: ['media'],
  security: bearerSecurity,
  method: 'get',
  path: '/{id}',
  summary:
    'Bytes we keep in R2 (generated images, Midjourney grids), for their owner or a reader of their chat',
  request: {
    params: z.object({ id: z.string().min(1).max(100) }),
    query: z.object({
      download: z
        .enum(['1', 'true'])
        .optional()
        .openapi({ description: 'Answer as an attachment with a file name (a download)' }),
    }),
  },
  responses: {
    200: {
      description:
        'The bytes, with their type; kept by the browser but revalidated on each use (304)',
      content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    304: {
      description:
        'The copy named by `If-None-Match` is current (sent only to a reader of the file, decision 197)',
    },
    206: {
      description: 'One `Range: bytes=…` of the bytes, with `Content-Range` (audio seeks)',
      content: { 'audio/*': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    400: errorResponse('Invalid id'),
    401: notSignedInResponse,
    404: errorResponse('No such media, or not readable by the caller'),
    416: errorResponse('The range is outside the file (`Content-Range: bytes */size`)'),
  },
});

interface MediaRow {
  owner_id: string;
  chat_id: string | null;
  r2_key: string;
  content_type: string;
  size: number;
}

/**
 * `/v1/media/{id}`: serves stored media from our origin. Another user's id is a 404, never a
 * 403, like every other foreign id.
 */
export const media = createRouter<AuthEnv>();
media.use('*', requireAuth);

media.openapi(getMediaRoute, async (c) => {
  const { id } = c.req.valid('param');
  const { download } = c.req.valid('query');
  const { userId } = c.var.auth;
  const row = await c.env.DB.prepare(
    'SELECT owner_id, chat_id, r2_key, content_type, size FROM media WHERE id = ?1',
  )
    .bind(id)
    .first<MediaRow>();
  if (!row || !(await mayReadChatFile(c.env, row, userId))) throw new ApiError(404, 'not_found');
  const unchanged = await notModified(c.env.FILES, row.r2_key, c.req.header('if-none-match'));
  if (unchanged) return unchanged;
  // Audio and video seek with Range requests: 206 from an R2 ranged read (byte-range.ts).
  const response = await rangedObjectResponse(c.env.FILES, row.r2_key, c.req.header('range'), {
    'Content-Type': row.content_type,
    'Cache-Control': REVALIDATE,
    'X-Content-Type-Options': 'nosniff',
    // Named after the prompt that made it (download-name.ts).
    ...(download
      ? { 'Content-Disposition': await downloadDisposition(c.env, id, row.r2_key) }
      : {}),
  });
  if (!response) throw new ApiError(404, 'not_found');
  return response;
});

const deleteMediaRoute = createRoute({
  tags: ['media'],
  security: bearerSecurity,
  method: 'delete',
  path: '/{id}',
  summary: 'Delete one of the caller’s generated images (bytes and record)',
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: {
    200: jsonResponse(z.object({ id: z.string(), deleted: z.boolean() }), 'Deleted'),
    400: errorResponse('Invalid id'),
    401: notSignedInResponse,
    404: errorResponse('No such media of the caller'),
  },
});

media.openapi(deleteMediaRoute, async (c) => {
  const { id } = c.req.valid('param');
  const row = await c.env.DB.prepare(
    'SELECT r2_key, thumb_key FROM media WHERE id = ?1 AND owner_id = ?2',
  )
    .bind(id, c.var.auth.userId)
    .first<{ r2_key: string; thumb_key: string | null }>();
  // Midjourney grids stay: their task points at them.
  const used = await c.env.DB.prepare('SELECT 1 FROM mj_tasks WHERE media_id = ?1')
    .bind(id)
    .first();
  if (!row || used) throw new ApiError(404, 'not_found');
  await c.env.DB.prepare('DELETE FROM media WHERE id = ?1').bind(id).run();
  // The thumbnail too (docs/decisions/042-image-thumbnails.md).
  await c.env.FILES.delete(row.thumb_key ? [row.r2_key, row.thumb_key] : row.r2_key);
  return c.json({ id, deleted: true }, 200);
});
