import { createRoute, z } from '@hono/zod-openapi';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { ApiError } from '../lib/errors';
import { bearerSecurity, createRouter, errorResponse, notSignedInResponse } from '../lib/router';
import { mayReadChatFile } from './media-access';
import { notModified, REVALIDATE } from './revalidate';
import { makeThumbnail, thumbnailKeyOf } from './thumbnail';

const getThumbnailRoute = createRoute({
  tags: ['media'],
  security: bearerSecurity,
  method: 'get',
  path: '/{id}/thumbnail',
  summary: 'A smaller rendition of a stored image (WebP, at most 320 px wide), for lists',
  description:
    'Made with Cloudflare Images on the first request and kept in R2 beside the original ' +
    '(docs/decisions/042-image-thumbnails.md). Without the Images binding the original is served.',
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: {
    200: {
      description: 'The thumbnail (image/webp), or the original when none can be made',
      content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    304: {
      description:
        'The copy named by `If-None-Match` is current (sent only to a reader of the file, decision 197)',
    },
    400: errorResponse('Invalid id'),
    401: notSignedInResponse,
    404: errorResponse('No such image, or not readable by the caller'),
  },
});

interface ThumbnailRow {
  owner_id: string;
  chat_id: string | null;
  r2_key: string;
  content_type: string;
  thumb_key: string | null;
}

const imageResponse = (body: ReadableStream | ArrayBuffer, type: string, etag?: string) =>
  new Response(body, {
    headers: {
      'Content-Type': type,
      'Cache-Control': REVALIDATE,
      'X-Content-Type-Options': 'nosniff',
      ...(etag ? { ETag: etag } : {}),
    },
  });

/**
 * `/v1/media/{id}/thumbnail`: the list's rendition of an image the caller may read (theirs, or
 * of a chat shared with them); anyone else gets 404.
 */
export const mediaThumbnails = createRouter<AuthEnv>();
mediaThumbnails.use('*', requireAuth);

mediaThumbnails.openapi(getThumbnailRoute, async (c) => {
  const { id } = c.req.valid('param');
  const db = c.env.DB;
  const row = await db
    .prepare(
      `SELECT owner_id, chat_id, r2_key, content_type, thumb_key FROM media WHERE id = ?1
         AND content_type LIKE 'image/%'`,
    )
    .bind(id)
    .first<ThumbnailRow>();
  if (!row || !(await mayReadChatFile(c.env, row, c.var.auth.userId))) {
    throw new ApiError(404, 'not_found');
  }
  if (row.thumb_key) {
    const ifNoneMatch = c.req.header('if-none-match');
    const unchanged = await notModified(c.env.FILES, row.thumb_key, ifNoneMatch);
    if (unchanged) return unchanged;
    const kept = await c.env.FILES.get(row.thumb_key);
    if (kept) return imageResponse(kept.body, 'image/webp', kept.httpEtag);
  }
  const original = await c.env.FILES.get(row.r2_key);
  if (!original) throw new ApiError(404, 'not_found');
  const bytes = await original.arrayBuffer();
  const thumbnail = await makeThumbnail(c.env.IMAGES, bytes);
  // The original standing in (no Images binding) carries no tag: a later thumbnail replaces it.
  if (!thumbnail) return imageResponse(bytes, row.content_type);
  const key = thumbnailKeyOf(row.r2_key);
  const stored = await c.env.FILES.put(key, thumbnail.bytes, {
    httpMetadata: { contentType: thumbnail.contentType },
  });
  await db.prepare('UPDATE media SET thumb_key = ?2 WHERE id = ?1').bind(id, key).run();
  return imageResponse(thumbnail.bytes, thumbnail.contentType, stored?.httpEtag);
});
