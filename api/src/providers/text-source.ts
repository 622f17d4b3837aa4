import { type ModelMessage, streamText } from 'ai';
import type { Env } from '../env';
import type { Locale } from '../lib/messages';
import { type CatalogModel, MAX_OUTPUT_TOKENS } from './catalog';
import { demoAnswer } from './demo';
import { languageModelFor } from './language-model';

/** What a generation asks of a model; plain data, so it crosses into a Durable Object. */
export interface GenerationPrompt {
  modelId: string;
  system?: string;
  temperature?: number;
  browsing: boolean;
  messages: ModelMessage[];
}

/** One step of an answer, whatever the provider. */
export type SourcePart =
  | { type: 'delta'; text: string }
  | { type: 'usage'; input: number; output: number }
  | { type: 'error'; message: string };

/** Streams an answer: deltas, then usage (or an error part). Stops early when `signal` aborts. */
export type TextSource = (signal: AbortSignal) => AsyncIterable<SourcePart>;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** An answer through the AI SDK. A stream that ends without finishing counts as an error. */
function aiSdkSource(env: Env, model: CatalogModel, prompt: GenerationPrompt): TextSource {
  return async function* streamAnswer(signal) {
    const result = streamText({
      model: languageModelFor(env, model, prompt.browsing),
      instructions: prompt.system,
      temperature: prompt.temperature,
      messages: prompt.messages,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      // Retrying mid-answer would repeat text already streamed to the reader.
      maxRetries: 0,
      abortSignal: signal,
    });
    let finished = false;
    try {
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta' && part.text) yield { type: 'delta', text: part.text };
        else if (part.type === 'error') {
          yield { type: 'error', message: errorText(part.error) };
          return;
        } else if (part.type === 'finish') {
          finished = part.finishReason !== 'error' && part.finishReason !== 'other';
          if (!finished) break;
          yield {
            type: 'usage',
            input: part.totalUsage.inputTokens ?? 0,
            output: part.totalUsage.outputTokens ?? 0,
          };
        } else if (part.type === 'abort') return;
      }
    } catch (error) {
      if (signal.aborted) return;
      yield { type: 'error', message: errorText(error) };
      return;
    }
    if (!finished && !signal.aborted) {
      yield { type: 'error', message: 'the provider stream ended before the answer finished' };
    }
  };
}

/** The source of a served model's answers; `locale` is the reader's, for text we write ourselves. */
export function textSourceFor(
  env: Env,
  model: CatalogModel,
  prompt: GenerationPrompt,
  locale: Locale,
): TextSource {
  return model.kind === 'demo' ? demoAnswer(prompt, locale) : aiSdkSource(env, model, prompt);
}
