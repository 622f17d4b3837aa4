import type { ToolCallResult } from '../providers/tool-loop';

/**
 * The `run_python` calls of one author's answers waiting for the person's browser to run them,
 * kept by the Generation object (as approvals are, decision 144). The call's `tool-call` event is
 * in the answer's log, so any tab of the person that attaches runs it; the first result that
 * comes back through `deliver` is the one the model gets.
 */
export class BrowserRuns {
  private readonly pending = new Map<string, (result: ToolCallResult) => void>();

  /** Waits for the result; `fallback` after `timeoutMs` or when the answer is stopped. */
  wait(
    requestId: string,
    toolCallId: string,
    signal: AbortSignal,
    timeoutMs: number,
    fallback: ToolCallResult,
  ) {
    const key = `${requestId}\n${toolCallId}`;
    return new Promise<ToolCallResult>((resolve) => {
      const settle = (result: ToolCallResult) => {
        if (!this.pending.has(key)) return;
        this.pending.delete(key);
        clearTimeout(timer);
        signal.removeEventListener('abort', stop);
        resolve(result);
      };
      const stop = () => settle(fallback);
      const timer = setTimeout(stop, timeoutMs);
      signal.addEventListener('abort', stop);
      this.pending.set(key, settle);
    });
  }

  /** Hands a result to a waiting call; false when none waits (unknown, or already answered). */
  deliver(requestId: string, toolCallId: string, result: ToolCallResult): boolean {
    const settle = this.pending.get(`${requestId}\n${toolCallId}`);
    settle?.(result);
    return settle !== undefined;
  }
}
