'use client';

import { lazy } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { MAX_COMPARED } from '../../lib/compare/merge-prompt';
import * as m from '../../paraglide/messages.js';
import { Columns2 } from '../ui/icons';
import { LazyPart } from '../ui/lazy-part';

const CompareModels = lazy(() =>
  import('./compare-models').then(({ CompareModels }) => ({ default: CompareModels })),
);

/**
 * The composer's "Compare" toggle: on, it lists the models that answer the next question beside
 * the composer's own (up to three more), loaded on first use.
 */
export function CompareControl({
  models,
  onChange,
}: {
  /** null: off. */
  models: string[] | null;
  onChange: (models: string[] | null) => void;
}) {
  const locale = useLocale();
  const on = models !== null;
  return (
    <>
      <button
        type="button"
        className="icon-button composer-compare"
        aria-pressed={on}
        title={m.compare_toggle_hint({}, { locale })}
        onClick={() => onChange(on ? null : [])}
        data-testid="compare-toggle"
      >
        <Columns2 size={16} aria-hidden />
        <span className="composer-tool-label">{m.compare_toggle({}, { locale })}</span>
      </button>
      {on && (
        <LazyPart>
          <CompareModels models={models} max={MAX_COMPARED - 1} onChange={onChange} />
        </LazyPart>
      )}
    </>
  );
}
