'use client';

import { useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import type { Locale } from '../../i18n/locales';
import { callApi } from '../../lib/call-api';
import type { OutputFileView, ToolCallView, ToolProgress } from '../../lib/chat/types';
import { inlineImageKind, mediaUrl } from '../../lib/code-interpreter/inline-images';
import { formatNumber } from '../../lib/format';
import * as m from '../../paraglide/messages.js';
import { isPythonRun } from '../code-interpreter/python-run';
import { PythonRunCard } from '../code-interpreter/python-run-card';
import { isRememberCall, MemoryNote } from '../memory/memory-note';
import { ProgressBar } from '../ui/progress-bar';
import { usePreviewOrigin } from './markdown/preview-origin';
import { McpAppFrame } from './mcp-app-frame';
import { outputGist, ToolCardSummary } from './tool-card-summary';

const inputText = (input: unknown) => {
  const text = JSON.stringify(input ?? {}, null, 2);
  return text === '{}' ? '' : text;
};

/**
 * An answer's tool calls (docs/decisions/144-mcp-tools.md): a compact card per call with the
 * tool, its input and its output or error, open while it runs and collapsed once done. A call
 * waiting for approval shows Approve and Deny. Outputs come from the tool and are plain text.
 */
export function ToolCards({ calls, requestId }: { calls: ToolCallView[]; requestId?: string }) {
  return (
    <div className="tool-cards">
      {calls.map((call) =>
        isRememberCall(call) ? (
          <MemoryNote key={call.id} call={call} requestId={requestId} />
        ) : isPythonRun(call) ? (
          <PythonRunCard key={call.id} call={call} />
        ) : (
          <ToolCard key={call.id} call={call} requestId={requestId} />
        ),
      )}
    </div>
  );
}

function ToolCard({ call, requestId }: { call: ToolCallView; requestId?: string }) {
  const locale = useLocale();
  const o = { locale };
  const [answered, setAnswered] = useState(false);
  const sandboxOrigin = usePreviewOrigin();
  const done = call.output !== undefined;
  const decide = async (approved: boolean) => {
    if (!requestId) return;
    setAnswered(true);
    const res = await callApi(`/v1/openai/tool-approval/${requestId}`, 'POST', {
      toolCallId: call.id,
      approved,
    });
    // 409: it was answered elsewhere or has ended; the result event tells what happened.
    if (!res.ok && res.status !== 409) setAnswered(false);
  };
  const input = inputText(call.input);
  const state = done
    ? call.isError
      ? 'error'
      : 'done'
    : call.awaitingApproval
      ? 'approval'
      : 'running';
  // An MCP App view (decision 171) shows under its card, only where the sandbox origin is set.
  const app =
    done && call.app && sandboxOrigin ? (
      <McpAppFrame
        origin={sandboxOrigin}
        app={call.app}
        toolName={call.tool}
        input={call.input}
        output={call.output ?? ''}
        title={m.mcp_app_title({ tool: call.tool, server: call.server }, o)}
        locale={locale}
      />
    ) : null;
  return (
    <>
      <details className="tool-card" data-testid="tool-card" data-state={state} open={!done}>
        <ToolCardSummary
          title={m.mcp_card_title({ tool: call.tool, server: call.server }, o)}
          gist={done ? outputGist(call.output, 'first') : undefined}
          durationMs={done ? call.durationMs : undefined}
          status={
            !done && (
              <span className="muted tool-card-status">
                {call.awaitingApproval ? m.mcp_card_waiting({}, o) : m.mcp_card_running({}, o)}
              </span>
            )
          }
        />
        {input && (
          <div className="tool-card-part">
            <span className="muted">{m.mcp_card_input({}, o)}</span>
            <pre data-testid="tool-card-input">{input}</pre>
          </div>
        )}
        {!done && call.progress && <ToolProgressBar progress={call.progress} locale={locale} />}
        {done && (
          <div className="tool-card-part">
            <span className="muted">
              {call.isError ? m.mcp_card_error({}, o) : m.mcp_card_output({}, o)}
            </span>
            <pre data-testid="tool-card-output">{call.output}</pre>
          </div>
        )}
        {call.awaitingApproval && !done && (
          <div className="tool-card-actions" data-testid="tool-approval">
            <button
              type="button"
              className="button button-small button-primary"
              disabled={answered}
              onClick={() => decide(true)}
              data-testid="tool-approve"
            >
              {m.mcp_approve({}, o)}
            </button>
            <button
              type="button"
              className="button button-small"
              disabled={answered}
              onClick={() => decide(false)}
              data-testid="tool-deny"
            >
              {m.mcp_deny({}, o)}
            </button>
          </div>
        )}
      </details>
      {done && call.files?.length ? (
        <ToolImages files={call.files} tool={call.tool} locale={locale} />
      ) : null}
      {app}
    </>
  );
}

/**
 * The images a tool returned (decision 171), kept by the api as the answer's media: thumbnails
 * under the card, seen while it is collapsed; each opens at full size in a new tab. Bytes only,
 * served as their raster type, never HTML.
 */
function ToolImages({
  files,
  tool,
  locale,
}: {
  files: OutputFileView[];
  tool: string;
  locale: Locale;
}) {
  const o = { locale };
  // Only the raster types the api keeps of a tool's result; anything else is never an image here.
  const images = files.filter((file) => inlineImageKind(file) === 'raster');
  if (images.length === 0) return null;
  return (
    <ul className="tool-card-images" aria-label={m.mcp_card_images({}, o)}>
      {images.map((file, index) => {
        const n = formatNumber(index + 1, locale);
        const src = mediaUrl(file.mediaId);
        return (
          <li key={file.mediaId}>
            <a
              href={src}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={m.mcp_card_image_open({ n, tool }, o)}
            >
              <img
                className="tool-card-image"
                data-testid="tool-card-image"
                src={src}
                alt={m.mcp_card_image_alt({ n, tool }, o)}
                loading="lazy"
                decoding="async"
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** A long tool's latest progress notification (decision 171): "2 of 5", or a count, and its message. */
function ToolProgressBar({ progress, locale }: { progress: ToolProgress; locale: Locale }) {
  const o = { locale };
  const done = formatNumber(progress.progress, locale, 2);
  const count =
    progress.total === undefined
      ? m.mcp_card_progress_count({ done }, o)
      : m.mcp_card_progress_of({ done, total: formatNumber(progress.total, locale, 2) }, o);
  return (
    <ProgressBar
      label={m.mcp_card_progress_label({}, o)}
      value={progress.progress}
      max={progress.total}
      text={progress.message ? `${count} · ${progress.message}` : count}
      testId="tool-card-progress"
    />
  );
}
