import type { StoredImage } from './finish-records';
import { type ProxyConfig, ProxyUnavailable } from './proxy-client';

/** Grids are a few MB; anything far larger is not an image we keep. */
const MAX_IMAGE_BYTES = 40 * 1024 * 1024;

// A Map, not an object: a header such as `constructor` must not find a prototype key.
const extensions = new Map([
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/jpeg', 'jpg'],
  ['image/gif', 'gif'],
]);

/** The image type of a download: its header if an image type we know, else its URL's ending. */
function contentTypeOf(res: Response, url: string): string | undefined {
  const header = res.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (header && extensions.has(header)) return header;
  const ending = /\.(png|webp|jpe?g|gif)(?:$|\?)/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  if (!ending) return undefined;
  return ending === 'jpg' || ending === 'jpeg' ? 'image/jpeg' : `image/${ending}`;
}

/**
 * Copies a finished task's image from the proxy's URL (Discord's CDN, or the proxy itself)
 * into R2 at `{keyBase}.{ext}`, so the browser only ever sees our origin. A failed download is
 * a passing fault (`ProxyUnavailable`): the poll tries again.
 */
export async function copyImage(
  files: R2Bucket,
  config: ProxyConfig,
  imageUrl: string,
  keyBase: string,
): Promise<StoredImage> {
  const url = new URL(imageUrl, `${config.baseUrl}/`).toString();
  const sameOrigin = new URL(url).origin === new URL(config.baseUrl).origin;
  const headers: Record<string, string> = {};
  if (sameOrigin && config.apiSecret) headers['mj-api-secret'] = config.apiSecret;
  let res: Response;
  try {
    res = await fetch(url, { headers });
  } catch (error) {
    throw new ProxyUnavailable(`midjourney image unreachable: ${String(error)}`);
  }
  if (!res.ok) throw new ProxyUnavailable(`midjourney image answered ${res.status}`);
  const contentType = contentTypeOf(res, url);
  const bytes = await res.arrayBuffer();
  if (!contentType || bytes.byteLength === 0 || bytes.byteLength > MAX_IMAGE_BYTES) {
    throw new ProxyUnavailable(`midjourney image unusable: ${contentType} ${bytes.byteLength}`);
  }
  const key = `${keyBase}.${extensions.get(contentType)}`;
  await files.put(key, bytes, { httpMetadata: { contentType } });
  return { key, contentType, size: bytes.byteLength };
}
