import type { McpAppView, OutputFileView } from './types';

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

/** An MCP App view of a tool result: its `ui://` address and HTML (rendered only in the sandbox). */
export function mcpAppOf(value: unknown): McpAppView | undefined {
  const app = value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  return typeof app?.uri === 'string' && typeof app.html === 'string'
    ? { uri: app.uri, html: app.html }
    : undefined;
}
