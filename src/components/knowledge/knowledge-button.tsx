'use client';

import { lazy, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';
import { Library, X } from '../ui/icons';
import { LazyPart } from '../ui/lazy-part';
import type { PickedBase } from './knowledge-checklist';

// The list of the team's bases loads (code and data) when the button is first pressed.
const KnowledgePanel = lazy(() =>
  import('./knowledge-panel').then((module) => ({ default: module.KnowledgePanel })),
);

/**
 * The composer's knowledge bases: a button opening the pick, and a removable chip for each
 * base picked; the next sends search them (decision 164).
 */
export function KnowledgeButton({
  picked,
  onChange,
}: {
  picked: readonly PickedBase[];
  onChange: (picked: PickedBase[]) => void;
}) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        data-testid="knowledge-pick-open"
      >
        <Library size={16} aria-hidden />
        <span className="composer-tool-label">{m.knowledge_pick({}, { locale })}</span>
      </button>
      {picked.length > 0 && (
        <ul className="composer-files knowledge-chips" data-testid="knowledge-chips">
          {picked.map((base) => (
            <li key={base.id} className="file-chip" data-testid="knowledge-chip">
              <Library size={14} aria-hidden className="file-chip-icon" />
              <span className="file-chip-name">{base.name}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={m.knowledge_chip_remove({ name: base.name }, { locale })}
                onClick={() => onChange(picked.filter((item) => item.id !== base.id))}
                data-testid="knowledge-chip-remove"
              >
                <X size={14} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <LazyPart>
          <KnowledgePanel picked={picked} onChange={onChange} onClose={() => setOpen(false)} />
        </LazyPart>
      )}
    </>
  );
}
