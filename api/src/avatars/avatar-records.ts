import { releaseHold, settle } from '../billing/money';
import type { StoredImage } from '../images/image-records';
import { nowIso } from '../lib/time';

export interface AvatarRunRow {
  id: string;
  request_id: string;
  user_id: string;
  entity_id: string;
  style: string;
  description: string;
  source_media_id: string | null;
  model: string;
  count: number;
  status: 'running' | 'complete' | 'error';
  cost_kopecks: number | null;
  error_code: string | null;
  created_at: string;
}

interface AvatarImageRow {
  id: string;
  avatar_run_id: string;
  width: number | null;
  height: number | null;
}

/** The billing hold's key: generations and image answers use bare requestIds. */
export const avatarHoldId = (requestId: string) => `avatar:${requestId}`;

/** A run as the api answers it; images and the photo are served by `GET /v1/media/{id}`. */
function toRunJson(row: AvatarRunRow, images: AvatarImageRow[]) {
  return {
    id: row.id,
    requestId: row.request_id,
    style: row.style,
    description: row.description,
    model: row.model,
    count: row.count,
    status: row.status,
    cost: row.cost_kopecks,
    errorCode: row.error_code,
    photoUrl: row.source_media_id ? `/v1/media/${row.source_media_id}` : null,
    images: images
      .filter((image) => image.avatar_run_id === row.id)
      .map((image) => ({
        id: image.id,
        url: `/v1/media/${image.id}`,
        width: image.width,
        height: image.height,
      })),
    createdAt: row.created_at,
  };
}

export type AvatarRunJson = ReturnType<typeof toRunJson>;

/** The user's runs (newest first) or one of them, with their images; others' never. */
export async function avatarRuns(
  db: D1Database,
  userId: string,
  filter: { id?: string; requestId?: string; limit?: number } = {},
): Promise<AvatarRunJson[]> {
  const runs = await db
    .prepare(
      `SELECT * FROM avatar_runs WHERE user_id = ?1 AND (?2 IS NULL OR id = ?2)
         AND (?3 IS NULL OR request_id = ?3) ORDER BY created_at DESC, rowid DESC LIMIT ?4`,
    )
    .bind(userId, filter.id ?? null, filter.requestId ?? null, filter.limit ?? 50)
    .all<AvatarRunRow>();
  if (runs.results.length === 0) return [];
  const images = await db
    .prepare(
      `SELECT id, avatar_run_id, width, height FROM media
       WHERE avatar_run_id IN (SELECT value FROM json_each(?1)) ORDER BY created_at, rowid`,
    )
    .bind(JSON.stringify(runs.results.map((run) => run.id)))
    .all<AvatarImageRow>();
  return runs.results.map((run) => toRunJson(run, images.results));
}

/**
 * Ends a run in two steps (decision 219): the charge settled by the hold — debited with its
 * `usage` ledger row only while the hold exists, which the same step deletes, so it happens once
 * (the same rule as image answers, docs/decisions/041-image-chats.md) — then, in one D1 batch,
 * its images and the run complete with its cost. Until that batch commits the run stays
 * `running`, and its AvatarJob's alarm runs the whole ending again (settling nothing twice).
 */
export async function completeAvatarRun(
  db: D1Database,
  run: {
    id: string;
    requestId: string;
    userId: string;
    entityId: string;
    /** The run's image model, as `avatar_runs.model` names it. */
    model: string;
    cost: number;
  },
  images: StoredImage[],
): Promise<void> {
  const now = nowIso();
  await settle(
    db,
    {
      holdId: avatarHoldId(run.requestId),
      entityId: run.entityId,
      userId: run.userId,
      ref: run.id,
      cost: run.cost,
      now,
    },
    { model: run.model },
  );
  await db.batch([
    ...images.map((image) =>
      db
        .prepare(
          `INSERT INTO media (id, owner_id, chat_id, avatar_run_id, r2_key, content_type, size,
             width, height, created_at) VALUES (?1, ?2, NULL, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
        )
        .bind(
          image.id,
          run.userId,
          run.id,
          image.key,
          image.contentType,
          image.size,
          image.width,
          image.height,
          now,
        ),
    ),
    db
      .prepare(
        `UPDATE avatar_runs SET status = 'complete', cost_kopecks = ?2, updated_at = ?3
         WHERE id = ?1 AND status = 'running'`,
      )
      .bind(run.id, run.cost, now),
  ]);
}

/** Ends a failed run: marked with the error, nothing charged, then the hold released. */
export async function failAvatarRun(
  db: D1Database,
  run: { id: string; requestId: string; entityId: string },
  code: string,
): Promise<void> {
  await db
    .prepare(
      `UPDATE avatar_runs SET status = 'error', error_code = ?2, cost_kopecks = 0,
         updated_at = ?3 WHERE id = ?1 AND status = 'running'`,
    )
    .bind(run.id, code, nowIso())
    .run();
  await releaseHold(db, avatarHoldId(run.requestId), run.entityId);
}
