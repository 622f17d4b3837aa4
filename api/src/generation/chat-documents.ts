import type { TextPart } from 'ai';
import type { Env } from '../env';
import type { CatalogModel } from '../providers/catalog';
import { documentPrompt, documentText, isDocument } from './attachment';

/** The window when the catalogue has none (image models, which read no documents). */
const FALLBACK_CONTEXT_TOKENS = 32_000;
/** Tokens kept free for the answer. */
const ANSWER_TOKENS = 16_000;
/** Characters per token, as the billing estimate counts them (billing/cost.ts). */
const CHARS_PER_TOKEN = 3;

/** Characters of earlier documents a prompt of `usedChars` still has room for in the model's window. */
export function roomForDocuments(model: CatalogModel, usedChars: number): number {
  const window = model.contextWindow ?? FALLBACK_CONTEXT_TOKENS;
  return (window - ANSWER_TOKENS) * CHARS_PER_TOKEN - usedChars;
}

interface StoredFile {
  r2_key: string;
  name: string;
  content_type: string;
}

/**
 * The files of the branch ending at `lastId`, oldest first. `undefined`: the branch the chat
 * shows (its remembered leaf, else its newest message); `null`: no earlier messages.
 */
async function filesOfBranch(db: D1Database, chatId: string, lastId: string | undefined) {
  const { results } = await db
    .prepare(
      `WITH RECURSIVE path(id, parent_id, depth) AS (
         SELECT id, parent_id, 0 FROM messages WHERE chat_id = ?1 AND id = COALESCE(?2,
           (SELECT current_leaf_id FROM chats WHERE id = ?1),
           (SELECT id FROM messages WHERE chat_id = ?1 ORDER BY seq DESC LIMIT 1))
         UNION ALL
         SELECT m.id, m.parent_id, path.depth + 1 FROM messages m JOIN path ON m.id = path.parent_id
           WHERE m.chat_id = ?1 AND path.depth < 100000
       )
       SELECT a.r2_key, a.name, a.content_type FROM path
         JOIN attachments a ON a.message_id = path.id AND a.chat_id = ?1
       ORDER BY path.depth DESC, a.created_at, a.rowid`,
    )
    .bind(chatId, lastId ?? null)
    .all<StoredFile>();
  return results.filter((file) => isDocument(file.name, file.content_type));
}

/**
 * The documents sent earlier in the branch a question follows, as prompt parts, so a later
 * question about a PDF still has it (decision 134). Newest first while they fit `roomChars`;
 * the older ones are left out and named, for the person to be told.
 *
 * @example const earlier = await earlierDocuments(env, chatId, place.parentId, room)
 */
export async function earlierDocuments(
  env: Pick<Env, 'DB' | 'FILES' | 'DOCUMENTS'>,
  chatId: string | undefined,
  lastId: string | null | undefined,
  roomChars: number,
  beforeReading: () => Promise<void> = async () => {},
): Promise<{ parts: TextPart[]; leftOut: string[] }> {
  if (!chatId || lastId === null) return { parts: [], leftOut: [] };
  const files = await filesOfBranch(env.DB, chatId, lastId);
  if (files.length > 0) await beforeReading();
  const parts: TextPart[] = [];
  const leftOut: string[] = [];
  let room = roomChars;
  for (const file of files.reverse()) {
    if (leftOut.length > 0) {
      leftOut.unshift(file.name);
      continue;
    }
    const text = await readText(env, file);
    if (text === undefined) continue;
    const prompt = documentPrompt(file.name, text);
    if (prompt.length > room) {
      leftOut.unshift(file.name);
      continue;
    }
    room -= prompt.length;
    parts.unshift({ type: 'text', text: prompt });
  }
  return { parts, leftOut };
}

/** A stored document's text; undefined when it is gone or no longer readable. */
async function readText(env: Pick<Env, 'FILES' | 'DOCUMENTS'>, file: StoredFile) {
  const object = await env.FILES.get(file.r2_key);
  if (!object) return undefined;
  const bytes = new Uint8Array(await object.arrayBuffer());
  return documentText(env, file.name, file.content_type, bytes).catch(() => undefined);
}
