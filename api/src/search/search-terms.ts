/**
 * What a person typed into search, turned into an FTS5 query: every word is matched as a
 * prefix of its light stem, all words must match (docs/decisions/100-chat-search.md).
 * Only letters and digits reach FTS5, each word quoted, so `"`, `*`, `NEAR`, `-` or `:`
 * typed by a user are just text, never query syntax.
 */

/** More words than this add nothing a person would notice and cost a lookup each. */
const MAX_TERMS = 8;

// Endings cut from a word's tail, longest first. Light on purpose: a stem that is a little too
// short still finds the word (prefix matching), one that is too long would miss its forms.
const RUSSIAN_ENDINGS = [
  'иями',
  'ями',
  'ами',
  'ого',
  'его',
  'ому',
  'ему',
  'ыми',
  'ими',
  'ией',
  'иям',
  'иях',
  'ешь',
  'ишь',
  'ете',
  'ите',
  'ах',
  'ях',
  'ам',
  'ям',
  'ов',
  'ев',
  'ей',
  'ой',
  'ый',
  'ий',
  'ая',
  'яя',
  'ое',
  'ее',
  'ые',
  'ие',
  'ую',
  'юю',
  'ом',
  'ем',
  'ым',
  'им',
  'ть',
  'ет',
  'ит',
  'ют',
  'ут',
  'ат',
  'ят',
  'ся',
  'сь',
  'а',
  'я',
  'ы',
  'и',
  'о',
  'е',
  'у',
  'ю',
  'ь',
  'й',
];
const ENGLISH_ENDINGS = [
  'ingly',
  'edly',
  'ings',
  'ing',
  'ies',
  'ied',
  'ers',
  'est',
  'ed',
  'es',
  'er',
  'ly',
  's',
];
const MIN_STEM = 3;

/** A word with a light RU/EN ending cut: `кошки` → `кошк`, `running` → `run`. */
export function stem(word: string): string {
  const lower = word.toLowerCase().replaceAll('ё', 'е');
  const endings = /[а-я]/.test(lower)
    ? RUSSIAN_ENDINGS
    : /^[a-z]+$/.test(lower)
      ? ENGLISH_ENDINGS
      : [];
  for (const ending of endings) {
    if (lower.endsWith(ending) && lower.length - ending.length >= MIN_STEM) {
      const cut = lower.slice(0, -ending.length);
      // running → runn → run, stopped → stopp → stop
      return /([b-df-hj-np-tv-z])\1$/.test(cut) && !/(ll|ss|ff|zz)$/.test(cut)
        ? cut.slice(0, -1)
        : cut;
    }
  }
  return lower;
}

/** The words of a query (letters and digits, as FTS5's unicode61 tokenizer splits them). */
export function searchWords(query: string): string[] {
  return [...query.matchAll(/[\p{L}\p{N}\p{M}]+/gu)].map((m) => m[0]).slice(0, MAX_TERMS);
}

/**
 * The FTS5 MATCH expression for a query, or null when it holds no word to look for.
 *
 * @example toMatchExpression('Кошки running') // '"кошк"* "run"*'
 */
export function toMatchExpression(query: string): string | null {
  const terms = [...new Set(searchWords(query).map(stem))];
  if (terms.length === 0) return null;
  return terms.map((term) => `"${term.replaceAll('"', '""')}"*`).join(' ');
}
