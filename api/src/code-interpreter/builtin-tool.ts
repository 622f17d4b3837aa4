import { builtinPromptTool } from '../generation/builtin-tool';
import type { CatalogModel } from '../providers/catalog';
import type { PromptTool } from '../providers/tool-loop';

export const RUN_PYTHON = 'run_python';

/**
 * `run_python`: Python run by Pyodide in the person's own browser, on the sandbox origin
 * (docs/decisions/156-code-interpreter.md). The api only hands the code over and waits.
 */
export const runPythonTool: PromptTool = builtinPromptTool({
  name: RUN_PYTHON,
  description:
    'Runs Python 3 (Pyodide, in the user’s browser) and returns stdout, stderr and the value of ' +
    'the last expression. The chat’s attached files are in /mnt/data/; files written to ' +
    '/mnt/data/ are given to the user as downloads. Variables persist between calls while the ' +
    'user’s tab stays open. The standard library is always there; numpy, pandas and matplotlib ' +
    'only when the deployment offers a package index (an import error says they are missing); ' +
    'without it, read an XLSX workbook with zipfile and xml.etree. ' +
    'Each run may take at most 30 seconds; print what you need to see.',
  inputSchema: {
    type: 'object',
    properties: { code: { type: 'string' } },
    required: ['code'],
  },
});

/** The built-in tools a send offers: `run_python` when asked for and the model calls tools. */
export function builtinTools(model: CatalogModel, code: boolean): PromptTool[] {
  return code && model.capabilities.includes('tools') ? [runPythonTool] : [];
}
