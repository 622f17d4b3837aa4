/** Longest prompt part of a download's name, in characters. */
const MAX_SLUG = 48;

/** `a red fox, in the snow!` → `a-red-fox-in-the-snow` (letters of any script, digits). */
export function slugOf(text: string): string {
  const words =
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG) break;
    slug = next;
  }
  return slug;
}

/** The prompt that made a stored image: its image chat question, or its Midjourney task's. */
async function promptOf(db: D1Database, mediaId: string): Promise<string> {
  const row = await db
    .prepare(
      `SELECT COALESCE(
         (SELECT q.content FROM media m JOIN messages a ON a.id = m.message_id
            JOIN messages q ON q.chat_id = a.chat_id AND q.role = 'user' AND q.seq < a.seq
          WHERE m.id = ?1 ORDER BY q.seq DESC LIMIT 1),
         (SELECT t.prompt FROM mj_tasks t WHERE t.media_id = ?1)) AS prompt`,
    )
    .bind(mediaId)
    .first<{ prompt: string | null }>();
  // A Midjourney prompt's parameters (--ar 16:9 …) are not part of its name.
  return (row?.prompt ?? '').replace(/\s--\S.*$/s, '');
}

/**
 * The `Content-Disposition` of a download: `beseda-<prompt words>-<id start>.<ext>`, the ASCII
 * form in `filename` and the full one (Cyrillic prompts) in RFC 6266's `filename*`.
 *
 * @example await downloadDisposition(db, id, 'u1/images/3f2a….png')
 * // attachment; filename="beseda-a-red-fox-3f2a1b2c.png"; filename*=UTF-8''beseda-a-red-fox-3f2a1b2c.png
 */
export async function downloadDisposition(db: D1Database, id: string, key: string) {
  const extension = /\.(\w+)$/.exec(key)?.[1] ?? 'bin';
  const tail = id.replace(/[^\w-]/g, '').slice(0, 8);
  const slug = slugOf(await promptOf(db, id));
  const name = (words: string) => `beseda-${words ? `${words}-` : ''}${tail}.${extension}`;
  const ascii = name(
    slug
      .replace(/[^a-z0-9-]/g, '')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, ''),
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name(slug))}`;
}
