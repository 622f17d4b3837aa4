import type { Env } from '../env';

/** Documents looked at per run; the next run goes on after the last one. */
const BATCH = 100;
/** Where the sweep has reached, in `app_meta`: the last document's `created_at` and id. */
const CURSOR_KEY = 'knowledge_unpaid_swept_to';

/**
 * Removes from R2 the files of documents whose indexing nobody paid for. Since decision 194 the
 * ingestion deletes such a file itself; this takes away those left before it, once, walking the
 * `document_unpaid` rows in order of creation from a cursor kept in `app_meta`, so each run is
 * bounded and a stopped one resumes. The rows stay: they say why the document is not searchable.
 *
 * @example await removeUnpaidDocumentFiles(env)
 */
export async function removeUnpaidDocumentFiles(env: Env) {
  const cursor = await env.DB.prepare('SELECT value FROM app_meta WHERE key = ?1')
    .bind(CURSOR_KEY)
    .first<string>('value');
  const [after = '', afterId = ''] = cursor ? (JSON.parse(cursor) as [string, string]) : [];
  const { results } = await env.DB.prepare(
    `SELECT id, r2_key, created_at FROM knowledge_documents
     WHERE status = 'failed' AND error = 'document_unpaid'
       AND (created_at > ?1 OR (created_at = ?1 AND id > ?2))
     ORDER BY created_at, id LIMIT ?3`,
  )
    .bind(after, afterId, BATCH)
    .all<{ id: string; r2_key: string; created_at: string }>();
  if (!results.length) return 0;
  await env.FILES.delete(results.map((doc) => doc.r2_key));
  const last = results[results.length - 1] as { id: string; created_at: string };
  await env.DB.prepare('INSERT OR REPLACE INTO app_meta (key, value) VALUES (?1, ?2)')
    .bind(CURSOR_KEY, JSON.stringify([last.created_at, last.id]))
    .run();
  return results.length;
}
