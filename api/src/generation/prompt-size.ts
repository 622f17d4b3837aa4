import type { GenerationPrompt } from '../providers/text-source';

/** Characters an image is counted as when estimating tokens (about 1 500 tokens). */
export const IMAGE_CHARS = 4_500;

/**
 * The prompt's size in characters, for billing estimates: its texts, and a fixed allowance per
 * image (bytes are never stringified).
 */
export function promptChars(prompt: GenerationPrompt): number {
  let chars = prompt.system?.length ?? 0;
  for (const message of prompt.messages) {
    if (typeof message.content === 'string') {
      chars += message.content.length;
      continue;
    }
    for (const part of message.content) {
      if (part.type === 'text') chars += part.text.length;
      else if (part.type === 'image' || part.type === 'file') chars += IMAGE_CHARS;
    }
  }
  return chars;
}
