import type { TiktokenBPE } from 'js-tiktoken/lite';
import type { Env } from '../env';
import { BpeCounter } from './bpe-counter';

/** The ranks file of GPT-4o's encoding (o200k_base), as js-tiktoken ships it. */
const RANKS_URL = 'https://ranks.invalid/o200k_base.js';

let counter: Promise<BpeCounter> | undefined;

/**
 * OpenAI's o200k_base token counter, built once per isolate from the ranks served by the
 * `TOKENIZER_RANKS` assets binding: they are too big for the Worker's bundle (decision 141).
 *
 * @example const tokens = (await openAiCounter(env)).count('Hello') // 1
 */
export function openAiCounter(env: Pick<Env, 'TOKENIZER_RANKS'>): Promise<BpeCounter> {
  counter ??= loadCounter(env).catch((error: unknown) => {
    counter = undefined;
    throw error;
  });
  return counter;
}

async function loadCounter(env: Pick<Env, 'TOKENIZER_RANKS'>) {
  const response = await env.TOKENIZER_RANKS.fetch(RANKS_URL);
  if (!response.ok) throw new Error(`tokenizer ranks: ${response.status}`);
  // The file is an ES module, `export default {…}`, around the ranks' JSON.
  const source = await response.text();
  const json = source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1);
  return new BpeCounter(JSON.parse(json) as TiktokenBPE);
}
