/** What every chunk and completion of one call shares. */
export interface CompletionMeta {
  id: string;
  created: number;
  model: string;
}

export interface ToolCallJson {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export const newCompletionMeta = (model: string): CompletionMeta => ({
  id: `chatcmpl-${crypto.randomUUID().replaceAll('-', '')}`,
  created: Math.floor(Date.now() / 1000),
  model,
});

/** OpenAI's `usage` object. */
export const usageJson = (usage: { input: number; output: number }) => ({
  prompt_tokens: usage.input,
  completion_tokens: usage.output,
  total_tokens: usage.input + usage.output,
});

/** A whole `chat.completion`. */
export function completionJson(
  meta: CompletionMeta,
  answer: { text: string; toolCalls: ToolCallJson[]; finishReason: string },
  usage: { input: number; output: number },
) {
  return {
    ...meta,
    object: 'chat.completion' as const,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant' as const,
          content: answer.text || (answer.toolCalls.length ? null : ''),
          refusal: null,
          ...(answer.toolCalls.length ? { tool_calls: answer.toolCalls } : {}),
        },
        logprobs: null,
        finish_reason: answer.finishReason,
      },
    ],
    usage: usageJson(usage),
  };
}

/** A `chat.completion.chunk` with one choice's delta (and its finish reason, on the last). */
export function chunkJson(
  meta: CompletionMeta,
  delta: Record<string, unknown>,
  finishReason: string | null = null,
) {
  return {
    ...meta,
    object: 'chat.completion.chunk' as const,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
}

/** The chunk `stream_options.include_usage` asks for: no choices, the usage. */
export const usageChunkJson = (meta: CompletionMeta, usage: { input: number; output: number }) => ({
  ...meta,
  object: 'chat.completion.chunk' as const,
  choices: [],
  usage: usageJson(usage),
});
