import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';
import type { Chunk } from './chunk';
import { EMBEDDING_DIMENSIONS } from './embeddings';
import { ingestDocument } from './ingest';
import { fuseRanks, keywordQuery } from './rank';
import { nearestRows } from './vector-rank';

const SCHEMA = [
  // One row a passage; `vector` is EMBEDDING_DIMENSIONS float32s, NULL without an embedder.
  `CREATE TABLE IF NOT EXISTS chunks (id INTEGER PRIMARY KEY, document_id TEXT NOT NULL,
     n INTEGER NOT NULL, text TEXT NOT NULL, page INTEGER, section TEXT, vector BLOB,
     model TEXT, UNIQUE (document_id, n))`,
  // Its own copy of the text, keyed by the passage's id: BM25 over text and headings.
  `CREATE VIRTUAL TABLE IF NOT EXISTS chunks_fts USING fts5(text, section,
     tokenize = 'unicode61 remove_diacritics 2')`,
  'CREATE TABLE IF NOT EXISTS jobs (document_id TEXT PRIMARY KEY, queued_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0)',
];

/** Candidates each ranking gives the fusion. */
const CANDIDATES = 50;

/** A passage found for a question. */
export interface FoundPassage {
  documentId: string;
  n: number;
  text: string;
  page?: number;
  section?: string;
}

/**
 * A passage with how well it matched: `keyword` its BM25 score (higher is better) when the
 * keyword index found it, `similarity` its cosine similarity to the question when the vectors did.
 */
export interface ScoredPassage extends FoundPassage {
  keyword?: number;
  similarity?: number;
}

/** The dot product of `query` with the matrix row starting at `offset`: their cosine, both unit vectors. */
function dotAt(matrix: Float32Array, offset: number, query: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < query.length; i++) sum += (matrix[offset + i] ?? 0) * (query[i] ?? 0);
  return sum;
}

/** The index of one knowledge base (`knowledgeIndexOf`). */
export const knowledgeIndexOf = (env: Pick<Env, 'KNOWLEDGE_INDEX'>, baseId: string) =>
  env.KNOWLEDGE_INDEX.get(env.KNOWLEDGE_INDEX.idFromName(`base:${baseId}`));

type ChunkRow = {
  id: number;
  document_id: string;
  n: number;
  text: string;
  page: number | null;
  section: string | null;
};

const toPassage = (row: ChunkRow): FoundPassage => ({
  documentId: row.document_id,
  n: row.n,
  text: row.text,
  ...(row.page !== null ? { page: row.page } : {}),
  ...(row.section ? { section: row.section } : {}),
});

/**
 * One knowledge base's passages, their keyword index (FTS5, BM25) and their vectors, in the
 * object's own SQLite (docs/decisions/163-knowledge-bases.md). Uploads queue a document
 * (`enqueue`); the alarm reads, chunks and embeds one at a time. `search` answers the hybrid
 * ranking; the vectors are held in memory as one matrix, rebuilt after a change.
 */
export class KnowledgeIndex extends DurableObject<Env> {
  private readonly sql = this.ctx.storage.sql;
  /** All vectors as one row-major matrix, with each row's passage id; undefined until needed. */
  private vectors: { model: string; ids: number[]; matrix: Float32Array } | undefined;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    for (const statement of SCHEMA) this.sql.exec(statement);
  }

  /** Queues a document for reading; the alarm starts at once. */
  async enqueue(documentId: string): Promise<void> {
    this.sql.exec(
      'INSERT OR IGNORE INTO jobs (document_id, queued_at) VALUES (?, ?)',
      documentId,
      Date.now(),
    );
    const alarm = await this.ctx.storage.getAlarm();
    if (alarm === null) await this.ctx.storage.setAlarm(Date.now());
  }

  /** Reads the oldest queued document; again while any is left. */
  override async alarm(): Promise<void> {
    const job = this.sql
      .exec<{ document_id: string; attempts: number }>(
        'SELECT document_id, attempts FROM jobs ORDER BY queued_at LIMIT 1',
      )
      .toArray()[0];
    if (!job) return;
    this.sql.exec('UPDATE jobs SET attempts = attempts + 1 WHERE document_id = ?', job.document_id);
    await ingestDocument(this.env, job.document_id, job.attempts + 1, {
      clear: () => this.removeRows(job.document_id),
      store: (chunks, vectors, model) => this.store(job.document_id, chunks, vectors, model),
      queued: () =>
        this.sql.exec('SELECT 1 FROM jobs WHERE document_id = ?', job.document_id).toArray()
          .length > 0,
    });
    this.sql.exec('DELETE FROM jobs WHERE document_id = ?', job.document_id);
    const more = this.sql.exec('SELECT 1 FROM jobs LIMIT 1').toArray().length > 0;
    if (more) await this.ctx.storage.setAlarm(Date.now());
  }

  /** Stores passages of a document (and their vectors, when embedded). */
  private store(
    documentId: string,
    chunks: Chunk[],
    vectors: Float32Array[] | null,
    model: string | null,
  ) {
    chunks.forEach((chunk, i) => {
      const vector = vectors?.[i];
      const row = this.sql
        .exec<{ id: number }>(
          `INSERT INTO chunks (document_id, n, text, page, section, vector, model)
           VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          documentId,
          chunk.n,
          chunk.text,
          chunk.page ?? null,
          chunk.section ?? null,
          vector
            ? vector.buffer.slice(vector.byteOffset, vector.byteOffset + vector.byteLength)
            : null,
          vector ? model : null,
        )
        .one();
      this.sql.exec(
        'INSERT INTO chunks_fts (rowid, text, section) VALUES (?, ?, ?)',
        row.id,
        chunk.text,
        chunk.section ?? '',
      );
    });
    this.vectors = undefined;
  }

  private removeRows(documentId: string) {
    this.sql.exec(
      'DELETE FROM chunks_fts WHERE rowid IN (SELECT id FROM chunks WHERE document_id = ?)',
      documentId,
    );
    this.sql.exec('DELETE FROM chunks WHERE document_id = ?', documentId);
    this.vectors = undefined;
  }

  /** Forgets a document: its queued reading, passages, keyword entries and vectors. */
  async removeDocument(documentId: string): Promise<void> {
    this.sql.exec('DELETE FROM jobs WHERE document_id = ?', documentId);
    this.removeRows(documentId);
  }

  /** Forgets the whole base (it was deleted). */
  async destroy(): Promise<void> {
    this.vectors = undefined;
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  /** One passage of a document, by its place `n`; null when there is none. */
  async passage(documentId: string, n: number): Promise<FoundPassage | null> {
    const row = this.sql
      .exec<ChunkRow>(
        'SELECT id, document_id, n, text, page, section FROM chunks WHERE document_id = ? AND n = ?',
        documentId,
        n,
      )
      .toArray()[0];
    return row ? toPassage(row) : null;
  }

  /**
   * The `limit` passages best matching a question: BM25 over the keyword index and, with the
   * question's vector (made by `model`), cosine similarity over every vector that model made,
   * merged by reciprocal rank fusion, each with its scores (the caller's relevance floor reads
   * them). `mode` limits it to one ranking (the retrieval-quality test compares them).
   */
  async search(
    question: string,
    vector: { model: string; values: number[] } | null,
    limit: number,
    mode: 'hybrid' | 'keyword' | 'vector' = 'hybrid',
  ): Promise<ScoredPassage[]> {
    const lists: number[][] = [];
    const keyword = new Map<number, number>();
    const similarity = new Map<number, number>();
    const match = mode === 'vector' ? null : keywordQuery(question);
    if (match) {
      const rows = this.sql
        .exec<{ rowid: number; score: number }>(
          'SELECT rowid, bm25(chunks_fts, 1.0, 0.5) AS score FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY score LIMIT ?',
          match,
          CANDIDATES,
        )
        .toArray();
      // FTS5's bm25() is negative, more negative for a better match.
      for (const row of rows) keyword.set(row.rowid, -row.score);
      lists.push(rows.map((row) => row.rowid));
    }
    if (vector && mode !== 'keyword') {
      const { ids, matrix } = this.loadVectors(vector.model);
      if (ids.length) {
        const query = Float32Array.from(vector.values);
        const nearest = nearestRows(matrix, EMBEDDING_DIMENSIONS, query, CANDIDATES);
        for (const row of nearest) {
          similarity.set(ids[row] ?? -1, dotAt(matrix, row * EMBEDDING_DIMENSIONS, query));
        }
        lists.push(nearest.map((row) => ids[row] ?? -1));
      }
    }
    const best = fuseRanks(lists).slice(0, limit);
    if (best.length === 0) return [];
    const rows = this.sql
      .exec<ChunkRow>(
        `SELECT id, document_id, n, text, page, section FROM chunks
         WHERE id IN (SELECT value FROM json_each(?))`,
        JSON.stringify(best),
      )
      .toArray();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return best.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const scores = { keyword: keyword.get(id), similarity: similarity.get(id) };
      return [
        {
          ...toPassage(row),
          ...(scores.keyword !== undefined ? { keyword: scores.keyword } : {}),
          ...(scores.similarity !== undefined ? { similarity: scores.similarity } : {}),
        },
      ];
    });
  }

  /** How many passages the base holds (and how many have vectors). */
  async size(): Promise<{ chunks: number; vectors: number }> {
    return this.sql
      .exec<{ chunks: number; vectors: number }>(
        'SELECT count(*) AS chunks, count(vector) AS vectors FROM chunks',
      )
      .one();
  }

  /** The vectors `model` made (another model's point elsewhere), as one matrix, kept until a change. */
  private loadVectors(model: string) {
    if (this.vectors?.model === model) return this.vectors;
    const rows = this.sql
      .exec<{ id: number; vector: ArrayBuffer }>(
        'SELECT id, vector FROM chunks WHERE vector IS NOT NULL AND model = ? ORDER BY id',
        model,
      )
      .toArray();
    const matrix = new Float32Array(rows.length * EMBEDDING_DIMENSIONS);
    rows.forEach((row, i) => {
      matrix.set(
        new Float32Array(row.vector).subarray(0, EMBEDDING_DIMENSIONS),
        i * EMBEDDING_DIMENSIONS,
      );
    });
    this.vectors = { model, ids: rows.map((row) => row.id), matrix };
    return this.vectors;
  }
}
