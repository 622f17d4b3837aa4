import type { ToolCallView } from '../../lib/chat/types';

/** A call of the built-in `run_python` (docs/decisions/156-code-interpreter.md). */
export const isPythonRun = (call: ToolCallView) =>
  call.server === 'builtin' && call.tool === 'run_python';

/** The code a `run_python` call carries. */
export const codeOf = (input: unknown) =>
  input && typeof input === 'object' && typeof (input as { code?: unknown }).code === 'string'
    ? (input as { code: string }).code
    : '';
