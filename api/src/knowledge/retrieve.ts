import type { Env } from '../env';
import { embedderFor, embedTexts } from './embeddings';
import { type FoundPassage, knowledgeIndexOf } from './knowledge-index';
import { fuseRanks } from './rank';

/** One source of an answer, as `event: citations` sends it and the message keeps it. */
export interface CitationSource {
  /** The number the answer cites it by: `[1]`, `[2]`, … */
  n: number;
  knowledgeId: string;
  documentId: string;
  documentName: string;
  /** The passage's place in its document: the `{n}` of the passages route. */
  passage: number;
  /** The passage's opening words, for the list of sources. */
  snippet: string;
  page?: number;
  section?: string;
}

/** Passages given to the model at most, and their size together (about 3,000 tokens). */
const MAX_SOURCES = 8;
const BUDGET_CHARS = 12_000;
const SNIPPET_CHARS = 240;

/** The opening of a passage, cut at a word. */
function snippetOf(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SNIPPET_CHARS) return flat;
  const cut = flat.slice(0, SNIPPET_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : SNIPPET_CHARS)}…`;
}

/**
 * The passages of the bases `baseIds` that best answer `question`: each base ranks its own
 * (BM25 and vector similarity, fused), the bases' lists are fused again by reciprocal rank, and
 * the best are kept while they fit a budget of about 3,000 tokens. The question is embedded once
 * when an embedder is configured; if that fails, or none is, keywords alone answer. The
 * question's own embedding is not charged: a few dozen tokens cost far below a kopeck.
 *
 * @example const sources = await retrieveKnowledge(env, ['kb1'], 'How many days of leave?')
 */
export async function retrieveKnowledge(
  env: Env,
  baseIds: string[],
  question: string,
): Promise<{ sources: CitationSource[]; texts: string[]; ms: { embed: number; search: number } }> {
  const ms = { embed: 0, search: 0 };
  if (baseIds.length === 0 || !question.trim()) return { sources: [], texts: [], ms };
  const started = performance.now();
  const embedder = embedderFor(env);
  const vector = embedder
    ? await embedTexts(env, embedder, [question.slice(0, 8000)], 'query')
        .then(({ vectors }) =>
          vectors[0] ? { model: embedder.model, values: Array.from(vectors[0]) } : null,
        )
        .catch((error: unknown) => {
          console.error('question not embedded; keywords alone', error);
          return null;
        })
    : null;
  const embedded = performance.now();
  ms.embed = embedded - started;
  const found = await Promise.all(
    baseIds.map(async (baseId) => {
      const passages = await knowledgeIndexOf(env, baseId).search(question, vector, MAX_SOURCES);
      return passages.map((passage) => ({ ...passage, knowledgeId: baseId }));
    }),
  );
  const key = (p: FoundPassage & { knowledgeId: string }) =>
    `${p.knowledgeId}/${p.documentId}/${p.n}`;
  const byKey = new Map(found.flat().map((p) => [key(p), p]));
  const ranked = fuseRanks(found.map((list) => list.map(key)));
  const chosen: (FoundPassage & { knowledgeId: string })[] = [];
  let used = 0;
  for (const id of ranked) {
    const passage = byKey.get(id);
    if (!passage || chosen.length >= MAX_SOURCES) break;
    if (used + passage.text.length > BUDGET_CHARS && chosen.length > 0) continue;
    chosen.push(passage);
    used += passage.text.length;
  }
  if (chosen.length === 0) {
    ms.search = performance.now() - embedded;
    return { sources: [], texts: [], ms };
  }
  const names = await env.DB.prepare(
    `SELECT id, name FROM knowledge_documents
     WHERE id IN (SELECT value FROM json_each(?1)) AND status = 'ready'`,
  )
    .bind(JSON.stringify([...new Set(chosen.map((p) => p.documentId))]))
    .all<{ id: string; name: string }>();
  const nameOf = new Map(names.results.map((row) => [row.id, row.name]));
  ms.search = performance.now() - embedded;
  const kept = chosen.filter((passage) => nameOf.has(passage.documentId));
  return {
    sources: kept.map((passage, i) => ({
      n: i + 1,
      knowledgeId: passage.knowledgeId,
      documentId: passage.documentId,
      documentName: nameOf.get(passage.documentId) ?? '',
      passage: passage.n,
      snippet: snippetOf(passage.text),
      ...(passage.page !== undefined ? { page: passage.page } : {}),
      ...(passage.section ? { section: passage.section } : {}),
    })),
    texts: kept.map((passage) => passage.text),
    ms,
  };
}

/**
 * The system text that gives the model its sources, numbered as the answer cites them.
 *
 * @example knowledgeContext(sources, texts) // 'Answer from these sources… [1] handbook.pdf, page 3: …'
 */
export function knowledgeContext(sources: CitationSource[], texts: string[]): string {
  const lines = sources.map((source, i) => {
    const where = [
      source.documentName,
      source.page !== undefined ? `page ${source.page}` : undefined,
      source.section,
    ]
      .filter(Boolean)
      .join(', ');
    return `[${source.n}] ${where}\n${texts[i] ?? ''}`;
  });
  return [
    'Passages from the team’s knowledge bases that may answer the question follow. Use them ' +
      'where they help and cite each one you use by its number in square brackets, like [1]. ' +
      'If they do not hold the answer, say so rather than guess.',
    ...lines,
  ].join('\n\n');
}
