import { stem } from '../search/search-terms';

/** Words a question is full of that say nothing about what it looks for. */
const STOP_WORDS = new Set(
  (
    'a an the and or of to in on at for by with from is are was were be been do does did what which who whom ' +
    'how when where why can could should would will shall may might must it its this that these those there ' +
    'i you he she we they me my our your his her their as about into than then so not no if any all ' +
    'и в во не на что с со как это по к но из у за от о об же для так вот бы все она он мы вы они ли ' +
    'какой какая какие каков сколько где когда почему зачем кто чем при до после есть был была были мне ' +
    'нам вам их его её ее или а то ни да нет'
  ).split(' '),
);

/** The most words of a question that reach the keyword index. */
const MAX_QUERY_TERMS = 24;

/**
 * A question's meaningful words as light stems (so `отпуска` becomes `отпуск`), without
 * repeats, at most 24: what the keyword index and the snippet look for.
 *
 * @example questionTerms('How many days of leave?') // ['many', 'day', 'leav']
 */
export function questionTerms(question: string): string[] {
  const words = [...question.matchAll(/[\p{L}\p{N}\p{M}]+/gu)]
    .map((match) => match[0].toLowerCase())
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
  return [...new Set(words.map(stem))].slice(0, MAX_QUERY_TERMS);
}

/**
 * The FTS5 expression for a question: its meaningful words, each as a prefix of its light stem
 * (so `отпуска` finds `отпуск`), any of them (BM25 ranks passages holding more, and rarer, of
 * them first); null when none is left. Only letters and digits reach FTS5, each quoted.
 *
 * @example keywordQuery('How many days of leave?') // '"many"* OR "day"* OR "leav"*'
 */
export function keywordQuery(question: string): string | null {
  const terms = questionTerms(question);
  if (terms.length === 0) return null;
  return terms.map((term) => `"${term.replaceAll('"', '""')}"*`).join(' OR ');
}

/** Reciprocal rank fusion's constant: ranks past the first few count less and less. */
const RRF_K = 60;

/**
 * Merges ranked lists of ids by reciprocal rank fusion: each id scores Σ 1 / (60 + rank) over the
 * lists it is in (rank from 1), best first.
 *
 * @example fuseRanks([[3, 1], [1, 2]]) // [1, 3, 2]
 */
export function fuseRanks<T>(lists: T[][]): T[] {
  const scores = new Map<T, number>();
  for (const list of lists) {
    list.forEach((id, index) => {
      scores.set(id, (scores.get(id) ?? 0) + 1 / (RRF_K + index + 1));
    });
  }
  return [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}
