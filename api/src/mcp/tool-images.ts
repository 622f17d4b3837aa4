import { type OutputFile, outputKey, recordOutputMedia } from '../code-interpreter/output-files';
import type { Env } from '../env';
import { sniffImageType } from '../profile/avatar-route';

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
    if (!bytes || bytes.length > MAX_TOOL_IMAGE_BYTES || sniffImageType(bytes) !== contentType)
      continue;
    images.push({ bytes, contentType });
  }
  return images;
}

/** Where the images of an answer's tool calls are kept: its message, chat and owner. */
interface ToolImageOwner {
  userId: string;
  chatId: string;
  messageId: string;
  requestId: string;
}

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
    const key = outputKey(owner.userId, owner.requestId, mediaId, name, 'tools');
    const size = image.bytes.length;
    await env.FILES.put(key, image.bytes, { httpMetadata: { contentType: image.contentType } });
    const file = { mediaId, ...owner, key, contentType: image.contentType, size };
    if (!(await recordOutputMedia(env, file))) break;
    kept.push({ mediaId, name, size, contentType: image.contentType });
  }
  return kept;
}
