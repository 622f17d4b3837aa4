'use client';

import { useEffect, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { toPromptGroups } from '../../lib/chat/normalize';
import type { PromptGroup } from '../../lib/chat/types';
import * as m from '../../paraglide/messages.js';

/** Prompt template groups from `GET /v2/prompts/groups`; a pick fills the composer. */
export function TemplatesPanel({
  onPick,
  onClose,
}: {
  onPick: (text: string) => void;
  onClose: () => void;
}) {
  const locale = useLocale();
  const [groups, setGroups] = useState<PromptGroup[]>();
  useEffect(() => {
    fetch('/api/v2/prompts/groups')
      .then((response) => (response.ok ? response.json() : []))
      .then((body) => setGroups(toPromptGroups(body)))
      .catch(() => setGroups([]));
  }, []);
  return (
    <div
      className="templates-panel"
      role="dialog"
      aria-label={m.templates_instruction_title({}, { locale })}
      data-testid="templates-panel"
    >
      <div className="templates-head">
        <strong>{m.templates_instruction_title({}, { locale })}</strong>
        <button
          type="button"
          className="icon-button"
          onClick={onClose}
          data-testid="templates-close"
        >
          {m.layout_close({}, { locale })}
        </button>
      </div>
      <p className="muted">{m.templates_instruction_hint({}, { locale })}</p>
      {groups === undefined && <p className="muted">{m.misc_loading({}, { locale })}</p>}
      {groups?.length === 0 && (
        <p className="muted">{m.templates_instruction_empty({}, { locale })}</p>
      )}
      {groups?.map((group) => (
        <section key={group.id} className="templates-group">
          <h3>{group.name}</h3>
          {group.prompts.map((prompt) => (
            <button
              key={prompt.id}
              type="button"
              className="template"
              onClick={() => onPick(prompt.text)}
              data-testid="template"
            >
              {prompt.title}
            </button>
          ))}
        </section>
      ))}
    </div>
  );
}
