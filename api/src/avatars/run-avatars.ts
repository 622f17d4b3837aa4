import { APICallError, generateImage } from 'ai';
import { placeHold } from '../billing/holds';
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
  avatarFailureStatements,
  avatarHoldId,
  avatarRuns,
  avatarSuccessStatements,
} from './avatar-records';
import { avatarPrompt } from './styles';

const AVATAR_SIZE = '1024x1024';
const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * One avatar run, once per requestId: hold `kopecksPerImage × count`, keep the photo, ask the
 * image model (an edit of the photo, or a generation from the description), store the avatars
 * under the owner's prefix and settle — or release the hold and mark the error.
 */
export async function runAvatars(
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
  if (run.cost > 0) {
    const held = await placeHold(db, {
      requestId: avatarHoldId(form.requestId),
      entityId: caller.entityId,
      amount: run.cost,
      now,
    });
    if (!held) throw new ApiError(402, 'insufficient_funds');
  }
  const photoId = form.photo ? crypto.randomUUID() : null;
  const statements: D1PreparedStatement[] = [];
  if (form.photo && photoId) {
    const key = `${caller.userId}/avatar-photos/${photoId}.${extensions[form.photo.type] ?? 'png'}`;
    await env.FILES.put(key, form.photo.bytes, { httpMetadata: { contentType: form.photo.type } });
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
    await db.batch(statements);
  } catch (error) {
    // The same requestId at the same moment: the first run stands, this one takes no money.
    await db
      .prepare('DELETE FROM billing_holds WHERE request_id = ?1')
      .bind(avatarHoldId(form.requestId))
      .run();
    const first = await existingRun(db, caller.userId, form.requestId);
    if (first) return first;
    throw error;
  }
  let generated: Awaited<ReturnType<typeof generateImage>>;
  try {
    const text = avatarPrompt(form.style, form.description, Boolean(form.photo));
    generated = await generateImage({
      model: imageModelFor(env, model),
      prompt: form.photo ? { images: [form.photo.bytes], text } : text,
      n: form.count,
      size: AVATAR_SIZE,
      maxRetries: 0,
    });
  } catch (error) {
    const refused = APICallError.isInstance(error) && error.statusCode === 400;
    const code = refused ? 'image_refused' : 'image_provider_failed';
    console.error(`avatar generation failed: ${String(error)}`);
    await db.batch(avatarFailureStatements(db, run, code));
    throw new ApiError(refused ? 400 : 502, code);
  }
  const stored = await storeImages(env.FILES, caller.userId, generated.images, AVATAR_SIZE);
  await db.batch(avatarSuccessStatements(db, run, stored));
  const [saved] = await avatarRuns(db, caller.userId, { id: run.id });
  if (!saved) throw new ApiError(404, 'not_found');
  return saved;
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
