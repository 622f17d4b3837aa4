import {
  convertToLanguageModelPrompt,
  prepareCallSettings,
  resolveLanguageModel,
  standardizePrompt,
} from 'ai/internal';
import type { Env } from '../env';
import type { CatalogModel } from '../providers/catalog';
import { languageModelFor } from '../providers/language-model';
import type { ChatCompletionRequest } from './contract';
import { toModelMessages } from './to-model-messages';

type ProviderModel = ReturnType<typeof resolveLanguageModel>;
type CallOptions = Parameters<ProviderModel['doStream']>[0];
type Usage = Awaited<ReturnType<ProviderModel['doGenerate']>>['usage'];
export type FinishReason = Awaited<
  ReturnType<ProviderModel['doGenerate']>
>['finishReason']['unified'];

/** One part of a provider's answer stream. */
export type StreamPart =
  Awaited<ReturnType<ProviderModel['doStream']>>['stream'] extends ReadableStream<infer P>
    ? P
    : never;

/** Input and output tokens of a provider's usage (0 where it reported none). */
export const tokensOf = (usage: Usage) => ({
  input: usage.inputTokens.total ?? 0,
  output: usage.outputTokens.total ?? 0,
});

/**
 * The provider model behind a catalogue entry and the call options of an OpenAI request, built
 * the way the AI SDK's `streamText` builds them (as `providers/text-source.ts` does), with the
 * caller's tools and `tool_choice` passed to the provider as function tools.
 */
export async function prepareModelCall(
  env: Env,
  catalogModel: CatalogModel,
  request: ChatCompletionRequest,
  maxOutputTokens: number,
  signal: AbortSignal,
) {
  const model = resolveLanguageModel(languageModelFor(env, catalogModel, false));
  const standardized = await standardizePrompt({
    allowSystemInMessages: true,
    messages: toModelMessages(request.messages),
  });
  const stop = request.stop ?? undefined;
  const options: CallOptions = {
    ...prepareCallSettings({
      maxOutputTokens,
      temperature: request.temperature ?? undefined,
      topP: request.top_p ?? undefined,
      stopSequences: typeof stop === 'string' ? [stop] : stop,
    }),
    prompt: await convertToLanguageModelPrompt({
      prompt: standardized,
      supportedUrls: await model.supportedUrls,
      download: undefined,
      abortSignal: signal,
      provider: model.provider.split('.')[0],
    }),
    tools: request.tools?.map((tool) => ({
      type: 'function' as const,
      name: tool.function.name,
      description: tool.function.description,
      inputSchema: tool.function.parameters ?? { type: 'object', properties: {} },
      ...(tool.function.strict ? { strict: true } : {}),
    })),
    toolChoice: toolChoiceOf(request.tool_choice),
    abortSignal: signal,
    includeRawChunks: false,
  };
  return { model, options };
}

function toolChoiceOf(choice: ChatCompletionRequest['tool_choice']) {
  if (choice === undefined) return undefined;
  if (typeof choice === 'string') return { type: choice };
  return { type: 'tool' as const, toolName: choice.function.name };
}

/** OpenAI's `finish_reason` for the AI SDK's. */
export function finishReasonOf(reason: FinishReason): string {
  switch (reason) {
    case 'length':
      return 'length';
    case 'content-filter':
      return 'content_filter';
    case 'tool-calls':
      return 'tool_calls';
    default:
      return 'stop';
  }
}

/** Finish reasons after which the answer is not whole. */
export const UNFINISHED = new Set(['error', 'interrupted']);
