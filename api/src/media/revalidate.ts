/**
 * Personal media are kept by the browser but never used unasked: every use is a conditional
 * request the api answers for the signed-in reader only (decision 197). Bytes under a media id
 * never change, so a matching `If-None-Match` is a body-less 304 after the access check.
 */
export const REVALIDATE = 'private, no-cache';

/**
 * A 304 when `ifNoneMatch` names the stored object's current entity tag, else null (serve it).
 *
 * @example const fresh = await notModified(env.FILES, key, c.req.header('if-none-match'));
 */
export async function notModified(
  bucket: R2Bucket,
  key: string,
  ifNoneMatch: string | undefined,
): Promise<Response | null> {
  if (!ifNoneMatch) return null;
  const head = await bucket.head(key);
  if (!head) return null;
  const named = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (!named.includes(head.httpEtag) && !named.includes('*')) return null;
  return new Response(null, {
    status: 304,
    headers: { ETag: head.httpEtag, 'Cache-Control': REVALIDATE },
  });
}
