import { MAX_OUTPUT_FILE_BYTES, type OutputFile } from '../code-interpreter/output-files';
import type { Env } from '../env';
import { nowIso } from '../lib/time';

/** Raster types a tool's image may have, with the extension its name gets; others stay a text line. */
const RASTER_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** One image of a tool's result, decoded, at most. */
export const MAX_TOOL_IMAGE_BYTES = 5 * 1024 * 1024;
/** Images kept of one call's result, at most. */
export const MAX_TOOL_IMAGES = 4;

export interface ToolImage {
  bytes: Uint8Array;
  contentType: string;
}

/** The first bytes each raster type starts with (WebP: `RIFF` then `WEBP` at 8). */
function looksLike(bytes: Uint8Array, contentType: string): boolean {
  const starts = (offset: number, ...expected: number[]) =>
    expected.every((byte, i) => bytes[offset + i] === byte);
  switch (contentType) {
    case 'image/png':
      return starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case 'image/jpeg':
      return starts(0, 0xff, 0xd8, 0xff);
    case 'image/gif':
      return starts(0, 0x47, 0x49, 0x46, 0x38);
    case 'image/webp':
      return starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50);
    default:
      return false;
  }
}

function decodeBase64(data: string): Uint8Array | undefined {
  try {
    const binary = atob(data.replace(/\s+/g, ''));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}

/**
 * The image parts (`{type: 'image', data, mimeType}`) of a tool result's content worth showing:
 * raster types only, whose bytes start as their type says, each at most MAX_TOOL_IMAGE_BYTES
 * (judged from the base64 length before decoding), the first MAX_TOOL_IMAGES of them. Anything
 * else is skipped; the model still gets the line naming each part (`resultText`).
 */
export function toolImagesOf(content: unknown): ToolImage[] {
  if (!Array.isArray(content)) return [];
  const images: ToolImage[] = [];
  for (const part of content as { type?: unknown; data?: unknown; mimeType?: unknown }[]) {
    if (images.length === MAX_TOOL_IMAGES) break;
    if (part?.type !== 'image' || typeof part.data !== 'string') continue;
    const contentType = typeof part.mimeType === 'string' ? part.mimeType.toLowerCase() : '';
    if (!RASTER_TYPES[contentType]) continue;
    if (Math.floor((part.data.length * 3) / 4) > MAX_TOOL_IMAGE_BYTES + 3) continue;
    const bytes = decodeBase64(part.data);
    if (!bytes || bytes.length > MAX_TOOL_IMAGE_BYTES || !looksLike(bytes, contentType)) continue;
    images.push({ bytes, contentType });
  }
  return images;
}

/** Where the images of an answer's tool calls are kept: its message, chat and owner. */
export interface ToolImageOwner {
  userId: string;
  chatId: string;
  messageId: string;
  requestId: string;
}

/** The R2 key of a tool's image; its last part is the name the result gives it. */
const toolImageKey = (owner: ToolImageOwner, mediaId: string, name: string) =>
  `tools/${owner.userId}/${owner.requestId}/${mediaId}/${encodeURIComponent(name)}`;

/**
 * Keeps a call's images in R2 as `media` rows of the answer's message, like a `run_python`
 * run's files (so `GET /v1/media/{id}` serves them to their owner and the chat's readers, a
 * stranger gets 404, and they go with the chat or the account). The answer's files share one
 * cap (MAX_OUTPUT_FILE_BYTES), checked in the insert; an image past it is dropped.
 */
export async function keepToolImages(
  env: Pick<Env, 'DB' | 'FILES'>,
  owner: ToolImageOwner,
  tool: string,
  images: ToolImage[],
): Promise<OutputFile[]> {
  const kept: OutputFile[] = [];
  for (const [index, image] of images.entries()) {
    const mediaId = crypto.randomUUID();
    const base = tool.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 40) || 'tool';
    const name = `${base}-${index + 1}.${RASTER_TYPES[image.contentType]}`;
    const key = toolImageKey(owner, mediaId, name);
    const size = image.bytes.length;
    await env.FILES.put(key, image.bytes, { httpMetadata: { contentType: image.contentType } });
    const inserted = await env.DB.prepare(
      `INSERT INTO media (id, owner_id, chat_id, message_id, r2_key, content_type, size, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
       WHERE (SELECT COALESCE(SUM(size), 0) FROM media WHERE message_id = ?4) + ?7 <= ?9`,
    )
      .bind(
        mediaId,
        owner.userId,
        owner.chatId,
        owner.messageId,
        key,
        image.contentType,
        size,
        nowIso(),
        MAX_OUTPUT_FILE_BYTES,
      )
      .run();
    if (inserted.meta.changes !== 1) {
      await env.FILES.delete(key);
      break;
    }
    kept.push({ mediaId, name, size, contentType: image.contentType });
  }
  return kept;
}
