import { callApi } from '../../lib/call-api';
import type { ToolCallView } from '../../lib/chat/types';
import { PythonSandbox } from '../../lib/code-interpreter/python-sandbox';
import { runOutput } from '../../lib/code-interpreter/run-output';
import { codeRuns } from '../../lib/code-interpreter/run-states';
import { uploadOutputFiles } from '../../lib/code-interpreter/upload-files';
import type { UiMessage } from '../chat/ui-message';
import { chatFiles } from './chat-files';
import { codeOf, isPythonRun } from './python-run';

/** The chat's Python interpreter: a hidden sandboxed frame on the sandbox origin. */
export const openSandbox = (origin: string, title: string) => new PythonSandbox(origin, title);

export /** Runs one call in the chat's interpreter, keeps its files and posts its result. */
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
