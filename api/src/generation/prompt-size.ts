import type { HeldPrompt } from '../billing/input-bound';
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

/**
 * The prompt as its hold counts it (`inputTokenBound`, decision 191): the system prompt and each
 * message's texts, its images and files, and the tools offered as the provider is sent them.
 */
export function heldPromptOf(prompt: GenerationPrompt): HeldPrompt {
  const texts = prompt.system ? [prompt.system] : [];
  let images = 0;
  for (const message of prompt.messages) {
    if (typeof message.content === 'string') {
      texts.push(message.content);
      continue;
    }
    let text = '';
    for (const part of message.content) {
      if (part.type === 'text' || part.type === 'reasoning') text += part.text;
      else if (part.type === 'image' || part.type === 'file') images += 1;
      else text += JSON.stringify(part);
    }
    texts.push(text);
  }
  const tools = prompt.tools?.map(({ name, description, inputSchema }) => ({
    name,
    description,
    inputSchema,
  }));
  return { texts, images, ...(tools?.length ? { tools } : {}) };
}
