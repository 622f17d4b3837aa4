'use client';

import { useEffect, useRef } from 'react';
import type { PythonSandbox } from '../../lib/code-interpreter/python-sandbox';
import type { UiMessage } from '../chat/ui-message';
import { isPythonRun } from './python-run';

/**
 * Runs, in this tab, every `run_python` call of the chat's streaming answers that has no result
 * yet (also one replayed after a reload), and posts its result so the answer goes on. One Python
 * interpreter per chat while the page shows it; a reload starts a fresh one. The running code
 * (the sandbox frame, uploads) loads with the first call, not with the chat page.
 */
export function useCodeRunner(messages: UiMessage[], origin: string | null, title: string) {
  const sandbox = useRef<PythonSandbox | null>(null);
  const handled = useRef(new Set<string>());
  const files = useRef(new Map<string, Promise<ArrayBuffer | null>>());
  const latest = useRef(messages);
  latest.current = messages;
  const shown = useRef(true);

  // The interpreter lives while the conversation is shown (each chat mounts its own).
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
      sandbox.current?.dispose();
      sandbox.current = null;
    };
  }, []);

  useEffect(() => {
    if (!origin) return;
    for (const message of messages) {
      const requestId = message.requestId;
      if (message.role !== 'assistant' || message.status !== 'streaming' || !requestId) continue;
      for (const call of message.toolCalls ?? []) {
        if (!isPythonRun(call) || call.output !== undefined || handled.current.has(call.id))
          continue;
        handled.current.add(call.id);
        void import('./run-call').then(
          ({ openSandbox, runCall }) => {
            if (!shown.current) return;
            sandbox.current ??= openSandbox(origin, title);
            return runCall(sandbox.current, requestId, call, () => latest.current, files.current);
          },
          () => handled.current.delete(call.id),
        ); // the code did not load: a later render retries
      }
    }
  }, [messages, origin, title]);
}
