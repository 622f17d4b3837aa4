import { env } from 'cloudflare:workers';
import { openAiCounter } from '../src/estimate/tokenizer';

/** Code point ranges of the scripts whose letters o200k_base splits the most (issue 46). */
export const SCRIPTS = {
  cjk: [0x4e00, 0x9fff],
  hangul: [0xac00, 0xd7a3],
  emoji: [0x1f300, 0x1f64f],
  cyrillic: [0x0400, 0x04ff],
  latin1: [0x00c0, 0x00ff],
} as const;

export type Script = keyof typeof SCRIPTS;

/** The length of the probe's Hangul prompt, in characters. */
const PROMPT_CHARS = 19_030;

/**
 * A prompt of `PROMPT_CHARS` random letters of `script` in words of one to eight, the same for
 * every run (a fixed seed): rare letters, which a tokenizer splits into their bytes.
 */
export function scriptPrompt(script: Script): string {
  const [from, to] = SCRIPTS[script];
  let seed = from;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  let text = '';
  let word = 0;
  for (let i = 0; i < PROMPT_CHARS; i += 1) {
    text += String.fromCodePoint(from + Math.floor(random() * (to - from + 1)));
    word += 1;
    if (word >= 1 + Math.floor(random() * 8)) {
      text += ' ';
      word = 0;
    }
  }
  return text;
}

/**
 * `prompt` with the OpenAI fake's directives to report `output` answer tokens and, as input,
 * what OpenAI bills for it as the one message of a call: its o200k_base tokens (the directives
 * included) plus 3 framing the message and 3 priming the answer.
 */
export async function billedAsOpenAi(prompt: string, output: number) {
  const counter = await openAiCounter(env);
  let digits = 5;
  for (;;) {
    const placeholder = `${prompt} fake:input=${'0'.repeat(digits)} fake:output=${output}`;
    const input = counter.count(placeholder) + 6;
    if (String(input).length === digits) {
      return { text: `${prompt} fake:input=${input} fake:output=${output}`, input };
    }
    digits = String(input).length;
  }
}
