/** A file a `run_python` run wrote under /mnt/data/, kept in R2 as media (a download). */
export interface OutputFile {
  mediaId: string;
  name: string;
  size: number;
  contentType: string;
}

/** What one answer's runs may keep in output files, altogether. */
export const MAX_OUTPUT_FILE_BYTES = 50 * 1024 * 1024;

/**
 * Types served as themselves; anything else is served as bytes to download, so an HTML or SVG
 * file a run wrote can never render on the app's origin.
 */
const SAFE_TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The type a file is stored and served with, by its name's extension. */
export function outputTypeOf(name: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return SAFE_TYPES[extension] ?? 'application/octet-stream';
}

/** The R2 key of an output file; its last part is the file's name, so the record needs no column. */
export const outputKey = (userId: string, requestId: string, mediaId: string, name: string) =>
  `code/${userId}/${requestId}/${mediaId}/${encodeURIComponent(name)}`;

/** The file name kept in an output file's key. */
export function nameOfKey(key: string): string {
  const last = key.slice(key.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
