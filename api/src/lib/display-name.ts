import { z } from '@hono/zod-openapi';
import { defineIssueTexts } from './issue-texts';

const rules = defineIssueTexts({
  one_line: {
    en: 'must be one line without control characters',
    ru: 'должно быть одной строкой без управляющих символов',
  },
});

/** The longest person or team name we keep. */
export const NAME_MAX_CHARS = 100;
/** The longest name a mail shows. */
export const MAIL_NAME_MAX_CHARS = 60;

/**
 * Characters that break a line or hide text: controls (CR, LF, tab…), Unicode line and paragraph
 * separators, bidirectional overrides and isolates, zero-width characters and the BOM.
 */
const breaksOrHides = /[\p{Cc}\p{Zl}\p{Zp}\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;

/**
 * A person's or team's name as we store it: one line, trimmed, at most 100 characters. A name
 * with a line break, a control or a direction override is a 400 (nothing stored).
 *
 * @example z.object({ name: nameSchema() })
 */
export function nameSchema() {
  return z
    .string()
    .trim()
    .max(NAME_MAX_CHARS)
    .refine((value) => !breaksOrHides.test(value), rules.one_line);
}

/**
 * A stored name as a mail shows it (subject or body): every line break, control or hidden
 * character becomes a space, runs of spaces one, and it is cut at 60 characters with `…`. Names
 * stored before the rule above still arrive as one short line.
 *
 * @example mailName('Ann\r\nBcc: x') // 'Ann Bcc: x'
 */
export function mailName(value: string): string {
  return oneLine(value, MAIL_NAME_MAX_CHARS);
}

/**
 * `value` as one line of at most `maxChars`: line breaks, controls and hidden characters become
 * spaces, runs of spaces one, and a longer line ends in `…`. Every mail subject goes through it.
 *
 * @example oneLine('Hi\r\nBcc: x', 200) // 'Hi Bcc: x'
 */
export function oneLine(value: string, maxChars: number): string {
  const line = value
    .replace(new RegExp(breaksOrHides.source, 'gu'), ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > maxChars ? `${line.slice(0, maxChars - 1)}…` : line;
}
