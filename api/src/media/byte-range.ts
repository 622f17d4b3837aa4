import { ApiError, registerErrorMessages } from '../lib/errors';

registerErrorMessages({
  range_not_satisfiable: {
    en: 'The requested byte range is not within the file ({size} bytes).',
    ru: 'Запрошенный диапазон байтов вне файла ({size} байт).',
  },
});

/** Where a single `bytes=` range starts and how long it is, for an R2 ranged read. */
export interface ByteRange {
  offset: number;
  length: number;
}

/**
 * The one byte range of a `Range` header (RFC 9110 §14.1.2) within a file of `size` bytes:
 * `bytes=a-b`, `bytes=a-` or `bytes=-n`. No header, another unit, or several ranges answer
 * undefined (the whole file, which RFC 9110 allows); a malformed or unsatisfiable `bytes` range
 * is a 416 carrying `Content-Range: bytes *\/size`.
 *
 * @example byteRangeOf('bytes=0-99', 1000) // { offset: 0, length: 100 }
 */
export function byteRangeOf(header: string | null | undefined, size: number) {
  if (!header) return undefined;
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return undefined;
  const spec = match[1]?.trim() ?? '';
  if (spec.includes(',')) return undefined;
  const unsatisfiable = new ApiError(
    416,
    'range_not_satisfiable',
    { size },
    {
      'Content-Range': `bytes */${size}`,
    },
  );
  const parts = /^(\d*)-(\d*)$/.exec(spec);
  if (!parts || (parts[1] === '' && parts[2] === '')) throw unsatisfiable;
  const [, first = '', last = ''] = parts;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) throw unsatisfiable;
    const length = Math.min(suffix, size);
    return { offset: size - length, length } satisfies ByteRange;
  }
  const offset = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (offset >= size || end < offset) throw unsatisfiable;
  return { offset, length: end - offset + 1 } satisfies ByteRange;
}

/**
 * An R2 object as a response that honours `Range`: 206 with `Content-Range` for one satisfiable
 * range (read from R2 by offset and length, never the whole object), 200 otherwise, and
 * `Accept-Ranges: bytes` on both so a media element knows it can seek.
 */
export async function rangedObjectResponse(
  bucket: R2Bucket,
  key: string,
  rangeHeader: string | null | undefined,
  headers: Record<string, string>,
): Promise<Response | null> {
  if (!rangeHeader) {
    const object = await bucket.get(key);
    if (!object) return null;
    return new Response(object.body, {
      headers: {
        ...headers,
        'Accept-Ranges': 'bytes',
        'Content-Length': String(object.size),
        ETag: object.httpEtag,
      },
    });
  }
  const head = await bucket.head(key);
  if (!head) return null;
  const range = byteRangeOf(rangeHeader, head.size);
  const object = await bucket.get(key, range ? { range } : undefined);
  if (!object) return null;
  const common = { ...headers, 'Accept-Ranges': 'bytes', ETag: object.httpEtag };
  if (!range) {
    return new Response(object.body, {
      headers: { ...common, 'Content-Length': String(object.size) },
    });
  }
  const end = range.offset + range.length - 1;
  return new Response(object.body, {
    status: 206,
    headers: {
      ...common,
      'Content-Length': String(range.length),
      'Content-Range': `bytes ${range.offset}-${end}/${head.size}`,
    },
  });
}
