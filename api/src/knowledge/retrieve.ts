import type { Env } from '../env';
import { embedderFor, embedTexts } from './embeddings';
import { knowledgeIndexOf, type ScoredPassage } from './knowledge-index';
import { fuseRanks, questionTerms } from './rank';
import { matchedSnippet } from './snippet';

/** One source of an answer, as `event: citations` sends it and the message keeps it. */
export interface CitationSource {
  /** The number the answer cites it by: `[1]`, `[2]`, … */
  n: number;
  knowledgeId: string;
  documentId: string;
  documentName: string;
  /** The passage's place in its document: the `{n}` of the passages route. */
  passage: number;
  /** The passage's sentence that best matches the question (its opening when none does). */
  snippet: string;
  page?: number;
  section?: string;
}

/**
 * Passages given to the model at most, and their size together (about 3,000 tokens): peers
 * send 3–4, and a one-fact question needs one or two (docs/decisions/207-knowledge-relevance-floor.md).
 */
const MAX_SOURCES = 4;
const BUDGET_CHARS = 12_000;
/** Candidates each base gives the relevance floor. */
const CANDIDATES_PER_BASE = 8;
/**
 * The relevance floor: a passage is kept when its BM25 score is at least half the best one's,
 * or its cosine similarity at least 0.8 of the best one's, over every base asked. Relative, so
 * it holds for any embedding model and any corpus's word statistics.
 */
const KEYWORD_FLOOR = 0.5;
const SIMILARITY_FLOOR = 0.8;

type Candidate = ScoredPassage & { knowledgeId: string };

/** The candidates that clear the relevance floor (KEYWORD_FLOOR, SIMILARITY_FLOOR). */
function aboveFloor(candidates: Candidate[]): Candidate[] {
  const bestKeyword = Math.max(0, ...candidates.map((p) => p.keyword ?? 0));
  const bestSimilarity = Math.max(0, ...candidates.map((p) => p.similarity ?? 0));
  return candidates.filter(
    (p) =>
      (p.keyword !== undefined && bestKeyword > 0 && p.keyword >= bestKeyword * KEYWORD_FLOOR) ||
      (p.similarity !== undefined &&
        bestSimilarity > 0 &&
        p.similarity >= bestSimilarity * SIMILARITY_FLOOR),
  );
}

/**
 * The passages of the bases `baseIds` that best answer `question`: each base ranks its own
 * (BM25 and vector similarity, fused), the bases' lists are fused again by reciprocal rank, those
 * below the relevance floor are dropped, and the best four are kept while they fit a budget of
 * about 3,000 tokens. Each source's snippet is the sentence that matches the question. The question is embedded once
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
      const passages = await knowledgeIndexOf(env, baseId).search(
        question,
        vector,
        CANDIDATES_PER_BASE,
      );
      return passages.map((passage) => ({ ...passage, knowledgeId: baseId }));
    }),
  );
  const key = (p: Candidate) => `${p.knowledgeId}/${p.documentId}/${p.n}`;
  const byKey = new Map(aboveFloor(found.flat()).map((p) => [key(p), p]));
  const ranked = fuseRanks(found.map((list) => list.map(key))).filter((id) => byKey.has(id));
  const chosen: Candidate[] = [];
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
  const terms = questionTerms(question);
  return {
    sources: kept.map((passage, i) => ({
      n: i + 1,
      knowledgeId: passage.knowledgeId,
      documentId: passage.documentId,
      documentName: nameOf.get(passage.documentId) ?? '',
      passage: passage.n,
      snippet: matchedSnippet(passage.text, terms),
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
