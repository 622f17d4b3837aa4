/**
 * Every character that reads as a dash: Unicode's dash punctuation (`‐ ‑ ‒ – — ― ⸺ ﹣ －` …) and
 * the minus signs (`−`, `➖`, `˗`), which Midjourney, a phone or a font may show or take as `-`.
 */
const DASH_CHARS = '\\p{Pd}\\u2212\\u2796\\u02d7';
const DASH = `[${DASH_CHARS}]`;
/** The long dashes and minus signs that alone start a parameter (`—ar`); a hyphen does not. */
const LONG_DASH = '[\\u2012-\\u2015\\u2212\\u2796\\u2e3a\\u2e3b]';

/** A run of two dashes, or one long dash, where a word starts: how a parameter starts. */
export const FLAG_START = new RegExp(`^(?:${DASH}{2,}|${LONG_DASH})`, 'u');
/** A word of two dashes or more only (`--`, `——`), which may stand before a parameter's name. */
export const DASHES_ONLY = new RegExp(`^${DASH}{2,}$`, 'u');
/** Where a word holds a parameter after other characters (`cat--r`): split there. */
const INNER_FLAG = new RegExp(`(?<=[^\\s${DASH_CHARS}])(?=${DASH}{2,}\\p{L})`, 'gu');

/**
 * The prompt as it is checked and sent on (security round 3): NFKC (full-width and compatibility forms
 * become plain ones), format characters (Unicode Cf: soft hyphen, zero-width space and joiners,
 * bidi marks) removed, so that nothing hidden can join `--` to a name after the check; and a
 * parameter glued to the word before it set apart.
 *
 * @example normalizePrompt('a cat --\u00adr 40') // 'a cat --r 40'
 */
export function normalizePrompt(prompt: string): string {
  return prompt
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(INNER_FLAG, ' ');
}
