import type { Env } from '../env';
import { nowIso } from '../lib/time';

/**
 * Makes these bytes the user's profile picture: kept in R2 at `avatars/{userId}/{mediaId}`, a
 * `media` row, and `users.avatar` pointing at `/api/v1/media/{mediaId}`. The profile upload and
 * the avatar studio both go through here.
 */
export async function saveProfileAvatar(
  env: Pick<Env, 'DB' | 'FILES'>,
  userId: string,
  bytes: Uint8Array,
  type: string,
): Promise<void> {
  const id = crypto.randomUUID();
  const key = `avatars/${userId}/${id}`;
  const now = nowIso();
  await env.FILES.put(key, bytes, { httpMetadata: { contentType: type } });
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO media (id, owner_id, chat_id, r2_key, content_type, size, created_at)
       VALUES (?1, ?2, NULL, ?3, ?4, ?5, ?6)`,
    ).bind(id, userId, key, type, bytes.byteLength, now),
    env.DB.prepare('UPDATE users SET avatar = ?2, updated_at = ?3 WHERE id = ?1').bind(
      userId,
      `/api/v1/media/${id}`,
      now,
    ),
  ]);
}
