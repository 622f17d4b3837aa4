/**
 * `Content-Disposition: attachment` naming a download after a chat: an ASCII `filename` for old
 * clients and the real (Cyrillic) name as RFC 5987 `filename*`.
 *
 * @example attachmentDisposition('Хлеб дома', 'md')
 * // attachment; filename="chat.md"; filename*=UTF-8''%D0%A5%D0%BB%D0%B5%D0%B1%20%D0%B4%D0%BE%D0%BC%D0%B0.md
 */
export function attachmentDisposition(name: string, extension: string): string {
  // Path separators, quotes and control characters never reach a file name.
  const clean =
    name
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || 'chat';
  const ascii =
    clean
      .replace(/[^\x20-\x7e]+/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'chat';
  const encoded = encodeURIComponent(`${clean}.${extension}`).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encoded}`;
}
