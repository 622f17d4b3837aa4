import type { Citation } from './types';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
const int = (value: unknown) => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
};

/**
 * The sources of an answer, read from `event: citations` (`{sources}`) or a saved message's
 * `citations` (the same object, or its list): numbered, each naming its document; anything
 * else is dropped.
 */
export function citationsOf(raw: unknown): Citation[] {
  const list = Array.isArray(raw)
    ? raw
    : isObject(raw) && Array.isArray(raw.sources)
      ? raw.sources
      : [];
  return list.flatMap((item): Citation[] => {
    if (!isObject(item)) return [];
    const n = int(item.n);
    const documentId = str(item.documentId);
    if (n === undefined || !documentId) return [];
    const knowledgeId = str(item.knowledgeId) ?? str(item.knowledgeBaseId);
    const page = int(item.page);
    const section = str(item.section);
    return [
      {
        n,
        documentId,
        documentName: str(item.documentName) ?? '',
        passage: int(item.passage) ?? int(item.passageIndex) ?? 0,
        snippet: str(item.snippet) ?? '',
        ...(knowledgeId ? { knowledgeId } : {}),
        ...(page !== undefined ? { page } : {}),
        ...(section ? { section } : {}),
      },
    ];
  });
}

/** Where a citation's number links: its entry in the answer's list of sources. */
export const citationAnchor = (messageId: string, n: number) => `${messageId}-source-${n}`;

const fence = /^( {0,3})(`{3,}|~{3,})/;

/**
 * The answer's markdown with each cited `[n]` (a number among its sources, outside code) made a
 * link to that source's entry, `[\[n\]](#…-source-n "title")`: the page turns a click on it into
 * the passage. A `[n]` already linked (`[1](…)`, `[1]:`) stays as written.
 *
 * @example linkCitations('Paris [1].', [1], 'm1', () => 'Atlas') // 'Paris [\\[1\\]](#m1-source-1 "Atlas").'
 */
export function linkCitations(
  source: string,
  numbers: readonly number[],
  messageId: string,
  titleOf: (n: number) => string,
): string {
  if (numbers.length === 0) return source;
  const cited = new Set(numbers);
  let inFence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const open = fence.exec(line);
      if (open) {
        const marker = open[2] ?? '';
        if (inFence === undefined) inFence = marker[0];
        else if (marker[0] === inFence) inFence = undefined;
        return line;
      }
      if (inFence !== undefined) return line;
      // Inline code stays as written: only the parts between backticks are linked.
      return line
        .split(/(`[^`]*`)/)
        .map((part) =>
          part.startsWith('`')
            ? part
            : part.replace(/\[(\d{1,3})\](?![(:])/g, (whole, digits: string) => {
                const n = Number(digits);
                if (!cited.has(n)) return whole;
                const title = titleOf(n).replace(/["\\]/g, '');
                return `[\\[${n}\\]](#${citationAnchor(messageId, n)} "${title}")`;
              }),
        )
        .join('');
    })
    .join('\n');
}

/**
 * The passage cut around the cited snippet, `[before, snippet, after]`, found as written or,
 * failing that, ignoring case and runs of spaces (a trailing `…` of a cut snippet aside); `undefined` when the passage lacks it.
 *
 * @example highlightParts('a b c', 'b') // ['a ', 'b', ' c']
 */
export function highlightParts(
  passage: string,
  snippet: string,
): [string, string, string] | undefined {
  // A snippet cut short ends (or starts) with an ellipsis the passage does not have.
  const wanted = snippet
    .trim()
    .replace(/^(…|\.\.\.)\s*|\s*(…|\.\.\.)$/g, '')
    .trim();
  if (!wanted) return undefined;
  const at = passage.indexOf(wanted);
  if (at !== -1) return [passage.slice(0, at), wanted, passage.slice(at + wanted.length)];
  const escaped = wanted
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  const found = new RegExp(escaped, 'i').exec(passage);
  if (!found) return undefined;
  return [passage.slice(0, found.index), found[0], passage.slice(found.index + found[0].length)];
}

/** A citation's passage as `GET …/passages/{n}` answers it, read defensively. */
export type PassageView = { text: string; page?: number; section?: string; snippet?: string };

export function toPassage(body: unknown): PassageView | undefined {
  const raw = isObject(body) && isObject(body.passage) ? body.passage : body;
  if (!isObject(raw)) return undefined;
  const text = str(raw.text) ?? str(raw.passage) ?? str(raw.content);
  if (text === undefined) return undefined;
  const page = int(raw.page);
  const section = str(raw.section) ?? str(raw.heading);
  const snippet = str(raw.snippet);
  return {
    text,
    ...(page !== undefined ? { page } : {}),
    ...(section ? { section } : {}),
    ...(snippet ? { snippet } : {}),
  };
}
