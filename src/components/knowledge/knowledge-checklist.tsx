'use client';

import { useEffect, useState } from 'react';
import './knowledge-chat.css';
import { useLocale } from '../../i18n/locale-context';
import { callApi } from '../../lib/call-api';
import { type KnowledgeBase, toKnowledgeBases } from '../../lib/knowledge/knowledge';
import * as m from '../../paraglide/messages.js';

export type PickedBase = { id: string; name: string };

/**
 * The team's knowledge bases as checkboxes (the composer's pick, a folder's bases), read when
 * shown; with none, a link to the page that makes them.
 */
export function KnowledgeChecklist({
  legend,
  hint,
  picked,
  onChange,
}: {
  legend: string;
  hint?: string;
  picked: readonly string[];
  onChange: (picked: PickedBase[]) => void;
}) {
  const locale = useLocale();
  const [bases, setBases] = useState<KnowledgeBase[]>();
  useEffect(() => {
    const controller = new AbortController();
    callApi<unknown>('/v1/knowledge', 'GET', undefined, controller.signal).then((res) => {
      if (res.ok) setBases(toKnowledgeBases(res.data));
      else if (!res.aborted) setBases([]);
    });
    return () => controller.abort();
  }, []);
  const toggle = (id: string, on: boolean) => {
    const ids = new Set(picked);
    if (on) ids.add(id);
    else ids.delete(id);
    onChange(
      (bases ?? []).filter((base) => ids.has(base.id)).map(({ id, name }) => ({ id, name })),
    );
  };
  const manage = (
    <a href={`/${locale}/cabinet/knowledge`} className="knowledge-manage-link">
      {m.knowledge_pick_manage({}, { locale })}
    </a>
  );
  return (
    <fieldset
      className="knowledge-checklist"
      data-testid="knowledge-checklist"
      data-loaded={bases !== undefined}
    >
      <legend>{legend}</legend>
      {hint && <p className="muted knowledge-checklist-hint">{hint}</p>}
      {bases === undefined ? (
        <p className="muted" role="status">
          {m.knowledge_pick_loading({}, { locale })}
        </p>
      ) : bases.length === 0 ? (
        <p className="muted">{m.knowledge_pick_none({}, { locale })}</p>
      ) : (
        <ul className="knowledge-checklist-items">
          {bases.map((base) => (
            <li key={base.id}>
              <label className="knowledge-check">
                <input
                  type="checkbox"
                  checked={picked.includes(base.id)}
                  onChange={(event) => toggle(base.id, event.target.checked)}
                  data-testid="knowledge-check"
                  data-base-id={base.id}
                />
                {base.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      {manage}
    </fieldset>
  );
}
