import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Env } from '../env';
import type { CatalogModel } from './catalog';
import { reasons } from './reasoning';

// A base URL alone (a local server, a test fake) needs no real key; the SDKs still want one.
const keyOr = (key: string | undefined) => key || 'not-set';

/**
 * OpenAI's own reasoning models answer through the Responses API where their thinking is shown:
 * chat completions never return it, the Responses API streams its summaries
 * (docs/decisions/170-compare-restore-stop-and-thinking-export.md).
 */
export const thinksThroughResponses = (model: CatalogModel) =>
  model.kind === 'openai' && reasons(model);

/**
 * The AI SDK model behind a catalogue entry. OpenAI goes through chat completions, so any
 * OpenAI-compatible server reached by `OPENAI_BASE_URL` works too; with `responses`, OpenAI's
 * reasoning models go through the Responses API instead (`thinksThroughResponses`).
 *
 * `fetch` replaces the global one for the OpenAI-wire providers (decision 117).
 *
 * @example streamText({ model: languageModelFor(env, model, false), messages })
 */
export function languageModelFor(
  env: Env,
  model: CatalogModel,
  browsing: boolean,
  fetch?: typeof globalThis.fetch,
  options: { responses?: boolean } = {},
): LanguageModel {
  switch (model.kind) {
    case 'openai': {
      const openai = createOpenAI({
        apiKey: keyOr(env.OPENAI_API_KEY),
        baseURL: env.OPENAI_BASE_URL || undefined,
        fetch,
      });
      if (options.responses && thinksThroughResponses(model)) {
        return openai.responses(model.providerModel);
      }
      return openai.chat(
        browsing && model.webSearchModel ? model.webSearchModel : model.providerModel,
      );
    }
    case 'google':
      return createGoogleGenerativeAI({
        apiKey: keyOr(env.GOOGLE_API_KEY),
        baseURL: env.GOOGLE_BASE_URL || undefined,
      })(model.providerModel);
    case 'anthropic':
      return createAnthropic({
        apiKey: keyOr(env.ANTHROPIC_API_KEY),
        baseURL: env.ANTHROPIC_BASE_URL || undefined,
      })(model.providerModel);
    case 'compatible':
      return createOpenAICompatible({
        name: 'local',
        baseURL: env.OPENAI_COMPATIBLE_BASE_URL ?? '',
        apiKey: env.OPENAI_COMPATIBLE_API_KEY || undefined,
        includeUsage: true,
        fetch,
      })(model.providerModel);
    case 'demo':
      throw new Error('the demo model has no AI SDK provider');
  }
}
