import type {
  LanguageModelV4Prompt,
  LanguageModelV4ToolResultOutput,
  SharedV4ProviderMetadata,
} from '@ai-sdk/provider';
import {
  convertToLanguageModelPrompt,
  prepareCallSettings,
  resolveLanguageModel,
  standardizePrompt,
} from 'ai/internal';
import type { OutputFile } from '../code-interpreter/output-files';
import type { Env } from '../env';
import type { CatalogModel } from './catalog';
import { UNFINISHED } from './chat-completions-stream';
import { languageModelFor, thinksThroughResponses } from './language-model';
import { maxOutputTokensFor, providerOptionsFor, withReasoningSummary } from './reasoning';
import { errorText, unfinished, usageOf } from './stream-parts';
import type { GenerationPrompt, TextSource } from './text-source';

/** Model steps of one answer at most; the last may only answer in text. */
const MAX_STEPS = 8;

/** A tool offered to the model: an MCP server's tool under a name unique in the answer. */
export interface PromptTool {
  /** The name the model calls it by (`^[A-Za-z0-9_-]{1,64}$`). */
  name: string;
  serverId: string;
  serverName: string;
  /** The tool's own name on its server. */
  tool: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

export interface ToolCallRequest {
  id: string;
  /** The model-facing name (`PromptTool.name`). */
  name: string;
  input: unknown;
}

export interface ToolCallResult {
  output: string;
  isError: boolean;
  /** The person refused it (the model is told so). */
  denied?: boolean;
  /** The memory a built-in `remember` call saved (its undo deletes it; decision 158). */
  memoryId?: string;
  /** Files a `run_python` run wrote, kept as media (decision 156). */
  files?: OutputFile[];
  /** The MCP App view to show with the result (decision 171); never given to the model. */
  app?: { uri: string; html: string };
}

/** What the answer's object does for the loop: bills each step and runs each call. */
export interface ToolRunner {
  /** Before every step after the first: grows the hold; false when the balance cannot. */
  beforeStep(): Promise<boolean>;
  run(call: ToolCallRequest, signal: AbortSignal): Promise<ToolCallResult>;
}

function resultOutput(result: ToolCallResult): LanguageModelV4ToolResultOutput {
  if (result.denied) return { type: 'execution-denied', reason: result.output };
  return result.isError
    ? { type: 'error-text', value: result.output }
    : { type: 'text', value: result.output };
}

/** A step's thinking as the next step must be given it back (Anthropic's signed blocks). */
interface StepThought {
  text: string;
  metadata?: SharedV4ProviderMetadata;
}

/** Provider metadata of a part merged into what its block had (a signature comes last). */
const merged = (
  known: SharedV4ProviderMetadata | undefined,
  next: SharedV4ProviderMetadata | undefined,
): SharedV4ProviderMetadata | undefined => {
  if (!next) return known;
  const out: SharedV4ProviderMetadata = { ...known };
  for (const [provider, values] of Object.entries(next)) {
    out[provider] = { ...out[provider], ...values };
  }
  return out;
};

const parsedInput = (text: string): unknown => {
  try {
    return JSON.parse(text || '{}');
  } catch {
    return {};
  }
};

/**
 * An answer that may call tools: up to MAX_STEPS model steps through the AI SDK's provider model
 * (any provider family: the SDK maps each one's tool calls), each step's text streamed and its
 * usage reported (the caller adds them up), each tool call run by `runner` between steps
 * (decision 144). Only answers that offer tools come here; the rest keep the single-step path of
 * `textSourceFor` (decisions 116/117).
 */
export function toolLoopSource(
  env: Env,
  catalogModel: CatalogModel,
  prompt: GenerationPrompt & { tools: PromptTool[] },
  runner: ToolRunner,
): TextSource {
  return async function* streamWithTools(signal) {
    try {
      // OpenAI's reasoning models through the Responses API here too, asking for the summary of
      // their thinking: chat completions never return it (decisions 170 and 208).
      const responses = thinksThroughResponses(catalogModel);
      const model = resolveLanguageModel(
        languageModelFor(env, catalogModel, prompt.browsing, undefined, { responses }),
      );
      const standardized = await standardizePrompt({
        instructions: prompt.system,
        messages: prompt.messages,
      });
      const history: LanguageModelV4Prompt = await convertToLanguageModelPrompt({
        prompt: standardized,
        supportedUrls: await model.supportedUrls,
        download: undefined,
        abortSignal: signal,
        provider: model.provider.split('.')[0],
      });
      const tools = prompt.tools.map((tool) => ({
        type: 'function' as const,
        name: tool.name,
        description: tool.description,
        inputSchema: tool.inputSchema,
      }));
      const effort = prompt.reasoningEffort;
      const asked = providerOptionsFor(catalogModel, effort);
      const providerOptions = responses ? withReasoningSummary(asked) : asked;
      let said = false;
      let thought = false;
      for (let step = 0; step < MAX_STEPS; step++) {
        if (step > 0 && !(await runner.beforeStep())) {
          yield { type: 'error', message: 'the hold could not grow', code: 'insufficient_funds' };
          return;
        }
        const { stream } = await model.doStream({
          ...prepareCallSettings({
            maxOutputTokens: maxOutputTokensFor(catalogModel, effort),
            temperature: prompt.temperature,
          }),
          ...(providerOptions ? { providerOptions } : {}),
          prompt: history,
          tools,
          toolChoice: { type: step === MAX_STEPS - 1 ? 'none' : 'auto' },
          abortSignal: signal,
          includeRawChunks: false,
        });
        let text = '';
        let finished = false;
        const calls: {
          toolCallId: string;
          toolName: string;
          input: string;
          providerMetadata?: SharedV4ProviderMetadata;
        }[] = [];
        // Thinking blocks by id, kept for the next step: with thinking on, Anthropic wants the
        // signed blocks back before the tool calls they led to, Gemini its thought signatures.
        const thoughts = new Map<string, StepThought>();
        let thinkingInStep = false;
        for await (const part of stream) {
          if (
            part.type === 'reasoning-start' ||
            part.type === 'reasoning-delta' ||
            part.type === 'reasoning-end'
          ) {
            const known = thoughts.get(part.id) ?? { text: '' };
            const delta = part.type === 'reasoning-delta' ? part.delta : '';
            // The thinking of two steps is two paragraphs, like their texts.
            if (delta && thought && !thinkingInStep) yield { type: 'reasoning', text: '\n\n' };
            if (delta) thought = thinkingInStep = true;
            thoughts.set(part.id, {
              text: known.text + delta,
              metadata: merged(known.metadata, part.providerMetadata),
            });
            if (delta) yield { type: 'reasoning', text: delta };
          } else if (part.type === 'text-delta' && part.delta) {
            // Texts of two steps are two paragraphs.
            if (!text && said) yield { type: 'delta', text: '\n\n' };
            text += part.delta;
            said = true;
            yield { type: 'delta', text: part.delta };
          } else if (part.type === 'tool-call') {
            calls.push(part);
          } else if (part.type === 'error') {
            yield { type: 'error', message: errorText(part.error) };
            return;
          } else if (part.type === 'finish') {
            finished = !unfinished.has(part.finishReason.unified);
            if (!finished) break;
            yield usageOf(part);
          }
        }
        if (!finished) {
          if (!signal.aborted) yield { type: 'error', message: UNFINISHED };
          return;
        }
        if (calls.length === 0) return;
        const done: { call: (typeof calls)[number]; input: unknown; result: ToolCallResult }[] = [];
        for (const call of calls) {
          const input = parsedInput(call.input);
          const result = await runner.run(
            { id: call.toolCallId, name: call.toolName, input },
            signal,
          );
          if (signal.aborted) return;
          done.push({ call, input, result });
        }
        history.push(
          {
            role: 'assistant',
            content: [
              ...[...thoughts.values()].map((thought) => ({
                type: 'reasoning' as const,
                text: thought.text,
                ...(thought.metadata ? { providerOptions: thought.metadata } : {}),
              })),
              ...(text ? [{ type: 'text' as const, text }] : []),
              ...done.map(({ call, input }) => ({
                type: 'tool-call' as const,
                toolCallId: call.toolCallId,
                toolName: call.toolName,
                input,
                ...(call.providerMetadata ? { providerOptions: call.providerMetadata } : {}),
              })),
            ],
          },
          {
            role: 'tool',
            content: done.map(({ call, result }) => ({
              type: 'tool-result' as const,
              toolCallId: call.toolCallId,
              toolName: call.toolName,
              output: resultOutput(result),
            })),
          },
        );
      }
    } catch (error) {
      if (signal.aborted) return;
      yield { type: 'error', message: errorText(error) };
    }
  };
}
