import { APICallError, generateImage } from 'ai';
import { heldAmount, holdExists, placeHoldOnce, releaseHold } from '../billing/money';
import type { Env } from '../env';
import { storeImages } from '../images/image-bytes';
import '../images/errors';
import { imageModelFor } from '../images/image-model';
import { ApiError } from '../lib/errors';
import { nowIso } from '../lib/time';
import type { CatalogModel, ImageOptions } from '../providers/catalog';
import type { AvatarForm } from './avatar-form';
import {
  type AvatarRunJson,
  type AvatarRunRow,
  avatarHoldId,
  avatarRuns,
  completeAvatarRun,
  failAvatarRun,
} from './avatar-records';
import { type AvatarStyle, avatarPrompt } from './styles';

const AVATAR_SIZE = '1024x1024';
const extensions = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/webp', 'webp'],
]);

/**
 * Starts one avatar run, once per requestId: hold `kopecksPerImage × count`, keep the photo,
 * write the run as `running` and hand it to its AvatarJob, whose alarm asks the image model
 * (`finishAvatarRun`). Answers at once with the running run (docs/decisions/078-avatar-jobs.md).
 */
export async function startAvatarRun(
  env: Env,
  caller: { userId: string; entityId: string },
  model: CatalogModel & { image: ImageOptions },
  form: AvatarForm,
): Promise<AvatarRunJson> {
  const db = env.DB;
  const existing = await existingRun(db, caller.userId, form.requestId);
  if (existing) return existing;
  const now = nowIso();
  const run = {
    id: crypto.randomUUID(),
    requestId: form.requestId,
    userId: caller.userId,
    entityId: caller.entityId,
    cost: model.image.kopecksPerImage * form.count,
  };
  // The hold, then the run (D1): separate steps (decision 219). A repeat of the same requestId
  // at the same moment finds the hold taken and gets the first run.
  const holdId = avatarHoldId(form.requestId);
  const held = run.cost > 0;
  if (held) {
    const placed = await placeHoldOnce(db, {
      requestId: holdId,
      entityId: caller.entityId,
      userId: caller.userId,
      model: model.id,
      amount: run.cost,
      now,
    });
    if (placed === 'uncovered') throw new ApiError(402, 'insufficient_funds');
    if (placed === 'exists') return firstRun(db, caller, form.requestId);
  }
  const statements: D1PreparedStatement[] = [];
  const photoId = form.photo ? crypto.randomUUID() : null;
  let photoKey: string | undefined;
  if (form.photo && photoId) {
    const key = `${caller.userId}/avatar-photos/${photoId}.${extensions.get(form.photo.type) ?? 'png'}`;
    photoKey = key;
    statements.push(
      db
        .prepare(
          `INSERT INTO media (id, owner_id, chat_id, r2_key, content_type, size, created_at)
           VALUES (?1, ?2, NULL, ?3, ?4, ?5, ?6)`,
        )
        .bind(photoId, caller.userId, key, form.photo.type, form.photo.bytes.byteLength, now),
    );
  }
  statements.push(
    db
      .prepare(
        `INSERT INTO avatar_runs (id, request_id, user_id, entity_id, style, description,
           source_media_id, model, count, status, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'running', ?10, ?10)`,
      )
      .bind(
        run.id,
        form.requestId,
        caller.userId,
        caller.entityId,
        form.style,
        form.description,
        photoId,
        model.id,
        form.count,
        now,
      ),
  );
  try {
    if (form.photo && photoKey) {
      const { bytes, type } = form.photo;
      await env.FILES.put(photoKey, bytes, { httpMetadata: { contentType: type } });
    }
    await db.batch(statements);
  } catch (error) {
    // Refused (the requestId has a run already) or failed: nothing stays held or stored.
    if (held) await releaseHold(db, holdId, caller.entityId);
    if (photoKey) await env.FILES.delete(photoKey);
    const first = await existingRun(db, caller.userId, form.requestId);
    if (first) return first;
    throw error;
  }
  await env.AVATAR_JOB.get(env.AVATAR_JOB.idFromName(run.id)).start(run.id, caller.userId);
  const [saved] = await avatarRuns(db, caller.userId, { id: run.id });
  if (!saved) throw new ApiError(404, 'not_found');
  return saved;
}

/**
 * The job's half of a run (its AvatarJob's alarm): the image model's edit of the photo, or a
 * generation from the description; then the avatars stored under the owner's prefix and the
 * hold settled — or the hold released and the error marked. A run no longer `running` is left
 * alone, and both endings are guarded by the hold, so a repeated alarm never charges twice.
 */
export async function finishAvatarRun(
  env: Env,
  runId: string,
  model: (CatalogModel & { image: ImageOptions }) | undefined,
): Promise<void> {
  const db = env.DB;
  const row = await db
    .prepare(
      `SELECT r.*, m.r2_key AS photo_key FROM avatar_runs r
       LEFT JOIN media m ON m.id = r.source_media_id WHERE r.id = ?1`,
    )
    .bind(runId)
    .first<AvatarRunRow & { photo_key: string | null }>();
  if (row?.status !== 'running') return;
  const run = {
    id: row.id,
    requestId: row.request_id,
    userId: row.user_id,
    entityId: row.entity_id,
    model: row.model,
    cost: (model?.image.kopecksPerImage ?? 0) * row.count,
  };
  if (!model || model.id !== row.model) {
    await failAvatarRun(db, run, 'avatar_studio_off');
    return;
  }
  let generated: Awaited<ReturnType<typeof generateImage>>;
  try {
    const photo = row.photo_key ? await env.FILES.get(row.photo_key) : null;
    const bytes = photo ? new Uint8Array(await photo.arrayBuffer()) : null;
    const text = avatarPrompt(row.style as AvatarStyle, row.description, Boolean(bytes));
    generated = await generateImage({
      model: imageModelFor(env, model),
      prompt: bytes ? { images: [bytes], text } : text,
      n: row.count,
      size: AVATAR_SIZE,
      maxRetries: 0,
    });
  } catch (error) {
    const refused = APICallError.isInstance(error) && error.statusCode === 400;
    console.error(`avatar generation failed: ${String(error)}`);
    await failAvatarRun(db, run, refused ? 'image_refused' : 'image_provider_failed');
    return;
  }
  // The hold's amount is what the run was priced at when it started.
  const held = await heldAmount(db, avatarHoldId(run.requestId), run.entityId);
  if (held !== null) run.cost = held;
  const stored = await storeImages(env.FILES, run.userId, generated.images, AVATAR_SIZE);
  await completeAvatarRun(db, run, stored);
}

/** How long a repeat waits for the start that holds its requestId to write its run. */
const FIRST_START_WAIT_MS = 5_000;

/**
 * A start whose requestId another start holds: that run once it is written (the caller's: that
 * run; someone else's: 404), or 404 when none appears (its run was refused and its hold
 * released, or it is still starting after `FIRST_START_WAIT_MS`).
 */
async function firstRun(
  db: D1Database,
  caller: { userId: string; entityId: string },
  requestId: string,
) {
  const until = Date.now() + FIRST_START_WAIT_MS;
  for (let delay = 50; ; delay = Math.min(delay * 2, 500)) {
    const first = await existingRun(db, caller.userId, requestId);
    if (first) return first;
    if (Date.now() > until || !(await holdExists(db, avatarHoldId(requestId), caller.entityId))) {
      throw new ApiError(404, 'not_found');
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** The run this requestId already started: the caller's, or 404 when it is someone else's. */
async function existingRun(db: D1Database, userId: string, requestId: string) {
  const owner = await db
    .prepare('SELECT user_id FROM avatar_runs WHERE request_id = ?1')
    .bind(requestId)
    .first<{ user_id: string }>();
  if (!owner) return undefined;
  if (owner.user_id !== userId) throw new ApiError(404, 'not_found');
  return (await avatarRuns(db, userId, { requestId }))[0];
}
