'use client';

import type { ReactNode } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { formatSeconds } from '../../lib/format';
import * as m from '../../paraglide/messages.js';
import { ChevronRight } from '../ui/icons';

/** Longest gist kept: the line is cut to the card's width anyway, this bounds the DOM text. */
const gistLimit = 120;

/**
 * One line of a tool's output for its collapsed card ("5050", "Echo: hello"): the last
 * non-empty line for a code run (what it printed last, or a traceback's error), the first for
 * other tools (their summary line).
 */
export function outputGist(output: string | undefined, from: 'first' | 'last'): string {
  const lines = (output ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const line = (from === 'first' ? lines[0] : lines.at(-1)) ?? '';
  return line.length > gistLimit ? `${line.slice(0, gistLimit - 1)}…` : line;
}

/**
 * The always-visible line of a tool card (`<summary>` of its `<details>`): a chevron that turns
 * when it opens, the title, and the output's gist and how long it ran once done
 * ("Ran Python · 5050 · 0,3 с") or the state while it runs, as ChatGPT's "Analyzed ▸" says there
 * is more inside.
 */
export function ToolCardSummary({
  title,
  gist,
  durationMs,
  status,
}: {
  title: string;
  gist?: string;
  /** How long the finished call ran; answers saved before it was kept have none. */
  durationMs?: number;
  /** While the call runs or waits. */
  status?: ReactNode;
}) {
  const locale = useLocale();
  const duration = durationMs === undefined ? undefined : formatSeconds(durationMs, locale);
  return (
    <summary className="tool-card-summary">
      <ChevronRight size={14} aria-hidden className="tool-card-chevron" />
      <span className="tool-card-title">{title}</span>
      {gist ? (
        <span className="muted tool-card-gist" data-testid="tool-card-gist">
          {gist}
        </span>
      ) : null}
      {duration ? (
        <span className="muted tool-card-duration" data-testid="tool-card-duration">
          <span className="visually-hidden">{m.mcp_card_ran_for({}, { locale })} </span>
          <time dateTime={`PT${Math.max(0, durationMs ?? 0) / 1000}S`}>{duration}</time>
        </span>
      ) : null}
      {status}
    </summary>
  );
}
