import type { ModelMessage } from 'ai';
import {
  convertToLanguageModelPrompt,
  prepareCallSettings,
  resolveLanguageModel,
  standardizePrompt,
} from 'ai/internal';
import type { Env } from '../env';
import type { Locale } from '../lib/messages';
import type { CatalogModel } from './catalog';
import { chatCompletionParts, streamHandOff, UNFINISHED } from './chat-completions-stream';
import { demoAnswer } from './demo';
import { languageModelFor, thinksThroughResponses } from './language-model';
import {
  maxOutputTokensFor,
  providerOptionsFor,
  type ReasoningEffort,
  withReasoningSummary,
} from './reasoning';
import { errorText, unfinished, usageOf } from './stream-parts';
import { type PromptTool, type ToolRunner, toolLoopSource } from './tool-loop';

/** What a generation asks of a model; plain data, so it crosses into a Durable Object. */
export interface GenerationPrompt {
  modelId: string;
  system?: string;
  temperature?: number;
  browsing: boolean;
  messages: ModelMessage[];
  /** MCP tools offered to the model (decision 144); absent: an answer without tools. */
  tools?: PromptTool[];
  /** The thinking asked of a model that takes an effort (decision 154). */
  reasoningEffort?: ReasoningEffort;
}

/** One step of an answer, whatever the provider. */
export type SourcePart =
  | { type: 'delta'; text: string }
  /** The model's thinking, before its answer (decision 154). */
  | { type: 'reasoning'; text: string }
  /** `output` includes the thinking tokens; `reasoning` is their share, when reported. */
  | { type: 'usage'; input: number; output: number; reasoning?: number }
  /** `code`: the answer's error code when it is not `provider_error`. */
  | { type: 'error'; message: string; code?: string };

/** Streams an answer: deltas, then usage (or an error part). Stops early when `signal` aborts. */
export type TextSource = (signal: AbortSignal) => AsyncIterable<SourcePart>;

/**
 * An answer through the AI SDK's provider model, called the way `streamText` calls it (the same
 * prompt standardization, conversion and call settings from `ai/internal`), but read straight
 * from the model's stream. `streamText` adds a dozen stream stages per chunk for steps, tools,
 * callbacks and teeing that an answer uses none of (decision 116). A stream that ends without
 * finishing counts as an error. The OpenAI-wire providers' event stream is read by
 * `chatCompletionParts` rather than the provider package's stages (decision 117).
 */
function aiSdkSource(env: Env, catalogModel: CatalogModel, prompt: GenerationPrompt): TextSource {
  return async function* streamAnswer(signal) {
    let finished = false;
    try {
      // OpenAI's reasoning models through the Responses API, read through the SDK's stages:
      // its event stream is not chat completions' (decision 170).
      const responses = thinksThroughResponses(catalogModel);
      const openAiWire =
        (catalogModel.kind === 'openai' && !responses) || catalogModel.kind === 'compatible';
      const handOff = openAiWire ? streamHandOff() : undefined;
      const model = resolveLanguageModel(
        languageModelFor(env, catalogModel, prompt.browsing, handOff?.fetch, { responses }),
      );
      const standardized = await standardizePrompt({
        instructions: prompt.system,
        messages: prompt.messages,
      });
      const effort = prompt.reasoningEffort;
      const asked = providerOptionsFor(catalogModel, effort);
      const providerOptions = responses ? withReasoningSummary(asked) : asked;
      const { stream } = await model.doStream({
        ...prepareCallSettings({
          maxOutputTokens: maxOutputTokensFor(catalogModel, effort),
          temperature: prompt.temperature,
        }),
        ...(providerOptions ? { providerOptions } : {}),
        prompt: await convertToLanguageModelPrompt({
          prompt: standardized,
          supportedUrls: await model.supportedUrls,
          download: undefined,
          abortSignal: signal,
          provider: model.provider.split('.')[0],
        }),
        abortSignal: signal,
        includeRawChunks: false,
      });
      const body = handOff?.body();
      if (body) {
        await stream.cancel();
        // Ends after its usage or error part, like the loop below.
        yield* chatCompletionParts(body);
        return;
      }
      // No retry: retrying mid-answer would repeat text already streamed to the reader.
      for await (const part of stream) {
        if (part.type === 'text-delta') {
          if (part.delta) yield { type: 'delta', text: part.delta };
        } else if (part.type === 'reasoning-delta') {
          if (part.delta) yield { type: 'reasoning', text: part.delta };
        } else if (part.type === 'error') {
          yield { type: 'error', message: errorText(part.error) };
          return;
        } else if (part.type === 'finish') {
          finished = !unfinished.has(part.finishReason.unified);
          if (!finished) break;
          yield usageOf(part);
        }
      }
    } catch (error) {
      if (signal.aborted) return;
      yield { type: 'error', message: errorText(error) };
      return;
    }
    if (!finished && !signal.aborted) {
      yield { type: 'error', message: UNFINISHED };
    }
  };
}

/**
 * The source of a served model's answers; `locale` is the reader's, for text we write ourselves.
 * An answer that offers tools (and has a `runner` to run them) takes the multi-step loop.
 */
export function textSourceFor(
  env: Env,
  model: CatalogModel,
  prompt: GenerationPrompt,
  locale: Locale,
  runner?: ToolRunner,
): TextSource {
  if (model.kind === 'demo') return demoAnswer(prompt, locale);
  const { tools } = prompt;
  if (runner && tools?.length) return toolLoopSource(env, model, { ...prompt, tools }, runner);
  return aiSdkSource(env, model, prompt);
}
