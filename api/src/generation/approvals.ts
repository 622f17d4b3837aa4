/** A pending approval unanswered this long is denied. */
export const APPROVAL_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * The tool calls of one author's answers waiting for the person's Approve or Deny, kept by the
 * Generation object that runs them (decision 144). Each call's `tool-approval` event is in the
 * answer's event log, so a reload or a resume shows the card again; the decision comes back
 * through `decide`, once.
 */
export class Approvals {
  private readonly pending = new Map<string, (approved: boolean) => void>();

  /** Waits for the decision; denied after `timeoutMs` or when the answer is stopped. */
  wait(requestId: string, toolCallId: string, signal: AbortSignal, timeoutMs: number) {
    const key = `${requestId}\n${toolCallId}`;
    return new Promise<boolean>((resolve) => {
      const settle = (approved: boolean) => {
        if (!this.pending.has(key)) return;
        this.pending.delete(key);
        clearTimeout(timer);
        signal.removeEventListener('abort', stop);
        resolve(approved);
      };
      const stop = () => settle(false);
      const timer = setTimeout(stop, timeoutMs);
      signal.addEventListener('abort', stop);
      this.pending.set(key, settle);
    });
  }

  /** Answers a waiting call; false when none waits (unknown, or already answered). */
  decide(requestId: string, toolCallId: string, approved: boolean): boolean {
    const settle = this.pending.get(`${requestId}\n${toolCallId}`);
    settle?.(approved);
    return settle !== undefined;
  }
}
