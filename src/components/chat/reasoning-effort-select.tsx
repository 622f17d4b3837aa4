'use client';

import { useLocale } from '../../i18n/locale-context';
import type { ReasoningEffort } from '../../lib/chat/types';
import * as m from '../../paraglide/messages.js';
import { Select } from '../ui/select';

const labels: Record<ReasoningEffort, typeof m.chat_effort_low> = {
  low: m.chat_effort_low,
  medium: m.chat_effort_medium,
  high: m.chat_effort_high,
};

/**
 * How hard a reasoning model thinks (docs/decisions/154-visible-reasoning.md): the kit's select,
 * shown in the composer only for models whose catalogue entry takes an effort.
 */
export function ReasoningEffortSelect({
  value,
  onChange,
}: {
  value: ReasoningEffort;
  onChange: (next: ReasoningEffort) => void;
}) {
  const locale = useLocale();
  return (
    <label className="composer-field">
      <span className="visually-hidden">{m.chat_reasoning_effort({}, { locale })}</span>
      <Select
        className="select-compact"
        value={value}
        onChange={(event) => onChange(event.target.value as ReasoningEffort)}
        title={m.chat_reasoning_effort({}, { locale })}
        data-testid="reasoning-effort"
      >
        {(['low', 'medium', 'high'] as const).map((effort) => (
          <option key={effort} value={effort}>
            {labels[effort]({}, { locale })}
          </option>
        ))}
      </Select>
    </label>
  );
}
