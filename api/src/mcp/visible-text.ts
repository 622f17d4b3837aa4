/**
 * Characters a person cannot see but a model reads: format characters (Unicode Cf — zero-width
 * spaces and joiners, bidi controls, the tag characters U+E0001–U+E007F that can spell a whole
 * hidden sentence), control characters other than a line break or a tab, and the supplementary
 * variation selectors (U+E0100–U+E01EF, used to smuggle bytes after a visible character).
 */
const INVISIBLE = /(?![\n\t])[\p{Cf}\p{Cc}]|\p{Variation_Selector}(?<=[\u{e0100}-\u{e01ef}])/gu;

/**
 * A server's text as a person sees it (CVE-2026-54032's class): what the tools page shows is
 * all the model is given.
 *
 * @example visibleText('Echoes\u200b\u{e0041}') // 'Echoes'
 */
export const visibleText = (text: string) => text.replace(INVISIBLE, '');

/** A tool's input schema with every text in it (descriptions, titles, enums) made visible. */
export function visibleSchema(value: unknown): unknown {
  if (typeof value === 'string') return visibleText(value);
  if (Array.isArray(value)) return value.map(visibleSchema);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [visibleText(key), visibleSchema(inner)]),
    );
  }
  return value;
}
