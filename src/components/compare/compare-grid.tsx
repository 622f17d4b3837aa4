'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { MAX_COMPARED, mergePrompt } from '../../lib/compare/merge-prompt';
import { modelName } from '../../lib/format';
import * as m from '../../paraglide/messages.js';
import { savedIdOf, type UiMessage } from '../chat/ui-message';
import { useCatalog } from '../chat/use-catalog';
import { IconButton } from '../ui/icon-button';
import { X } from '../ui/icons';
import { Select } from '../ui/select';
import { type CellView, CompareCell } from './compare-cell';
import { CompareModels } from './compare-models';
import { useCompareRuns } from './use-compare-runs';
import { type CompareRunning, type CompareSession, sincePageStart } from './use-compare-session';
import './compare.css';

const seconds = (from: number, to: number | undefined) =>
  to === undefined ? undefined : Math.max(0, (to - from) / 1000);

/**
 * Up to four models' answers to one question side by side (stacked on narrow screens): the
 * answer already there (`lead`) and the ones this comparison asks for. The person keeps one —
 * the others stay versions of it — or has one model merge them into one more version
 * (docs/decisions/165-compare-models.md).
 */
export default function CompareGrid({
  chatId,
  session,
  lead,
  onKeep,
  onClose,
  onRuns,
}: {
  chatId: string;
  session: CompareSession;
  lead?: UiMessage;
  onKeep: (messageId: string) => Promise<void>;
  onClose: () => void;
  /** Told whenever its answers start or end writing, with how to stop them all. */
  onRuns?: (state: CompareRunning) => void;
}) {
  const locale = useLocale();
  const catalog = useCatalog();
  const names = Object.fromEntries((catalog?.models ?? []).map((model) => [model.id, model.title]));
  const { runs, start, resume, stopAll } = useCompareRuns(
    chatId,
    session.questionId,
    session.question,
  );
  const [chosen, setChosen] = useState<string[]>([]);
  const [keeping, setKeeping] = useState(false);
  // Restored after a reload: the models were chosen before it.
  const started = useRef(Boolean(session.resume?.length));
  const titleId = useId();
  // The lead's time is known when it was still writing as the comparison began.
  const leadEnd = useRef<number | undefined>(undefined);
  const leadWasStreaming = useRef(lead?.status === 'streaming');
  if (lead && lead.status !== 'streaming' && leadEnd.current === undefined) {
    leadEnd.current = performance.now();
  }

  const ask = (models: string[]) => {
    if (started.current) return;
    started.current = true;
    for (const model of models) start(model);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the models the composer chose
  useEffect(() => {
    if (session.models.length) ask(session.models);
    for (const version of session.resume ?? []) {
      resume(version, sincePageStart(version.createdAt));
    }
  }, []);
  const writing = runs.some((run) => run.status === 'streaming');
  useEffect(() => onRuns?.({ running: writing, stop: stopAll }), [onRuns, writing, stopAll]);

  const cells: CellView[] = [
    ...(lead
      ? [
          {
            key: lead.id,
            label: modelName(lead.model ?? '', names),
            text: lead.content,
            status: lead.status ?? 'complete',
            costKopecks: lead.costKopecks,
            seconds: leadWasStreaming.current
              ? seconds(session.startedAt, leadEnd.current)
              : undefined,
            messageId: savedIdOf(lead),
            error: lead.error?.message || undefined,
          },
        ]
      : []),
    ...runs.map((run) => ({
      key: run.requestId,
      label: run.merged
        ? m.compare_merged({ model: modelName(run.model, names) }, { locale })
        : modelName(run.model, names),
      text: run.text,
      status: run.status,
      costKopecks: run.costKopecks,
      seconds: seconds(run.startedAt, run.endedAt),
      messageId: run.messageId,
      error: run.error,
    })),
  ];
  const compared = [lead?.model, ...runs.filter((r) => !r.merged).map((r) => r.model)].filter(
    (id): id is string => Boolean(id),
  );
  const [mergeModel, setMergeModel] = useState('');
  const merger = mergeModel || compared[0] || '';
  const done = cells.every((cell) => cell.status !== 'streaming');
  const candidates = cells.filter((cell) => cell.status === 'complete' && cell.text);
  const merging = runs.some((run) => run.merged);
  const choosing = !started.current;

  const keep = async (messageId: string) => {
    setKeeping(true);
    try {
      await onKeep(messageId);
    } finally {
      setKeeping(false);
    }
  };
  const merge = () =>
    start(merger, {
      merged: true,
      system: mergePrompt(candidates.map((cell) => ({ model: cell.label, text: cell.text }))),
    });

  return (
    <section className="compare" aria-labelledby={titleId} data-testid="compare">
      <header className="compare-head">
        <h2 id={titleId}>{m.compare_title({}, { locale })}</h2>
        <IconButton
          label={m.compare_close({}, { locale })}
          icon={<X size={16} aria-hidden />}
          onClick={onClose}
          data-testid="compare-close"
        />
      </header>
      {choosing && (
        <div className="compare-choose">
          <p className="muted">
            {m.compare_pick_hint({ count: String(MAX_COMPARED - 1) }, { locale })}
          </p>
          <CompareModels models={chosen} max={MAX_COMPARED - 1} onChange={setChosen} />
          <button
            type="button"
            className="button button-primary"
            disabled={chosen.length === 0}
            onClick={() => ask(chosen)}
            data-testid="compare-start"
          >
            {m.compare_start({}, { locale })}
          </button>
        </div>
      )}
      <div className="compare-grid" data-testid="compare-grid" data-count={cells.length}>
        {cells.map((cell) => (
          <CompareCell key={cell.key} cell={cell} busy={keeping} onKeep={keep} />
        ))}
      </div>
      {!choosing && (
        <div className="compare-foot">
          <p className="muted">{m.compare_keep_hint({}, { locale })}</p>
          {!merging && candidates.length > 1 && (
            <div className="compare-merge">
              <label className="composer-field">
                <span>{m.compare_merge_with({}, { locale })}</span>
                <Select
                  className="select-compact"
                  value={merger}
                  onChange={(event) => setMergeModel(event.target.value)}
                  data-testid="compare-merge-model"
                >
                  {[...new Set(compared)].map((id) => (
                    <option key={id} value={id}>
                      {modelName(id, names)}
                    </option>
                  ))}
                </Select>
              </label>
              <button
                type="button"
                className="button"
                disabled={!done}
                onClick={merge}
                data-testid="compare-merge"
              >
                {m.compare_merge({}, { locale })}
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
