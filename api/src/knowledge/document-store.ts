import { ApiError, registerErrorMessages } from '../lib/errors';
import { MAX_BASE_BYTES, MAX_DOCUMENTS_PER_BASE } from './contract';
import type { DocumentKind } from './document-types';

registerErrorMessages({
  knowledge_full: {
    en: `A knowledge base holds at most ${MAX_DOCUMENTS_PER_BASE} documents and ${MAX_BASE_BYTES / 1024 / 1024} MB: delete some to add more`,
    ru: `В базе знаний помещается не больше ${MAX_DOCUMENTS_PER_BASE} документов и ${MAX_BASE_BYTES / 1024 / 1024} МБ: удалите лишние, чтобы добавить новые`,
  },
  knowledge_team_full: {
    en: 'Your team’s knowledge bases hold at most {maxMb} MB of documents together: delete some to add more',
    ru: 'Базы знаний вашей команды вмещают не больше {maxMb} МБ документов вместе: удалите лишние, чтобы добавить новые',
  },
});

/** A team's knowledge documents together, unless `KNOWLEDGE_TEAM_MAX_MB` says otherwise. */
const DEFAULT_TEAM_MAX_MB = 1024;

/** The bytes of knowledge documents one team keeps at most, all its bases together (decision 194). */
export function teamMaxBytes(env: { KNOWLEDGE_TEAM_MAX_MB?: string }) {
  const mb = Number.parseInt(env.KNOWLEDGE_TEAM_MAX_MB ?? '', 10);
  return (Number.isSafeInteger(mb) && mb > 0 ? mb : DEFAULT_TEAM_MAX_MB) * 1024 * 1024;
}

/** The bytes of documents in every base of the team that base `?2` belongs to. */
const TEAM_BYTES = `(SELECT coalesce(sum(d.bytes), 0) FROM knowledge_documents d
  JOIN knowledge_bases b ON b.id = d.knowledge_base_id
  WHERE b.entity_id = (SELECT entity_id FROM knowledge_bases WHERE id = ?2))`;

export interface KnowledgeDocumentRow {
  id: string;
  knowledge_base_id: string;
  uploaded_by: string;
  name: string;
  content_type: string;
  kind: DocumentKind;
  bytes: number;
  r2_key: string;
  status: 'processing' | 'ready' | 'failed';
  error: string | null;
  chunks: number;
  pages: number | null;
  created_at: string;
  updated_at: string;
}

/** A document as the api answers it. */
export const toDocumentJson = (row: KnowledgeDocumentRow) => ({
  id: row.id,
  name: row.name,
  status: row.status,
  ...(row.error ? { error: row.error } : {}),
  chunks: row.chunks,
  bytes: row.bytes,
});

/**
 * Records a document of a base, in one statement that checks the base's limits (documents and
 * bytes) and its team's (`teamBytes`, all bases together), so uploads at once cannot together
 * pass them; 409 `knowledge_full` or `knowledge_team_full` otherwise.
 */
export async function insertDocument(db: D1Database, row: KnowledgeDocumentRow, teamBytes: number) {
  const inserted = await db
    .prepare(
      `INSERT INTO knowledge_documents (id, knowledge_base_id, uploaded_by, name, content_type,
         kind, bytes, r2_key, status, chunks, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'processing', 0, ?9, ?9
       WHERE (SELECT count(*) < ?10 AND coalesce(sum(bytes), 0) + ?7 <= ?11
              FROM knowledge_documents WHERE knowledge_base_id = ?2)
         AND ${TEAM_BYTES} + ?7 <= ?12`,
    )
    .bind(
      row.id,
      row.knowledge_base_id,
      row.uploaded_by,
      row.name,
      row.content_type,
      row.kind,
      row.bytes,
      row.r2_key,
      row.created_at,
      MAX_DOCUMENTS_PER_BASE,
      MAX_BASE_BYTES,
      teamBytes,
    )
    .run();
  if (inserted.meta.changes) return;
  const held = await db
    .prepare(`SELECT ${TEAM_BYTES} AS n`)
    .bind(null, row.knowledge_base_id)
    .first<number>('n');
  if ((held ?? 0) + row.bytes > teamBytes) {
    throw new ApiError(409, 'knowledge_team_full', { maxMb: Math.floor(teamBytes / 1024 / 1024) });
  }
  throw new ApiError(409, 'knowledge_full');
}

/** A base's documents, oldest first. */
export async function listDocuments(db: D1Database, baseId: string) {
  const { results } = await db
    .prepare(
      'SELECT * FROM knowledge_documents WHERE knowledge_base_id = ?1 ORDER BY created_at, id',
    )
    .bind(baseId)
    .all<KnowledgeDocumentRow>();
  return results;
}

/** One document of the base; 404 when the base has no such document. */
export async function findDocument(db: D1Database, baseId: string, docId: string) {
  const row = await db
    .prepare('SELECT * FROM knowledge_documents WHERE id = ?1 AND knowledge_base_id = ?2')
    .bind(docId, baseId)
    .first<KnowledgeDocumentRow>();
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

/** A document by id alone (the ingestion's view); null once deleted. */
export function documentById(db: D1Database, docId: string) {
  return db
    .prepare('SELECT * FROM knowledge_documents WHERE id = ?1')
    .bind(docId)
    .first<KnowledgeDocumentRow>();
}

/** The reading's progress: passages stored so far (and pages read, when known). */
export async function recordProgress(
  db: D1Database,
  docId: string,
  progress: { chunks: number; pages?: number },
) {
  await db
    .prepare(
      `UPDATE knowledge_documents SET chunks = ?2, pages = coalesce(?3, pages), updated_at = ?4
       WHERE id = ?1 AND status = 'processing'`,
    )
    .bind(docId, progress.chunks, progress.pages ?? null, new Date().toISOString())
    .run();
}

/** The reading's end: `ready` with its passages, or `failed` with the reason a person reads. */
export async function finishDocument(
  db: D1Database,
  docId: string,
  end: { status: 'ready'; chunks: number } | { status: 'failed'; error: string },
) {
  await db
    .prepare(
      `UPDATE knowledge_documents SET status = ?2, chunks = ?3, error = ?4, updated_at = ?5
       WHERE id = ?1 AND status = 'processing'`,
    )
    .bind(
      docId,
      end.status,
      end.status === 'ready' ? end.chunks : 0,
      end.status === 'failed' ? end.error : null,
      new Date().toISOString(),
    )
    .run();
}

/** Deletes a document's row. */
export const deleteDocumentStatement = (db: D1Database, docId: string) =>
  db.prepare('DELETE FROM knowledge_documents WHERE id = ?1').bind(docId);
