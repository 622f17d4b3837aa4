'use client';

import { useLocale } from '../../i18n/locale-context';
import { formatNumber } from '../../lib/format/number';
import * as m from '../../paraglide/messages.js';
import { Brain } from '../ui/icons';

/** The newest line of the thinking, at most this many characters, shown while it grows. */
const PREVIEW_CHARS = 160;

/** The thinking's newest non-empty line, its end kept when long. */
function latestLine(text: string): string {
  const line = text.trimEnd().split('\n').at(-1)?.trim() ?? '';
  return line.length > PREVIEW_CHARS ? `…${line.slice(-PREVIEW_CHARS)}` : line;
}

/**
 * A reasoning model's thinking above its answer (docs/decisions/154-visible-reasoning.md),
 * collapsed into one line: "Thinking…" while the model thinks, with the thought's newest line
 * growing under it as it streams (decision 208), then "Thought for 12 s"; it opens to the text,
 * shown as plain text (the model's notes to itself, not an answer to render).
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
  const preview = thinking ? latestLine(text) : '';
  return (
    <>
      <details className="reasoning" data-testid="reasoning" data-thinking={thinking}>
        <summary>
          <Brain size={14} aria-hidden />
          <span className="reasoning-summary" data-testid="reasoning-summary">
            {thinking
              ? m.chat_thinking({}, { locale })
              : m.chat_thought_for({ seconds }, { locale })}
          </span>
        </summary>
        <div className="reasoning-text" data-testid="reasoning-text">
          {text}
        </div>
      </details>
      {preview ? (
        <p className="reasoning-preview" data-testid="reasoning-preview">
          {preview}
        </p>
      ) : null}
    </>
  );
}
