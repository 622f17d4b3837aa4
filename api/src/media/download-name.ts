import { chatsOf } from '../chat/chat-db';
import type { Env } from '../env';

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

/**
 * The prompt that made a stored image: its image chat question, read in its owner's conversations
 * wherever they live (decision 218), or its Midjourney task's (D1's directory).
 */
async function promptOf(env: Pick<Env, 'DB' | 'PERSON'>, mediaId: string): Promise<string> {
  const media = await env.DB.prepare(
    `SELECT m.owner_id, m.message_id, (SELECT t.prompt FROM mj_tasks t WHERE t.media_id = ?1) AS task
     FROM media m WHERE m.id = ?1`,
  )
    .bind(mediaId)
    .first<{ owner_id: string; message_id: string | null; task: string | null }>();
  if (!media) return '';
  const question = media.message_id
    ? await (await chatsOf(env, media.owner_id))
        .prepare(
          `SELECT q.content FROM messages a
             JOIN messages q ON q.chat_id = a.chat_id AND q.role = 'user' AND q.seq < a.seq
           WHERE a.id = ?1 ORDER BY q.seq DESC LIMIT 1`,
        )
        .bind(media.message_id)
        .first<string>('content')
    : null;
  // A Midjourney prompt's parameters (--ar 16:9 …) are not part of its name.
  return (question ?? media.task ?? '').replace(/\s--\S.*$/s, '');
}

/**
 * The `Content-Disposition` of a download: `beseda-<prompt words>-<id start>.<ext>`, the ASCII
 * form in `filename` and the full one (Cyrillic prompts) in RFC 6266's `filename*`.
 *
 * @example await downloadDisposition(env, id, 'u1/images/3f2a….png')
 * // attachment; filename="beseda-a-red-fox-3f2a1b2c.png"; filename*=UTF-8''beseda-a-red-fox-3f2a1b2c.png
 */
export async function downloadDisposition(
  env: Pick<Env, 'DB' | 'PERSON'>,
  id: string,
  key: string,
) {
  const extension = /\.(\w+)$/.exec(key)?.[1] ?? 'bin';
  const tail = id.replace(/[^\w-]/g, '').slice(0, 8);
  const slug = slugOf(await promptOf(env, id));
  const name = (words: string) => `beseda-${words ? `${words}-` : ''}${tail}.${extension}`;
  const ascii = name(
    slug
      .replace(/[^a-z0-9-]/g, '')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, ''),
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name(slug))}`;
}
