import { describe, expect, it } from 'vitest';
import { chatCompletionParts } from './chat-completions-stream';
import type { SourcePart } from './text-source';

const encoder = new TextEncoder();

/** A body delivering `text` in pieces of `size` bytes (frames and characters split anywhere). */
function bodyOf(text: string, size = 7): ReadableStream<Uint8Array> {
  const bytes = encoder.encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  })}\n\n`;
const usage = `data: ${JSON.stringify({
  id: 'chatcmpl-1',
  object: 'chat.completion.chunk',
  created: 1,
  model: 'gpt-4o-mini',
  choices: [],
  usage: { prompt_tokens: 12, completion_tokens: 3, total_tokens: 15 },
})}\n\n`;
const done = 'data: [DONE]\n\n';

async function partsOf(text: string, size?: number) {
  const parts: SourcePart[] = [];
  for await (const part of chatCompletionParts(bodyOf(text, size))) parts.push(part);
  return parts;
}

describe('reading an OpenAI chat-completions event stream', () => {
  it('yields the text deltas in order, then the usage, whatever the byte boundaries', async () => {
    const wire =
      chunk({ role: 'assistant', content: '' }) +
      chunk({ content: 'Привет, ' }) +
      chunk({ content: 'мир 👋' }) +
      chunk({}, 'stop') +
      usage +
      done;
    for (const size of [1, 5, 64, 4096]) {
      expect(await partsOf(wire, size)).toEqual([
        { type: 'delta', text: 'Привет, ' },
        { type: 'delta', text: 'мир 👋' },
        { type: 'usage', input: 12, output: 3 },
      ]);
    }
  });

  it('reads CRLF line ends, comments and multi-line data as the SSE format defines them', async () => {
    const wire = `: keep-alive\r\n\r\n${chunk({ content: 'a' }).replace(/\n/g, '\r\n')}${chunk({}, 'length')}${done}`;
    expect(await partsOf(wire)).toEqual([
      { type: 'delta', text: 'a' },
      { type: 'usage', input: 0, output: 0 },
    ]);
  });

  it('counts a refusal as the answer text, as the AI SDK does', async () => {
    const wire = chunk({ refusal: 'I cannot help with that.' }) + chunk({}, 'stop') + done;
    expect(await partsOf(wire)).toEqual([
      { type: 'delta', text: 'I cannot help with that.' },
      { type: 'usage', input: 0, output: 0 },
    ]);
  });

  it('ends in an error on an error chunk, keeping the text before it', async () => {
    const error = `data: ${JSON.stringify({
      error: { message: 'The server had an error', type: 'server_error', param: null, code: null },
    })}\n\n`;
    const parts = await partsOf(chunk({ content: 'half' }) + error + chunk({ content: 'more' }));
    expect(parts).toEqual([
      { type: 'delta', text: 'half' },
      { type: 'error', message: 'The server had an error' },
    ]);
  });

  it('ends in an error on a chunk that is not JSON', async () => {
    const parts = await partsOf(`${chunk({ content: 'x' })}data: {oops\n\n${chunk({}, 'stop')}`);
    expect(parts.at(-1)).toMatchObject({ type: 'error' });
    expect(parts.filter((p) => p.type === 'usage')).toEqual([]);
  });

  it('counts a stream cut before its finish reason, or with an unknown one, as unfinished', async () => {
    for (const wire of [chunk({ content: 'cut' }), chunk({ content: 'x' }, 'made_up') + done]) {
      const parts = await partsOf(wire);
      expect(parts.at(-1)).toEqual({
        type: 'error',
        message: 'the provider stream ended before the answer finished',
      });
    }
  });

  it('stops reading the body when its reader leaves early', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(chunk({ content: 'first' })));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const part of chatCompletionParts(body)) {
      expect(part).toEqual({ type: 'delta', text: 'first' });
      break;
    }
    expect(cancelled).toBe(true);
  });
});
