import type { OutputFileView } from './types';

/** The output files of a tool result as the api sends them; anything malformed is dropped. */
export function outputFilesOf(raw: unknown): OutputFileView[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((file) =>
    file &&
    typeof file.mediaId === 'string' &&
    typeof file.name === 'string' &&
    typeof file.size === 'number'
      ? [
          {
            mediaId: file.mediaId,
            name: file.name,
            size: file.size,
            contentType: typeof file.contentType === 'string' ? file.contentType : '',
          },
        ]
      : [],
  );
}
