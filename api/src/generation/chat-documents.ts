import type { ImagePart, TextPart } from 'ai';
import { type ChatDb, chatsOf } from '../chat/chat-db';
import type { Env } from '../env';
import { branchPathCte } from '../messages/tree';
import type { CatalogModel } from '../providers/catalog';
import { documentPrompt, documentText, isDocument, isImage } from './attachment';
import { IMAGE_CHARS } from './prompt-size';

/** The window when the catalogue has none (image models, which read no documents). */
const FALLBACK_CONTEXT_TOKENS = 32_000;
/** Tokens kept free for the answer. */
export const ANSWER_TOKENS = 16_000;
/** Characters per token, as the billing estimate counts them (billing/cost.ts). */
export const CHARS_PER_TOKEN = 3;

/** A model's window in tokens: the catalogue's, else FALLBACK_CONTEXT_TOKENS. */
export const windowOf = (model: CatalogModel) => model.contextWindow ?? FALLBACK_CONTEXT_TOKENS;
/**
 * Earlier images one prompt carries at most, and their bytes together: providers cap a request's
 * images and size (Anthropic: 100 images, 32 MB with base64's third more), and the question's own
 * files (up to 20 MB) come on top.
 */
const MAX_EARLIER_IMAGES = 20;
const MAX_EARLIER_IMAGE_BYTES = 8 * 1024 * 1024;

/** Characters of earlier documents a prompt of `usedChars` still has room for in the model's window. */
export function roomForDocuments(model: CatalogModel, usedChars: number): number {
  return (windowOf(model) - ANSWER_TOKENS) * CHARS_PER_TOKEN - usedChars;
}

interface StoredFile {
  r2_key: string;
  name: string;
  content_type: string;
  size: number;
}

/**
 * The files of the branch ending at `lastId`, oldest first. `undefined`: the branch the chat
 * shows (its remembered leaf, else its newest message); `null`: no earlier messages.
 */
async function filesOfBranch(db: ChatDb, chatId: string, lastId: string | undefined) {
  const { results } = await db
    .prepare(
      `${branchPathCte}
       SELECT a.r2_key, a.name, a.content_type, a.size FROM path
         JOIN attachments a ON a.message_id = path.id AND a.chat_id = ?1
       ORDER BY path.depth DESC, a.created_at, a.rowid`,
    )
    .bind(chatId, lastId ?? null)
    .all<StoredFile>();
  return results;
}

/** How an image of an earlier turn enters the prompt: named, then its bytes. */
const earlierImageLabel = (name: string) => `Attached image "${name}":`;

/**
 * The files sent earlier in the branch a question follows, as prompt parts, so a later question
 * about a PDF still has it (decision 134), and, for a model with vision, about a photo
 * (decision 174). Newest first while they fit `roomChars` (an image counts as the billing
 * estimate counts it); from the first that does not fit, it and every older one are left out
 * and named, for the person to be told. A model without vision gets no earlier images and no
 * word about them, as before.
 *
 * @example const earlier = await earlierFiles(env, { ownerId, chatId, lastId, roomChars, vision: true })
 */
export async function earlierFiles(
  env: Pick<Env, 'DB' | 'PERSON' | 'FILES' | 'DOCUMENTS'>,
  branch: {
    /** The sender, who owns the chat: its files are read where their conversations live. */
    ownerId: string;
    chatId: string | undefined;
    lastId: string | null | undefined;
    roomChars: number;
    vision: boolean;
  },
  beforeReading: () => Promise<void> = async () => {},
): Promise<{ parts: (TextPart | ImagePart)[]; leftOut: string[] }> {
  const { chatId, lastId, vision } = branch;
  if (!chatId || lastId === null) return { parts: [], leftOut: [] };
  const db = await chatsOf(env, branch.ownerId);
  const files = (await filesOfBranch(db, chatId, lastId)).filter(
    (file) => isDocument(file.name, file.content_type) || (vision && isImage(file.content_type)),
  );
  if (files.length > 0) await beforeReading();
  const parts: (TextPart | ImagePart)[] = [];
  const leftOut: string[] = [];
  let room = branch.roomChars;
  let images = 0;
  let imageBytes = 0;
  for (const file of files.reverse()) {
    if (leftOut.length > 0) {
      leftOut.unshift(file.name);
      continue;
    }
    if (isImage(file.content_type)) {
      const fits =
        IMAGE_CHARS <= room &&
        images < MAX_EARLIER_IMAGES &&
        imageBytes + file.size <= MAX_EARLIER_IMAGE_BYTES;
      if (!fits) {
        leftOut.unshift(file.name);
        continue;
      }
      const bytes = await readBytes(env, file);
      if (!bytes) continue;
      room -= IMAGE_CHARS;
      images += 1;
      imageBytes += bytes.byteLength;
      const image: ImagePart = { type: 'image', image: bytes, mediaType: file.content_type };
      parts.unshift({ type: 'text', text: earlierImageLabel(file.name) }, image);
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

/** A stored file's bytes; undefined when it is gone. */
async function readBytes(env: Pick<Env, 'FILES'>, file: StoredFile) {
  const object = await env.FILES.get(file.r2_key);
  return object ? new Uint8Array(await object.arrayBuffer()) : undefined;
}

/** A stored document's text; undefined when it is gone or no longer readable. */
async function readText(env: Pick<Env, 'FILES' | 'DOCUMENTS'>, file: StoredFile) {
  const bytes = await readBytes(env, file);
  if (!bytes) return undefined;
  return documentText(env, file.name, file.content_type, bytes).catch(() => undefined);
}
