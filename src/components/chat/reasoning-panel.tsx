'use client';

import { useLocale } from '../../i18n/locale-context';
import { formatNumber } from '../../lib/format/number';
import * as m from '../../paraglide/messages.js';
import { Brain } from '../ui/icons';

/**
 * A reasoning model's thinking above its answer (docs/decisions/154-visible-reasoning.md),
 * collapsed into one line: "Thinking…" while the model thinks, then "Thought for 12 s"; it opens
 * to the text, shown as plain text (the model's notes to itself, not an answer to render).
 */
export function ReasoningPanel({
  text,
  ms,
  thinking,
}: {
  text: string;
  ms: number;
  /** The answer is streaming and has no text yet: the model is still thinking. */
  thinking: boolean;
}) {
  const locale = useLocale();
  const seconds = formatNumber(Math.max(1, Math.round(ms / 1000)), locale);
  return (
    <details className="reasoning" data-testid="reasoning" data-thinking={thinking}>
      <summary>
        <Brain size={14} aria-hidden />
        <span className="reasoning-summary" data-testid="reasoning-summary">
          {thinking ? m.chat_thinking({}, { locale }) : m.chat_thought_for({ seconds }, { locale })}
        </span>
      </summary>
      <div className="reasoning-text" data-testid="reasoning-text">
        {text}
      </div>
    </details>
  );
}
