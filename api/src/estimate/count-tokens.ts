import type { Env } from '../env';
import type { CatalogModel } from '../providers/catalog';
import { openAiCounter } from './tokenizer';

/** A turn as the estimate counts it. */
export interface CountedTurn {
  role: string;
  content: string;
}

/** OpenAI's chat framing: tokens around each message and priming the answer (their cookbook). */
const OPENAI_TOKENS_PER_MESSAGE = 3;
const OPENAI_REPLY_PRIMING = 3;
/** The approximation's framing per message, for providers whose tokenizer is not public. */
const APPROX_TOKENS_PER_MESSAGE = 4;

/**
 * Input tokens of a prompt: exact for OpenAI's models (o200k_base through js-tiktoken), an
 * approximation for the others (`approximate: true`), which do not publish a tokenizer.
 *
 * @example const { tokens, approximate } = await countInputTokens(env, model, turns)
 */
export async function countInputTokens(
  env: Pick<Env, 'TOKENIZER_RANKS'>,
  model: CatalogModel,
  turns: CountedTurn[],
): Promise<{ tokens: number; approximate: boolean }> {
  if (model.kind === 'openai') {
    const counter = await openAiCounter(env);
    let tokens = OPENAI_REPLY_PRIMING;
    for (const turn of turns) {
      tokens += OPENAI_TOKENS_PER_MESSAGE + countedBefore(turn.content, (t) => counter.count(t));
    }
    return { tokens, approximate: false };
  }
  let tokens = 0;
  for (const turn of turns) tokens += APPROX_TOKENS_PER_MESSAGE + approximateTokens(turn.content);
  return { tokens, approximate: true };
}

/** Texts counted lately: a chat's history is counted once, then only the draft as it changes. */
const recentCounts = new Map<string, number>();
const MAX_RECENT_COUNTS = 2000;

function countedBefore(text: string, count: (text: string) => number): number {
  const known = recentCounts.get(text);
  if (known !== undefined) return known;
  const tokens = count(text);
  if (recentCounts.size >= MAX_RECENT_COUNTS) recentCounts.clear();
  recentCounts.set(text, tokens);
  return tokens;
}

/**
 * About four Latin characters a token and two and a half of any other script (Cyrillic words
 * split into more pieces), which is close for Gemini and Claude on Russian and English prose.
 *
 * @example approximateTokens('Hello, world') // 3
 */
function approximateTokens(text: string): number {
  let ascii = 0;
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) < 128) ascii += 1;
  return Math.ceil(ascii / 4 + (text.length - ascii) / 2.5);
}
