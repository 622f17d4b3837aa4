import type { Context } from 'hono';
import { costKopecks, estimateTokens, holdKopecks } from '../billing/cost';
import { inputTokenBound } from '../billing/input-bound';
import { MAX_OUTPUT_TOKENS } from '../providers/catalog';
import { compatModel } from './compat-models';
import { completionJson, newCompletionMeta, type ToolCallJson } from './completion-shapes';
import { ChatCompletionRequest } from './contract';
import { OpenAiError } from './errors';
import type { KeyEnv } from './key-auth';
import { callIdOf, placeKeyHold, releaseKeyHold, settleKeyCall } from './key-billing';
import { finishReasonOf, prepareModelCall, tokensOf, UNFINISHED } from './model-call';
import { parseBody } from './parse-body';
import { streamCompletion } from './stream-completion';
import { hasImages, heldPromptOf } from './to-model-messages';

/** The provider failed: the call is free and the caller gets OpenAI's server error. */
const upstreamFailed = (error: unknown) => {
  console.error('openai-compatible call failed', error);
  return new OpenAiError(502, 'upstream_error');
};

/**
 * `POST /chat/completions`: validates, holds the most the call can cost against the key owner's
 * team (and the key's monthly cap), calls the provider through the AI SDK, settles what it cost
 * or releases the hold when it failed (docs/decisions/139-api-key-billing.md).
 */
export async function chatCompletion(c: Context<KeyEnv>): Promise<Response> {
  const request = await parseBody(c, ChatCompletionRequest);
  const model = await compatModel(c.env, request.model);
  if (hasImages(request.messages) && !model.capabilities.includes('vision')) {
    throw new OpenAiError(
      400,
      'invalid_request_field',
      { param: 'messages', detail: `${model.id} does not take images` },
      'messages',
    );
  }
  const maxOutputTokens = Math.min(
    request.max_completion_tokens ?? request.max_tokens ?? MAX_OUTPUT_TOKENS,
    MAX_OUTPUT_TOKENS,
  );
  const key = c.var.key;
  const db = c.env.DB;
  // The most the call can cost: its prompt's tokens at most and the longest answer it allows.
  const inputTokens = await inputTokenBound(
    c.env,
    model,
    heldPromptOf(request.messages, request.tools),
  );
  const callId = callIdOf(key.keyId);
  const hold = holdKopecks(model, inputTokens, maxOutputTokens);
  if (!(await placeKeyHold(db, key, callId, hold, model.id))) {
    throw new OpenAiError(402, 'insufficient_quota');
  }
  const meta = newCompletionMeta(model.id);
  const abort = new AbortController();
  const bill = async (usage: { input: number; output: number }) =>
    settleKeyCall(db, key, {
      id: callId,
      model: model.id,
      ...usage,
      cost: costKopecks(model, usage),
    });
  try {
    const { model: provider, options } = await prepareModelCall(
      c.env,
      model,
      request,
      maxOutputTokens,
      abort.signal,
    );
    if (request.stream) {
      const { stream } = await provider.doStream(options);
      const { response, done } = streamCompletion({
        meta,
        parts: stream,
        abort,
        includeUsage: request.stream_options?.include_usage === true,
        promptTokens: inputTokens,
        bill,
        release: () => releaseKeyHold(db, key, callId),
      });
      c.executionCtx.waitUntil(done);
      return response;
    }
    const result = await provider.doGenerate(options);
    if (UNFINISHED.has(result.finishReason.unified)) throw new Error('the answer did not finish');
    let text = '';
    const toolCalls: ToolCallJson[] = [];
    for (const part of result.content) {
      if (part.type === 'text') text += part.text;
      if (part.type === 'tool-call') {
        toolCalls.push({
          id: part.toolCallId,
          type: 'function',
          function: { name: part.toolName, arguments: part.input },
        });
      }
    }
    const reported = tokensOf(result.usage);
    const usage = {
      input: reported.input || inputTokens,
      output: reported.output || estimateTokens(text + JSON.stringify(toolCalls)),
    };
    await bill(usage);
    const finishReason = finishReasonOf(result.finishReason.unified);
    return c.json(completionJson(meta, { text, toolCalls, finishReason }, usage), 200);
  } catch (error) {
    await releaseKeyHold(db, key, callId);
    throw error instanceof OpenAiError ? error : upstreamFailed(error);
  }
}
