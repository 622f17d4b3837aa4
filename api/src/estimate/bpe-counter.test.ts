import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { openAiCounter } from './tokenizer';

// Each count was made with js-tiktoken 1.0.21's own o200k_base encoder (`encode(text).length`).
const counted: [string, number][] = [
  ['Hello, world!', 4],
  ['Привет, как дела?', 6],
  ["It's 3.14159 — isn't it? I'll see you at 10:45pm.", 20],
  ['function add(a, b) {\n  return a + b; // sum\n}\n', 17],
  ['日本語のテキストと絵文字 🎉🚀 mixed with English.', 18],
  ['Антидисэстаблишментарианство и сверхъестественное.', 19],
  ['   leading spaces\n\n\n\ttabs\r\nand CRLF   ', 11],
  ['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 7],
  ['https://example.com/path?query=value&other=123#fragment', 14],
  // A special token's spelling in a person's text is ordinary text to OpenAI's API.
  ['<|endoftext|> is spelled out here', 11],
  // Long pieces with no space to split them, merged through the heap (decision 191).
  ['日本語中文汉字測試'.repeat(60), 420],
  ['한국어텍스트입니다'.repeat(50), 250],
  ['ab'.repeat(500), 250],
  ['🎉🚀👍🏽'.repeat(100), 700],
];

describe('the o200k_base counter', () => {
  it('counts as js-tiktoken does, from the ranks served by the assets binding', async () => {
    const counter = await openAiCounter(env);
    for (const [text, tokens] of counted)
      expect([text, counter.count(text)]).toEqual([text, tokens]);
  }, 30_000);
});
