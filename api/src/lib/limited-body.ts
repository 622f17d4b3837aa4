import { ApiError, registerErrorMessages } from './errors';

registerErrorMessages({
  upload_too_large: {
    en: 'The request is too large: at most {maxMb} MB',
    ru: 'Слишком большой запрос: не больше {maxMb} МБ',
  },
});

const tooLarge = (maxBytes: number) =>
  new ApiError(413, 'upload_too_large', { maxMb: Math.round((maxBytes / 1024 / 1024) * 10) / 10 });

/**
 * The request's body, cut at `maxBytes`: a declared `Content-Length` above it is refused before
 * anything is read, and every byte that arrives is counted whatever the header says (chunked or
 * lying bodies), so the stream errors with 413 at the limit. Hono's `bodyLimit` trusts a
 * declared length and buffers; see docs/decisions/023-read-only-shares-and-upload-limits.md.
 */
export function limitedBody(request: Request, maxBytes: number) {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge(maxBytes);
  let seen = 0;
  const state = { exceeded: false };
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > maxBytes) {
        state.exceeded = true;
        controller.error(tooLarge(maxBytes));
        return;
      }
      controller.enqueue(chunk);
    },
  });
  const body = request.body ? request.body.pipeThrough(counter) : null;
  return { body, exceeded: () => state.exceeded };
}

/**
 * Reads a multipart (or url-encoded) body of at most `maxBytes` into a `FormData`: 413
 * `upload_too_large` beyond it, `onInvalid` for a body that does not parse. Every upload route
 * reads its body with this, never with `request.formData()`.
 *
 * @example const form = await readLimitedForm(c.req.raw, 11 * MB, () => new ApiError(400, 'x'))
 */
export async function readLimitedForm(
  request: Request,
  maxBytes: number,
  onInvalid: () => ApiError,
): Promise<FormData> {
  const { body, exceeded } = limitedBody(request, maxBytes);
  if (!body) throw onInvalid();
  const contentType = request.headers.get('content-type') ?? '';
  try {
    return await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw exceeded() ? tooLarge(maxBytes) : onInvalid();
  }
}
