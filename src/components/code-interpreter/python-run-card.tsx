'use client';

import { useSyncExternalStore } from 'react';
import { useLocale } from '../../i18n/locale-context';
import type { ToolCallView } from '../../lib/chat/types';
import { mediaUrl } from '../../lib/code-interpreter/inline-images';
import { codeRuns } from '../../lib/code-interpreter/run-states';
import { formatSize } from '../../lib/format';
import * as m from '../../paraglide/messages.js';
import { CodeBlock } from '../chat/markdown/code-block';
import { outputGist, ToolCardSummary } from '../chat/tool-card-summary';
import { Download } from '../ui/icons';
import { PythonImages } from './python-images';
import { codeOf } from './python-run';

/** A finished run in one line: what it printed last, else the files it wrote. */
const pythonGist = (call: ToolCallView) =>
  outputGist(call.output, 'last') || (call.files ?? []).map((file) => file.name).join(', ');

/**
 * A `run_python` call in its answer (docs/decisions/156-code-interpreter.md): the code,
 * highlighted, then what it printed, the images it wrote (a chart) and its files as downloads. Open while it runs or
 * waits for a browser, collapsed once done. The output is the run's plain text, never HTML.
 */
export function PythonRunCard({ call }: { call: ToolCallView }) {
  const locale = useLocale();
  const o = { locale };
  const runningHere = useSyncExternalStore(
    codeRuns.subscribe,
    () => codeRuns.isRunning(call.id),
    () => false,
  );
  const done = call.output !== undefined;
  const state = done ? (call.isError ? 'error' : 'done') : runningHere ? 'running' : 'waiting';
  return (
    <div className="python-card" data-testid="python-card" data-state={state}>
      <details className="tool-card" open={!done}>
        <ToolCardSummary
          title={
            !done
              ? m.python_card_title({}, o)
              : call.isError
                ? m.python_card_failed({}, o)
                : m.python_card_ran({}, o)
          }
          gist={done ? pythonGist(call) : undefined}
          durationMs={done ? call.durationMs : undefined}
          status={
            !done && (
              <span className="muted tool-card-status" role="status">
                {runningHere ? m.python_running({}, o) : m.python_waiting({}, o)}
              </span>
            )
          }
        />
        <div className="tool-card-part" data-testid="python-code">
          <span className="muted">{m.python_code({}, o)}</span>
          <CodeBlock code={codeOf(call.input)} language="python" />
        </div>
        {done && call.output && (
          <div className="tool-card-part">
            <span className="muted">
              {call.isError ? m.python_error({}, o) : m.python_output({}, o)}
            </span>
            <pre data-testid="python-output">{call.output}</pre>
          </div>
        )}
      </details>
      {call.files?.length ? <PythonImages files={call.files} /> : null}
      {call.files?.length ? (
        <div className="python-files-part">
          <span className="visually-hidden">{m.python_files({}, o)}</span>
          <ul className="python-files">
            {call.files.map((file) => (
              <li key={file.mediaId}>
                <a
                  className="button button-small"
                  href={mediaUrl(file.mediaId)}
                  download={file.name}
                  data-testid="python-file"
                  aria-label={m.python_download(
                    { name: file.name, size: formatSize(file.size, locale) },
                    o,
                  )}
                >
                  <Download size={14} aria-hidden /> {file.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
