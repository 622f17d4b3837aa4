/** The longest snippet a citation shows. */
const SNIPPET_CHARS = 240;

/** A passage's sentences: cut after `.`, `!`, `?` or `…` followed by a space, and at line breaks. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** How many of `terms` (light stems) start a word of `sentence`. */
function matchedTerms(sentence: string, terms: string[]): number {
  const words = (sentence
    .toLowerCase()
    .replaceAll('ё', 'е')
    .match(/[\p{L}\p{N}\p{M}]+/gu) ?? []) as string[];
  return terms.filter((term) => words.some((word) => word.startsWith(term))).length;
}

/** At most SNIPPET_CHARS of `text` from `start`, cut at words, with `…` where it was cut. */
function cutAround(text: string, start: number): string {
  if (text.length <= SNIPPET_CHARS) return text;
  const from = Math.max(0, Math.min(start - 40, text.length - SNIPPET_CHARS));
  const head = from > 0 ? text.indexOf(' ', from) + 1 || from : 0;
  const window = text.slice(head, head + SNIPPET_CHARS);
  const end = head + SNIPPET_CHARS < text.length ? window.lastIndexOf(' ') : -1;
  const body = end > 0 ? window.slice(0, end) : window;
  return `${head > 0 ? '…' : ''}${body}${head + body.length < text.length ? '…' : ''}`;
}

/**
 * What a citation shows of its passage: the sentence holding the most of the question's terms
 * (the first such), so the source of an answer shows the words that answer it; the passage's
 * opening when no sentence holds any (a passage found by meaning alone). Cut to about 240
 * characters around the first matched word.
 *
 * @example matchedSnippet('Section 4. General notes. The keeper is Anna.', ['keeper']) // 'The keeper is Anna.'
 */
export function matchedSnippet(text: string, terms: string[]): string {
  let best = '';
  let bestCount = 0;
  for (const sentence of sentencesOf(text)) {
    const count = matchedTerms(sentence, terms);
    if (count > bestCount) {
      best = sentence;
      bestCount = count;
    }
  }
  if (bestCount === 0) return cutAround(text.replace(/\s+/g, ' ').trim(), 0);
  const lower = best.toLowerCase().replaceAll('ё', 'е');
  const found = terms
    .map((term) => lower.search(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}`, 'u')))
    .filter((at) => at >= 0);
  const at = found.length > 0 ? Math.min(...found) : 0;
  return cutAround(best, at);
}

const escapeRegExp = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
