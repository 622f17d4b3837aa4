/** `run_python` calls this tab is running now, by call id (the cards say "running here"). */
const running = new Set<string>();
const listeners = new Set<() => void>();

export const codeRuns = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isRunning: (callId: string) => running.has(callId),
  set(callId: string, on: boolean) {
    if (on) running.add(callId);
    else running.delete(callId);
    for (const listener of listeners) listener();
  },
};
