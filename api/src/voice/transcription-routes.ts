import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth/require-auth';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { localeOf } from '../lib/messages';
import { documentRoute } from '../lib/router';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import {
  deleteTranscriptionRoute,
  getTranscriptionRoute,
  listTranscriptionsRoute,
  RenameTranscriptionSchema,
  renameTranscriptionRoute,
  TranscriptionIdSchema,
} from './contract';
import {
  ownTranscription,
  type TranscriptionRow,
  toTranscriptionJson,
} from './transcription-store';

registerErrorMessages({
  transcription_running: {
    en: 'The transcription is still running; delete it once it has finished.',
    ru: 'Расшифровка ещё идёт; удалите её, когда она закончится.',
  },
});

async function found(db: D1Database, id: string, userId: string) {
  const row = await ownTranscription(db, id, userId);
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

/** History, reading, renaming and deleting of the caller's transcriptions. */
export function addTranscriptionRoutes(voice: OpenAPIHono<AuthEnv>) {
  voice.openapi(listTranscriptionsRoute, async (c) => {
    const { page, take } = c.req.valid('query');
    const { userId } = c.var.auth;
    const db = c.env.DB;
    const [rows, count] = await db.batch([
      db
        .prepare(
          `SELECT * FROM transcriptions WHERE user_id = ?1 AND source = 'file'
           ORDER BY created_at DESC, id LIMIT ?2 OFFSET ?3`,
        )
        .bind(userId, take, (page - 1) * take),
      db
        .prepare(
          "SELECT COUNT(*) AS total FROM transcriptions WHERE user_id = ?1 AND source = 'file'",
        )
        .bind(userId),
    ]);
    const locale = localeOf(c.req.header('x-ad-locale'));
    const items = ((rows?.results ?? []) as TranscriptionRow[]).map((row) =>
      toTranscriptionJson(row, locale, false),
    );
    const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
    return c.json({ items, total }, 200);
  });

  voice.openapi(getTranscriptionRoute, async (c) => {
    const row = await found(c.env.DB, c.req.valid('param').id, c.var.auth.userId);
    return c.json(toTranscriptionJson(row, localeOf(c.req.header('x-ad-locale'))), 200);
  });

  documentRoute(voice, renameTranscriptionRoute);
  voice.patch(
    '/stt/transcriptions/:id',
    validate('param', TranscriptionIdSchema),
    validate('json', RenameTranscriptionSchema),
    async (c) => {
      const row = await found(c.env.DB, c.req.valid('param').id, c.var.auth.userId);
      const { title } = c.req.valid('json');
      await c.env.DB.prepare('UPDATE transcriptions SET title = ?2, updated_at = ?3 WHERE id = ?1')
        .bind(row.id, title, nowIso())
        .run();
      return c.json(
        toTranscriptionJson({ ...row, title }, localeOf(c.req.header('x-ad-locale'))),
        200,
      );
    },
  );

  voice.openapi(deleteTranscriptionRoute, async (c) => {
    const db = c.env.DB;
    const row = await found(db, c.req.valid('param').id, c.var.auth.userId);
    if (row.status === 'running') throw new ApiError(409, 'transcription_running');
    const media = await db
      .prepare('SELECT r2_key FROM media WHERE id = ?1')
      .bind(row.media_id)
      .first<{ r2_key: string }>();
    await db.batch([
      db.prepare('DELETE FROM transcriptions WHERE id = ?1').bind(row.id),
      db.prepare('DELETE FROM media WHERE id = ?1').bind(row.media_id),
    ]);
    if (media) await c.env.FILES.delete(media.r2_key);
    return c.body(null, 204);
  });
}
