import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, registerUser } from '../../../test/helpers';
import { documentsSettled, upload } from '../../../test/knowledge-fixtures';
import { embedderFor, embedTexts } from '../embeddings';
import { knowledgeIndexOf } from '../knowledge-index';
import { CORPUS, markdownOf } from './corpus';

/** How many of the top passages count as found. */
const TOP = 5;

describe('retrieval quality on the shipped corpus', () => {
  it('finds the passage that answers each question in the top 5: hybrid recall ≥ 0.9', async () => {
    const user = await registerUser();
    const made = await api('/v1/knowledge', json('POST', { name: 'Corpus' }, user.headers));
    const { id: baseId } = (await made.json()) as { id: string };
    for (const doc of CORPUS) {
      expect((await upload(user.headers, baseId, doc.name, markdownOf(doc))).status).toBe(202);
    }
    const documents = await documentsSettled(user.headers, baseId, 60_000);
    expect(documents.every((doc) => doc.status === 'ready')).toBe(true);
    const idOf = new Map(documents.map((doc) => [doc.name, doc.id]));
    const embedder = embedderFor(env);
    if (!embedder) throw new Error('the tests configure the OpenAI fake');
    const index = knowledgeIndexOf(env, baseId);
    const found = { keyword: 0, vector: 0, hybrid: 0 };
    /** Questions whose passage came first: a stricter figure beside recall@5. */
    const first = { keyword: 0, vector: 0, hybrid: 0 };
    let questions = 0;
    for (const doc of CORPUS) {
      for (const section of doc.sections) {
        questions += 1;
        const { vectors } = await embedTexts(env, embedder, [section.question], 'query');
        const vector = { model: embedder.model, values: Array.from(vectors[0] ?? []) };
        for (const mode of ['keyword', 'vector', 'hybrid'] as const) {
          const top = await index.search(section.question, vector, TOP, mode);
          const answers = top.map(
            (passage) =>
              passage.documentId === idOf.get(doc.name) && passage.text.includes(section.text),
          );
          if (answers.includes(true)) found[mode] += 1;
          if (answers[0]) first[mode] += 1;
        }
      }
    }
    const recall = {
      keyword: found.keyword / questions,
      vector: found.vector / questions,
      hybrid: found.hybrid / questions,
    };
    // The figures of bench/RESULTS.md (knowledge retrieval quality).
    console.log(`recall@${TOP} over ${questions} questions`, JSON.stringify(recall));
    console.log('recall@1 (questions)', JSON.stringify(first));
    expect(questions).toBe(60);
    expect(recall.hybrid).toBeGreaterThanOrEqual(0.9);
  }, 180_000);
});
