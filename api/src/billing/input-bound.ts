import type { Env } from '../env';
import { openAiCounter } from '../estimate/tokenizer';
import type { CatalogModel } from '../providers/catalog';

/**
 * Bytes of a call's prompt counted with the model's own tokenizer; texts past them are held at
 * their UTF-8 bytes. Counting costs about a microsecond a byte (decision 191), so a call's
 * counting stays within tens of milliseconds however long its prompt.
 */
export const COUNTED_BYTES_PER_CALL = 64 * 1024;
/**
 * Prompts of at most this many bytes are held at their bytes even for OpenAI's models: at most a
 * few thousand tokens too many (about a rouble at GPT prices), and no tokenizer to build — the
 * first count in an isolate builds o200k_base, about a second of CPU.
 */
export const SMALL_PROMPT_BYTES = 16 * 1024;
/** Tokens a provider adds around each message (role markers; OpenAI documents 3). */
const TOKENS_PER_MESSAGE = 8;
/** Tokens a provider adds to a call (priming the answer; OpenAI documents 3). */
const TOKENS_PER_CALL = 16;
/**
 * Tokens an image is held as: above the most any served provider bills for one at its largest
 * size (OpenAI ≈1 450 or 2 650 for its patch models, Anthropic ≈1 600, Gemini 258 a tile).
 */
export const IMAGE_TOKENS = 3_000;
/** Tokens held for tool definitions beyond their bytes (the provider's own wording around them). */
const TOKENS_PER_TOOL = 32;

/** What a call sends a model, as the hold counts it. */
export interface HeldPrompt {
  /** Each message's text (a system prompt is one). */
  texts: string[];
  images: number;
  /** Tool definitions as sent (names, descriptions, schemas), if any. */
  tools?: unknown[];
}

const utf8 = new TextEncoder();
/** A text's UTF-8 bytes: never fewer than its tokens in any byte-level tokenizer (decision 191). */
export const bytesOf = (text: string) => utf8.encode(text).length;

/** Counts of texts seen lately, by their SHA-256: a chat's earlier turns, a script's system prompt. */
const recentCounts = new Map<string, number>();
const MAX_RECENT_COUNTS = 4096;

async function countedOnce(text: string, count: (text: string) => number): Promise<number> {
  if (text.length < 256) return count(text);
  const digest = await crypto.subtle.digest('SHA-256', utf8.encode(text));
  const key = btoa(String.fromCharCode(...new Uint8Array(digest)));
  const known = recentCounts.get(key);
  if (known !== undefined) return known;
  const tokens = count(text);
  if (recentCounts.size >= MAX_RECENT_COUNTS) recentCounts.clear();
  recentCounts.set(key, tokens);
  return tokens;
}

/**
 * The most input tokens a call can be billed for (decision 191). OpenAI's models: a prompt above
 * `SMALL_PROMPT_BYTES` has its texts counted with o200k_base within `COUNTED_BYTES_PER_CALL`. Any other text: its UTF-8 bytes — a BPE or
 * byte-fallback tokenizer never makes more tokens than bytes — measured after NFKC too, since a
 * tokenizer that normalizes can grow a text (U+FDFA is 3 bytes and 33 after NFKC). Plus framing
 * per message and call, images at `IMAGE_TOKENS`, tools at their bytes; never above the
 * model's window, past which the provider refuses the call unbilled.
 *
 * @example await inputTokenBound(env, model, { texts: ['Hello, world!'], images: 0 }) // 13 + 24
 */
export async function inputTokenBound(
  env: Pick<Env, 'TOKENIZER_RANKS'>,
  model: CatalogModel,
  prompt: HeldPrompt,
): Promise<number> {
  const sizes = prompt.texts.map(bytesOf);
  const small = sizes.reduce((sum, bytes) => sum + bytes, 0) <= SMALL_PROMPT_BYTES;
  // Without its ranks (a failed load), OpenAI's text is held at its bytes like any other.
  const counter =
    model.kind === 'openai' && !small ? await openAiCounter(env).catch(() => undefined) : undefined;
  let budget = COUNTED_BYTES_PER_CALL;
  let tokens = TOKENS_PER_CALL + prompt.images * IMAGE_TOKENS;
  for (const [index, text] of prompt.texts.entries()) {
    tokens += TOKENS_PER_MESSAGE;
    const bytes = sizes[index] ?? bytesOf(text);
    if (counter && bytes <= budget) {
      budget -= bytes;
      tokens += await countedOnce(text, (known) => counter.count(known));
    } else tokens += counter ? bytes : Math.max(bytes, bytesOf(text.normalize('NFKC')));
  }
  if (prompt.tools?.length) {
    tokens += prompt.tools.length * TOKENS_PER_TOOL + bytesOf(JSON.stringify(prompt.tools));
  }
  return model.contextWindow ? Math.min(tokens, model.contextWindow) : tokens;
}
