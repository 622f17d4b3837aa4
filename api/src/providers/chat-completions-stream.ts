import { createParser } from 'eventsource-parser';
import type { SourcePart } from './text-source';

/** Why an answer whose stream ended without finishing failed (whichever wire it came by). */
export const UNFINISHED = 'the provider stream ended before the answer finished';

/**
 * A streamed chat completion's body, taken from the AI SDK's request (decision 117): the SDK
 * builds, sends and checks the call, and a successful event stream is then read here instead of
 * through the provider package's half a dozen stream stages per chunk.
 */
export interface StreamHandOff {
  /** The `fetch` to give the provider: it keeps a successful event stream's body. */
  fetch: typeof fetch;
  /** The kept body, once the provider's call answered with an event stream. */
  body: () => ReadableStream<Uint8Array> | undefined;
}

/**
 * A `fetch` that passes every request through and keeps the body of a successful
 * `text/event-stream` answer, handing the SDK an empty one in its place. Failed answers reach
 * the SDK whole, so its error parsing stays the provider's own.
 */
export function streamHandOff(): StreamHandOff {
  let kept: ReadableStream<Uint8Array> | undefined;
  return {
    body: () => kept,
    fetch: async (input, init) => {
      const res = await fetch(input, init);
      const type = res.headers.get('content-type') ?? '';
      if (!res.ok || !res.body || kept || !type.includes('text/event-stream')) return res;
      kept = res.body;
      return new Response('', { status: res.status, headers: { 'content-type': type } });
    },
  };
}

/** Chat-completions finish reasons after which the answer is whole (as the SDK maps them). */
const FINISHED = new Set(['stop', 'length', 'content_filter', 'tool_calls', 'function_call']);

interface ChunkShape {
  error?: { message?: unknown };
  usage?: {
    prompt_tokens?: unknown;
    completion_tokens?: unknown;
    completion_tokens_details?: { reasoning_tokens?: unknown } | null;
  } | null;
  choices?: {
    finish_reason?: unknown;
    delta?: {
      content?: unknown;
      refusal?: unknown;
      reasoning_content?: unknown;
      reasoning?: unknown;
    } | null;
  }[];
}

const tokens = (value: unknown) => (typeof value === 'number' && value >= 0 ? value : 0);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The parts of an OpenAI chat-completions event stream (`data: {chunk}` … `data: [DONE]`), as
 * the AI SDK's provider reads them: `delta.content` and `delta.refusal` are text,
 * `delta.reasoning_content` (DeepSeek, vLLM; `delta.reasoning` on some servers) is thinking
 * (decision 154), an `error`
 * chunk or a chunk that is not JSON ends the answer in error, `usage` comes from the chunk that
 * carries it, and an answer is whole only once a known `finish_reason` was given.
 */
export async function* chatCompletionParts(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<SourcePart> {
  const decoder = new TextDecoder();
  let pending: SourcePart[] = [];
  let failed = false;
  let finish: unknown;
  let usage: ChunkShape['usage'];
  const parser = createParser({
    onEvent: ({ data }) => {
      if (failed || data === '[DONE]') return;
      let chunk: ChunkShape;
      try {
        chunk = JSON.parse(data) as ChunkShape;
      } catch {
        failed = true;
        pending.push({ type: 'error', message: 'the provider sent a chunk that is not JSON' });
        return;
      }
      if (chunk.error) {
        failed = true;
        const message = text(chunk.error.message) || JSON.stringify(chunk.error);
        pending.push({ type: 'error', message });
        return;
      }
      if (chunk.usage) usage = chunk.usage;
      const choice = chunk.choices?.[0];
      if (!choice) return;
      if (choice.finish_reason != null) finish = choice.finish_reason;
      const thought = text(choice.delta?.reasoning_content) || text(choice.delta?.reasoning);
      if (thought) pending.push({ type: 'reasoning', text: thought });
      const delta = text(choice.delta?.content) + text(choice.delta?.refusal);
      if (delta) pending.push({ type: 'delta', text: delta });
    },
  });
  const reader = body.getReader();
  let read = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      if (pending.length) {
        const parts = pending;
        pending = [];
        yield* parts;
        if (failed) return;
      }
    }
    read = true;
  } finally {
    // Left early (an error chunk, the reader stopping): the rest of the answer is not wanted.
    if (!read) await reader.cancel().catch(() => undefined);
  }
  parser.feed(decoder.decode());
  yield* pending;
  if (failed) return;
  if (typeof finish === 'string' && FINISHED.has(finish)) {
    // `completion_tokens` counts the thinking too; its share is in the details.
    const reasoning = tokens(usage?.completion_tokens_details?.reasoning_tokens);
    yield {
      type: 'usage',
      input: tokens(usage?.prompt_tokens),
      output: tokens(usage?.completion_tokens),
      ...(reasoning > 0 ? { reasoning } : {}),
    };
  } else {
    yield { type: 'error', message: UNFINISHED };
  }
}
