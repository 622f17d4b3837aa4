'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales';
import { formatDateTime } from '../../lib/format';
import { useAccountDates } from '../../lib/format/account-dates';
import * as m from '../../paraglide/messages.js';

/** One past run as `GET /v1/text-studio` lists it. */
export type PastRun = {
  chatId: string;
  requestId: string | null;
  action: string | null;
  original: string;
  result: string;
  status: 'streaming' | 'complete' | 'stopped' | 'error';
  createdAt: string;
};

type Props = {
  locale: Locale;
  /** Changes whenever a run finishes, so the list picks it up. */
  version: number;
  /** The localized name of a stored action (`rewrite`, `tone:formal`, …). */
  actionName: (action: string | null) => string;
  onOpen: (run: PastRun) => void;
};

const snippet = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}…` : text);

/**
 * The text studio's history (docs/decisions/077-text-studio-history.md): the user's past runs,
 * newest first, each with its action, text and result; open one back into the studio or delete it.
 */
export function StudioHistory({ locale, version, actionName, onOpen }: Props) {
  const dates = useAccountDates();
  const t = { locale };
  const [runs, setRuns] = useState<PastRun[] | null>(null);
  const [problem, setProblem] = useState<string>();
  // Runs deleted here: a list asked for before a delete finished must not bring one back.
  const deleted = useRef(new Set<string>());

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version means a finished run to list.
  useEffect(() => {
    let live = true;
    fetch('/api/v1/text-studio')
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const body = (await res.json()) as { items: PastRun[] };
        if (live) setRuns(body.items.filter((item) => !deleted.current.has(item.chatId)));
      })
      .catch(() => live && setProblem(m.text_studio_history_load_failed({}, { locale })));
    return () => {
      live = false;
    };
  }, [version, locale]);

  const remove = useCallback(
    async (run: PastRun) => {
      setProblem(undefined);
      const res = await fetch(`/api/v1/text-studio/${encodeURIComponent(run.chatId)}`, {
        method: 'DELETE',
      }).catch(() => null);
      if (res?.ok) {
        deleted.current.add(run.chatId);
        setRuns((list) => list?.filter((item) => item.chatId !== run.chatId) ?? null);
      } else {
        setProblem(m.text_studio_history_delete_failed({}, { locale }));
      }
    },
    [locale],
  );

  return (
    <section
      className="text-studio-history"
      aria-labelledby="text-studio-history-title"
      data-testid="text-studio-history"
      data-ready={runs ? 'true' : undefined}
    >
      <h2 id="text-studio-history-title">{m.text_studio_history_title({}, t)}</h2>
      {problem && (
        <p className="form-error" role="alert" data-testid="text-studio-history-problem">
          {problem}
        </p>
      )}
      {runs && runs.length === 0 && (
        <p className="text-studio-history-empty">{m.text_studio_history_empty({}, t)}</p>
      )}
      {runs && runs.length > 0 && (
        <ul className="text-studio-history-list">
          {runs.map((run) => (
            <li
              key={run.chatId}
              className="text-studio-history-item"
              data-testid="text-studio-past-run"
            >
              <p className="text-studio-history-meta">
                <strong>{actionName(run.action)}</strong>{' '}
                <time dateTime={run.createdAt}>{formatDateTime(run.createdAt, locale, dates)}</time>
              </p>
              <p className="text-studio-history-text" data-testid="text-studio-past-original">
                {snippet(run.original)}
              </p>
              <p className="text-studio-history-text" data-testid="text-studio-past-result">
                → {snippet(run.result)}
              </p>
              <div className="text-studio-history-actions">
                <button
                  type="button"
                  className="button"
                  disabled={!run.requestId}
                  onClick={() => onOpen(run)}
                  data-testid="text-studio-past-open"
                >
                  {m.text_studio_history_open({}, t)}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => void remove(run)}
                  data-testid="text-studio-past-delete"
                >
                  {m.text_studio_history_delete({}, t)}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
