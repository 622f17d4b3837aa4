/**
 * Reads a request body as text, at most `maxBytes`: a declared `Content-Length` over the limit
 * is refused before reading, and an undeclared or lying body is cut once it passes the limit.
 * Returns `null` when the body is too large.
 *
 * @example const text = await readLimitedText(c.req.raw, 16 * 1024); if (text === null) 413
 */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string | null> {
  const bytes = await readLimitedBytes(request, maxBytes);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}

/**
 * The same as bytes: `null` when the body is over `maxBytes` (declared or counted while read).
 *
 * @example const bytes = await readLimitedBytes(c.req.raw, 16 * 1024); if (bytes === null) 413
 */
export async function readLimitedBytes(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
