'use client';

import { useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';
import { CopyButton } from '../chat/copy-button';
import { DiffView } from './diff-view';
import type { StudioRun } from './use-studio-run';

/** Turns the run's chat into an ordinary chat and opens it. */
async function continueInChat(chatId: string, locale: string): Promise<boolean> {
  const res = await fetch(`/api/v1/text-studio/${encodeURIComponent(chatId)}/continue`, {
    method: 'POST',
  });
  if (!res.ok) return false;
  window.location.assign(`/${locale}/chat/${encodeURIComponent(chatId)}`);
  return true;
}

/** The result pane: the streamed text, then the marked changes and what to do with it. */
export function StudioResult({
  run,
  original,
  markable,
  onReplace,
}: {
  run: StudioRun;
  original: string;
  markable: boolean;
  onReplace: () => void;
}) {
  const locale = useLocale();
  const t = { locale };
  const [markChanges, setMarkChanges] = useState(true);
  const [continueFailed, setContinueFailed] = useState(false);
  const finished = run.status === 'complete' || run.status === 'stopped';
  const showDiff = finished && markable && markChanges && original.trim() !== '';
  const failed = run.status === 'error';
  return (
    <section className="text-studio-pane" aria-labelledby="text-studio-result-title">
      <div className="text-studio-pane-head">
        <h2 id="text-studio-result-title" className="text-studio-pane-title">
          {m.text_studio_result({}, t)}
        </h2>
        {markable && (
          <label className="text-studio-check">
            <input
              type="checkbox"
              checked={markChanges}
              onChange={(event) => setMarkChanges(event.target.checked)}
              data-testid="text-studio-mark"
            />
            {m.text_studio_mark_changes({}, t)}
          </label>
        )}
      </div>
      <div
        className="text-studio-result"
        data-testid="text-studio-result"
        data-status={run.status}
        data-chat-id={run.chatId}
        aria-busy={run.status === 'streaming'}
      >
        {run.status === 'idle' ? (
          <p className="muted">{m.text_studio_result_empty({}, t)}</p>
        ) : showDiff ? (
          <DiffView
            before={original}
            after={run.result}
            labels={{ added: m.text_studio_added({}, t), removed: m.text_studio_removed({}, t) }}
          />
        ) : (
          <div className="text-studio-output" data-testid="text-studio-output">
            {run.result}
          </div>
        )}
      </div>
      {failed && (
        <p className="form-error" role="alert" data-testid="text-studio-error">
          {run.error ?? m.text_studio_failed({}, t)}
        </p>
      )}
      {continueFailed && (
        <p className="form-error" role="alert">
          {m.text_studio_continue_failed({}, t)}
        </p>
      )}
      {finished && run.result && (
        <div className="text-studio-actions">
          <CopyButton text={run.result} testId="text-studio-copy" />
          <button
            type="button"
            className="button"
            onClick={onReplace}
            data-testid="text-studio-replace"
          >
            {m.text_studio_replace({}, t)}
          </button>
          {run.chatId && (
            <button
              type="button"
              className="button"
              data-testid="text-studio-continue"
              onClick={async () => {
                const chatId = run.chatId;
                setContinueFailed(chatId ? !(await continueInChat(chatId, locale)) : true);
              }}
            >
              {m.text_studio_continue({}, t)}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
