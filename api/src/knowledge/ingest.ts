import { placeHold, settle as settleCharge } from '../billing/money';
import type { Env } from '../env';
import { registerErrorMessages } from '../lib/errors';
import { nowIso } from '../lib/time';
import { type Chunk, chunkBlocks } from './chunk';
import { documentById, finishDocument, recordProgress } from './document-store';
import { embedderFor, embeddingKopecks, embedTexts, estimatedTokens } from './embeddings';
import { ReadError, readDocument } from './extract';

registerErrorMessages({
  document_not_indexed: {
    en: 'The document could not be indexed (the embedding service failed). Upload it again later.',
    ru: 'Документ не удалось проиндексировать (сервис эмбеддингов не ответил). Загрузите его позже ещё раз.',
  },
});

/** Attempts at a document before it fails for good (the embedding service failing each time). */
const MAX_ATTEMPTS = 3;
/** Passages embedded and stored between two progress updates. */
const BATCH = 96;

/** What ingestion needs of the base's index. */
export interface IndexWriter {
  clear(): void;
  store(chunks: Chunk[], vectors: Float32Array[] | null, model: string | null): void;
  /** Whether the document is still queued (not deleted while it was read). */
  queued(): boolean;
}

/**
 * Reads one document of a base into its index: the file from R2, its text as blocks, passages
 * of about 500 tokens, their vectors when an embedder is configured (the team is held for the
 * estimate first and charged for the tokens the provider counted, once, in the ledger), then
 * `ready` — or `failed` with a reason a person reads. Errors of the embedding service are tried
 * again on the next alarm, up to MAX_ATTEMPTS.
 */
export async function ingestDocument(
  env: Env,
  documentId: string,
  attempt: number,
  index: IndexWriter,
): Promise<void> {
  const doc = await documentById(env.DB, documentId);
  if (doc?.status !== 'processing') return;
  const base = await env.DB.prepare('SELECT entity_id FROM knowledge_bases WHERE id = ?1')
    .bind(doc.knowledge_base_id)
    .first<{ entity_id: string }>();
  if (!base) return;
  index.clear();
  const embedder = embedderFor(env);
  const holdId = `knowledge/${documentId}/${attempt}`;
  let held = false;
  let tokens = 0;
  try {
    const object = await env.FILES.get(doc.r2_key);
    if (!object) throw new ReadError('document_unreadable');
    const bytes = new Uint8Array(await object.arrayBuffer());
    const { blocks, pages } = await readDocument(env, doc.kind, bytes);
    const chunks = chunkBlocks(blocks);
    await recordProgress(env.DB, documentId, { chunks: 0, ...(pages ? { pages } : {}) });
    if (embedder) {
      // Held at half again the estimate (providers count tokens their own way), at least a kopeck.
      const estimate = Math.ceil(estimatedTokens(chunks.map((chunk) => chunk.text)) * 1.5);
      const amount = Math.max(1, embeddingKopecks(embedder, estimate));
      held = await placeHold(env.DB, {
        requestId: holdId,
        entityId: base.entity_id,
        // The team's index, not a member's own spending (decision 228).
        userId: null,
        amount,
        now: nowIso(),
      });
      if (!held) throw new ReadError('document_unpaid');
    }
    for (let start = 0; start < chunks.length; start += BATCH) {
      if (!index.queued()) break;
      const batch = chunks.slice(start, start + BATCH);
      const embedded = embedder
        ? await embedTexts(
            env,
            embedder,
            batch.map((chunk) => chunk.text),
            'document',
          )
        : null;
      tokens += embedded?.tokens ?? 0;
      if (!index.queued()) break;
      index.store(batch, embedded?.vectors ?? null, embedder?.model ?? null);
      await recordProgress(env.DB, documentId, { chunks: start + batch.length });
    }
    await settle();
    if (index.queued())
      await finishDocument(env.DB, documentId, { status: 'ready', chunks: chunks.length });
    else index.clear();
  } catch (error) {
    index.clear();
    await settle();
    if (error instanceof ReadError) {
      await finishDocument(env.DB, documentId, { status: 'failed', error: error.reason });
      // A file nobody paid to index is not kept (decision 194); its row says why.
      if (error.reason === 'document_unpaid') await env.FILES.delete(doc.r2_key);
    } else if (attempt >= MAX_ATTEMPTS) {
      console.error('knowledge document not indexed', documentId, error);
      await finishDocument(env.DB, documentId, { status: 'failed', error: 'document_not_indexed' });
    } else {
      throw error;
    }
  }

  /** Charges the tokens embedded so far, exactly once, and releases the hold. */
  async function settle() {
    if (!held || !embedder || !doc || !base) return;
    held = false;
    // A cost of 0 writes no ledger row; the hold goes either way.
    await settleCharge(
      env.DB,
      {
        holdId,
        entityId: base.entity_id,
        userId: doc.uploaded_by,
        ref: holdId,
        cost: embeddingKopecks(embedder, tokens),
        now: nowIso(),
      },
      { model: 'embeddings' },
    );
  }
}
