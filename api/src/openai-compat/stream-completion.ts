import { estimateTokens } from '../billing/cost';
import { type CompletionMeta, chunkJson, usageChunkJson } from './completion-shapes';
import { OpenAiError, openAiErrorBody } from './errors';
import {
  type FinishReason,
  finishReasonOf,
  type StreamPart,
  tokensOf,
  UNFINISHED,
} from './model-call';

type Usage = { input: number; output: number };

interface StreamOptions {
  meta: CompletionMeta;
  parts: ReadableStream<StreamPart>;
  abort: AbortController;
  includeUsage: boolean;
  /** Estimated input tokens, for a stream stopped before the provider reported usage. */
  promptTokens: number;
  bill: (usage: Usage) => Promise<void>;
  release: () => Promise<void>;
}

const encoder = new TextEncoder();

/**
 * The provider's stream as OpenAI's server-sent chunks: a role chunk, content and tool-call
 * deltas, the finish chunk, the usage chunk when asked for, then `data: [DONE]`. A whole answer
 * is billed before `[DONE]`; a caller that leaves mid-answer stops the provider and pays for what
 * was said (estimated), like a stopped chat answer; a provider failure is free and ends the stream
 * with OpenAI's in-stream `{error}` event. `done` settles once the bill is.
 */
export function streamCompletion(options: StreamOptions) {
  const { meta, abort } = options;
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  // The caller going away cancels the body, which errors the writer: stop the provider at once,
  // even while it is between two parts.
  writer.closed.catch(() => abort.abort());
  const send = async (data: unknown) => {
    if (abort.signal.aborted) return;
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    // A write fails once the caller has gone: stop the provider.
    await writer.write(encoder.encode(`data: ${text}\n\n`)).catch(() => abort.abort());
  };
  const run = async () => {
    let text = '';
    let usage: Usage | undefined;
    let finish: FinishReason | undefined;
    let failed = false;
    let toolIndex = 0;
    await send(chunkJson(meta, { role: 'assistant', content: '' }));
    try {
      for await (const part of options.parts) {
        if (part.type === 'text-delta' && part.delta) {
          text += part.delta;
          await send(chunkJson(meta, { content: part.delta }));
        } else if (part.type === 'tool-call') {
          text += part.input;
          const call = { name: part.toolName, arguments: part.input };
          await send(
            chunkJson(meta, {
              tool_calls: [
                { index: toolIndex++, id: part.toolCallId, type: 'function', function: call },
              ],
            }),
          );
        } else if (part.type === 'finish') {
          usage = tokensOf(part.usage);
          finish = part.finishReason.unified;
        } else if (part.type === 'error') {
          failed = true;
        }
        if (failed || abort.signal.aborted) break;
      }
    } catch {
      failed = !abort.signal.aborted;
    }
    if (abort.signal.aborted) {
      // Gone mid-answer: billed for what was asked and said; nothing said costs nothing.
      if (text) await options.bill({ input: options.promptTokens, output: estimateTokens(text) });
      else await options.release();
    } else if (failed || !finish || UNFINISHED.has(finish)) {
      await options.release();
      await send(openAiErrorBody(new OpenAiError(502, 'upstream_error'), 'en'));
    } else {
      const billed = {
        input: usage?.input || options.promptTokens,
        output: usage?.output || estimateTokens(text),
      };
      await send(chunkJson(meta, {}, finishReasonOf(finish)));
      await options.bill(billed);
      if (options.includeUsage) await send(usageChunkJson(meta, billed));
      await send('[DONE]');
    }
    await writer.close().catch(() => undefined);
  };
  const done = run().catch(async (error: unknown) => {
    console.error('openai-compatible stream failed', error);
    await options.release().catch(() => undefined);
    await writer.abort(error).catch(() => undefined);
  });
  const response = new Response(readable, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' },
  });
  return { response, done };
}
