import type { OutputFileView } from '../chat/types';

/** An SVG larger than this stays a download only (it is read whole into a `data:` URL). */
export const MAX_INLINE_SVG_BYTES = 2 * 1024 * 1024;

/** Where the app reads a kept file (a run's output, a tool's image) through the front. */
export const mediaUrl = (mediaId: string) => `/api/v1/media/${encodeURIComponent(mediaId)}`;

const rasterTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * How an output file shows in the answer: `raster` (served as its own image type), `svg` (stored
 * as bytes, shown from a `data:` URL), or null (a download only).
 *
 * @example inlineImageKind({ name: 'chart.svg', contentType: 'application/octet-stream', … }) // 'svg'
 */
export function inlineImageKind(file: Pick<OutputFileView, 'name' | 'contentType' | 'size'>) {
  if (rasterTypes.has(file.contentType.split(';')[0]?.trim() ?? '')) return 'raster';
  if (/\.svg$/i.test(file.name) && file.size <= MAX_INLINE_SVG_BYTES) return 'svg';
  return null;
}
