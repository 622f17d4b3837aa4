'use client';

import { useEffect, useRef } from 'react';
import { callApi } from '../../lib/call-api';
import type { ToolCallView } from '../../lib/chat/types';
import { PythonSandbox } from '../../lib/code-interpreter/python-sandbox';
import { runOutput } from '../../lib/code-interpreter/run-output';
import { codeRuns } from '../../lib/code-interpreter/run-states';
import { uploadOutputFiles } from '../../lib/code-interpreter/upload-files';
import type { UiMessage } from '../chat/ui-message';
import { chatFiles } from './chat-files';
import { codeOf, isPythonRun } from './python-run';

/**
 * Runs, in this tab, every `run_python` call of the chat's streaming answers that has no result
 * yet (also one replayed after a reload), and posts its result so the answer goes on. One Python
 * interpreter per chat while the page shows it; a reload starts a fresh one.
 */
export function useCodeRunner(messages: UiMessage[], origin: string | null, title: string) {
  const sandbox = useRef<PythonSandbox | null>(null);
  const handled = useRef(new Set<string>());
  const files = useRef(new Map<string, Promise<ArrayBuffer | null>>());
  const latest = useRef(messages);
  latest.current = messages;

  // The interpreter lives while the conversation is shown (each chat mounts its own).
  useEffect(
    () => () => {
      sandbox.current?.dispose();
      sandbox.current = null;
    },
    [],
  );

  useEffect(() => {
    if (!origin) return;
    for (const message of messages) {
      if (message.role !== 'assistant' || message.status !== 'streaming' || !message.requestId)
        continue;
      for (const call of message.toolCalls ?? []) {
        if (!isPythonRun(call) || call.output !== undefined || handled.current.has(call.id))
          continue;
        handled.current.add(call.id);
        sandbox.current ??= new PythonSandbox(origin, title);
        void runCall(sandbox.current, message.requestId, call, () => latest.current, files.current);
      }
    }
  }, [messages, origin, title]);
}

/** Runs one call in the chat's interpreter, keeps its files and posts its result. */
async function runCall(
  python: PythonSandbox,
  requestId: string,
  call: ToolCallView,
  messagesNow: () => UiMessage[],
  fileCache: Map<string, Promise<ArrayBuffer | null>>,
) {
  codeRuns.set(call.id, true);
  try {
    const earlierRuns = messagesNow().some((message) =>
      message.toolCalls?.some((other) => other.id !== call.id && isPythonRun(other)),
    );
    const mounted = await chatFiles(messagesNow(), fileCache);
    const result = await python.run(codeOf(call.input), mounted);
    const { kept, skipped } = await uploadOutputFiles(requestId, result.files);
    const { output, isError } = runOutput(result, { earlierRuns, kept, skipped });
    // 409: another tab of the person answered first, or the answer ended; nothing to do.
    await callApi(`/v1/openai/tool-result/${requestId}`, 'POST', {
      toolCallId: call.id,
      output,
      isError,
      ...(kept.length ? { files: kept.map((file) => file.mediaId) } : {}),
    });
  } finally {
    codeRuns.set(call.id, false);
  }
}
