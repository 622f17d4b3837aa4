/** How the model streams of the AI SDK are read the same way by the plain and the tool answers. */

/** A provider error's text for the `error` event. */
export const errorText = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/** Finish reasons after which the answer is not whole. */
export const unfinished = new Set(['error', 'other', 'interrupted']);

/**
 * The `usage` event of a stream's `finish` part. `output` counts every output token the
 * provider bills, thinking included; `reasoning` is the thinking's share of it (decision 154).
 */
export function usageOf(part: {
  usage: {
    inputTokens: { total?: number };
    outputTokens: { total?: number; reasoning?: number };
  };
}) {
  const reasoning = part.usage.outputTokens.reasoning ?? 0;
  return {
    type: 'usage' as const,
    input: part.usage.inputTokens.total ?? 0,
    output: part.usage.outputTokens.total ?? 0,
    ...(reasoning > 0 ? { reasoning } : {}),
  };
}
