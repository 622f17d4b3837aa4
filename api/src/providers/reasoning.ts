import type { SharedV4ProviderOptions } from '@ai-sdk/provider';
import { type CatalogModel, MAX_OUTPUT_TOKENS } from './catalog';

/** The send route's `reasoningEffort` (decision 154). */
export const REASONING_EFFORTS = ['low', 'medium', 'high'] as const;
export type ReasoningEffort = (typeof REASONING_EFFORTS)[number];

/**
 * Thinking tokens an effort allows where the provider takes a budget (Anthropic's
 * `thinking.budget_tokens`, at least 1,024; Gemini's `thinkingConfig.thinkingBudget`), and the
 * room added to the answer's token cap for the providers whose cap counts thinking too.
 */
export const THINKING_BUDGETS: Record<ReasoningEffort, number> = {
  low: 1024,
  medium: 4096,
  high: 16_384,
};

export const reasons = (model: CatalogModel) => model.capabilities.includes('reasoning');

/** The effort a send asked for, when its model takes one; other models ignore it. */
export function effortFor(
  model: CatalogModel,
  asked: ReasoningEffort | undefined,
): ReasoningEffort | undefined {
  return reasons(model) && model.takesEffort ? asked : undefined;
}

/**
 * Output tokens an answer may be billed for at most: the answer's cap, plus, for a model that
 * reasons, the thinking its effort allows (the provider's default counts as medium). A hold
 * covers this many.
 */
export function outputCap(model: CatalogModel, effort: ReasoningEffort | undefined): number {
  return MAX_OUTPUT_TOKENS + (reasons(model) ? THINKING_BUDGETS[effort ?? 'medium'] : 0);
}

/**
 * The `maxOutputTokens` to ask of the SDK: Anthropic's provider adds the thinking budget to
 * `max_tokens` itself; OpenAI's `max_completion_tokens` and Gemini's `maxOutputTokens` count the
 * thinking, so they get its room here.
 */
export function maxOutputTokensFor(model: CatalogModel, effort: ReasoningEffort | undefined) {
  return model.kind === 'anthropic' ? MAX_OUTPUT_TOKENS : outputCap(model, effort);
}

/**
 * The Responses API's options for an OpenAI reasoning model (decision 170): its thinking's
 * summary, streamed as it is written, and nothing kept at OpenAI (`store: false`), as with chat
 * completions: every answer is sent its whole history.
 */
export function withReasoningSummary(
  options: SharedV4ProviderOptions | undefined,
): SharedV4ProviderOptions {
  return { ...options, openai: { ...options?.openai, reasoningSummary: 'auto', store: false } };
}

/**
 * Each provider's own form of the effort, through the AI SDK's `providerOptions`: OpenAI
 * `reasoning_effort`, the OpenAI-compatible `reasoning_effort`, Anthropic
 * `thinking: {type: 'enabled', budget_tokens}`, Gemini `thinkingConfig` (its thoughts are always
 * asked for: Gemini 2.5 thinks whether or not they are shown, and bills them alike).
 *
 * @example providerOptionsFor(claude, 'high') // { anthropic: { thinking: { type: 'enabled', budgetTokens: 16384 } } }
 */
export function providerOptionsFor(
  model: CatalogModel,
  effort: ReasoningEffort | undefined,
): SharedV4ProviderOptions | undefined {
  if (!reasons(model)) return undefined;
  switch (model.kind) {
    case 'openai':
      return effort ? { openai: { reasoningEffort: effort } } : undefined;
    case 'compatible':
      return effort ? { openaiCompatible: { reasoningEffort: effort } } : undefined;
    case 'anthropic':
      return effort
        ? { anthropic: { thinking: { type: 'enabled', budgetTokens: THINKING_BUDGETS[effort] } } }
        : undefined;
    case 'google':
      return {
        google: {
          thinkingConfig: {
            includeThoughts: true,
            ...(effort ? { thinkingBudget: THINKING_BUDGETS[effort] } : {}),
          },
        },
      };
    default:
      return undefined;
  }
}
