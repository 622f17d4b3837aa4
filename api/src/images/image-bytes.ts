import type { GeneratedFile } from 'ai';
import type { Env } from '../env';
import type { StoredImage } from './image-records';
import { imageSizeOf } from './image-size';
import { latestImageOfChat, readableImage } from './image-store';

// A Map, not an object: a provider's media type such as `constructor` must not find a prototype key.
const extensions = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);

/**
 * Keeps generated images in R2 under the owner's prefix (`{userId}/images/{mediaId}.{ext}`),
 * with their real width and height when the header tells (else the size asked for).
 */
export async function storeImages(
  files: R2Bucket,
  userId: string,
  images: GeneratedFile[],
  size: `${number}x${number}`,
): Promise<StoredImage[]> {
  const [askedWidth, askedHeight] = size.split('x').map(Number);
  return Promise.all(
    images.map(async (image) => {
      const id = crypto.randomUUID();
      const contentType = extensions.has(image.mediaType) ? image.mediaType : 'image/png';
      const key = `${userId}/images/${id}.${extensions.get(contentType)}`;
      const bytes = image.uint8Array;
      await files.put(key, bytes, { httpMetadata: { contentType } });
      const measured = imageSizeOf(bytes);
      return {
        id,
        key,
        contentType,
        size: bytes.byteLength,
        width: measured?.width ?? askedWidth ?? 0,
        height: measured?.height ?? askedHeight ?? 0,
      };
    }),
  );
}

/**
 * The bytes a follow-up refines: the image chosen (`inputMediaId`, any image the user may read),
 * else the chat's newest one; undefined when there is none.
 */
export async function loadInputImage(
  env: Env,
  userId: string,
  inputMediaId: string | undefined,
  chatId: string | undefined,
): Promise<Uint8Array | undefined> {
  const id = inputMediaId ?? (chatId ? (await latestImageOfChat(env.DB, chatId))?.id : undefined);
  if (!id) return undefined;
  const row = await readableImage(env, id, userId);
  if (!row) return undefined;
  const object = await env.FILES.get(row.r2_key);
  return object ? new Uint8Array(await object.arrayBuffer()) : undefined;
}
