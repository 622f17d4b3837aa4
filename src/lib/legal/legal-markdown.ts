/** A legal document kept as markdown with a front matter of `title` and `updated` (YYYY-MM-DD). */
export interface LegalDocument {
  title: string;
  updated: string;
  body: string;
  /** The `## ` sections, in order, with the anchor each heading gets. */
  toc: { id: string; text: string }[];
}

/**
 * The anchor of a heading: lower case, letters (any script) and digits joined by dashes, so
 * Russian headings keep readable anchors.
 *
 * @example headingId('Who we are') // 'who-we-are'
 */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Splits the front matter off `source` and lists its `## ` headings. Throws on a document
 * without `title` or a valid `updated` date: a broken file fails the build's tests, not a reader.
 *
 * @example parseLegalMarkdown('---\ntitle: Terms\nupdated: 2026-11-23\n---\n## One').toc
 */
export function parseLegalMarkdown(source: string): LegalDocument {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error('legal document without front matter');
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const title = fields.get('title');
  const updated = fields.get('updated');
  if (!title || !updated || !/^\d{4}-\d{2}-\d{2}$/.test(updated)) {
    throw new Error('legal document needs `title` and `updated: YYYY-MM-DD`');
  }
  const body = match[2] ?? '';
  const toc = [...body.matchAll(/^## +(.+?) *$/gm)].map(([, text = '']) => ({
    id: headingId(text),
    text,
  }));
  return { title, updated, body, toc };
}
