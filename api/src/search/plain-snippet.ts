/**
 * A message's snippet as a person reads it: FTS5 cuts it from the stored markdown, so headings'
 * `#`, quotes' `>`, list markers, emphasis, inline code ticks, link targets and line breaks
 * would show as typed. Works on the marked text (the private-use term markers pass through
 * untouched), before `parseMarked` turns the markers into ranges.
 *
 * @example plainSnippet('### Tea\n> **strong** [brew](https://x.test)') // 'Tea strong brew'
 */
export function plainSnippet(marked: string): string {
  return (
    marked
      // Images and links keep their words: ![alt](src) and [text](href) → alt, text.
      .replace(/!?\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
      // Line starts: headings, quotes (nested too), list bullets and numbers, rules, fences.
      .replace(/^(…?)[ \t]*(?:>[ \t]?)*(?:#{1,6}[ \t]+|[-*+][ \t]+|\d{1,9}[.)][ \t]+)?/gm, '$1')
      .replace(/^(?:[-*_]{3,}|`{3,}|~{3,})[^\n]*$/gm, '')
      // Emphasis and code marks around words; a lone `*` in text (2 * 3) stays.
      .replace(/(\*{1,3}|_{2,3}|~~|`+)(?=\S)([^\n]*?\S)\1/g, '$2')
      // Table pipes and line breaks read as spaces.
      .replace(/[ \t]*\|[ \t]*/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
