/** Thumbnails fit this width (the list's cells are at most 160 CSS px: 2× for dense screens). */
export const THUMBNAIL_WIDTH = 320;

/** Where a media object's thumbnail lives in R2: beside the original, as WebP. */
export const thumbnailKeyOf = (key: string) => `${key.replace(/\.\w+$/, '')}.thumb.webp`;

/**
 * A smaller rendition of an image through the Cloudflare Images binding: at most
 * `THUMBNAIL_WIDTH` wide (never enlarged), WebP. Undefined when the binding is absent or the
 * bytes are not an image it reads — the caller then serves the original.
 *
 * @example
 * const thumb = await makeThumbnail(env.IMAGES, await object.arrayBuffer());
 */
export async function makeThumbnail(
  images: ImagesBinding | undefined,
  bytes: ArrayBuffer,
): Promise<{ bytes: ArrayBuffer; contentType: string } | undefined> {
  if (!images) return undefined;
  try {
    const result = await images
      .input(new Blob([bytes]).stream())
      .transform({ width: THUMBNAIL_WIDTH, fit: 'scale-down' })
      .output({ format: 'image/webp', quality: 80 });
    const thumbnail = await new Response(result.image()).arrayBuffer();
    return { bytes: thumbnail, contentType: result.contentType() };
  } catch (error) {
    console.error(`thumbnail failed: ${String(error)}`);
    return undefined;
  }
}
