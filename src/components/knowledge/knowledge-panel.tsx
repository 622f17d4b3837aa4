'use client';

import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';
import { KnowledgeChecklist, type PickedBase } from './knowledge-checklist';

/** The composer's pick of knowledge bases, above it like the templates; Escape closes it. */
export function KnowledgePanel({
  picked,
  onChange,
  onClose,
}: {
  picked: readonly PickedBase[];
  onChange: (picked: PickedBase[]) => void;
  onClose: () => void;
}) {
  const locale = useLocale();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  return (
    <div
      ref={panel}
      className="knowledge-panel"
      role="dialog"
      aria-label={m.knowledge_pick_title({}, { locale })}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="knowledge-panel"
    >
      <KnowledgeChecklist
        legend={m.knowledge_pick_title({}, { locale })}
        hint={m.knowledge_pick_hint({}, { locale })}
        picked={picked.map((base) => base.id)}
        onChange={onChange}
      />
      <button
        type="button"
        className="button button-small button-primary knowledge-panel-done"
        onClick={onClose}
        data-testid="knowledge-pick-done"
      >
        {m.knowledge_pick_done({}, { locale })}
      </button>
    </div>
  );
}
