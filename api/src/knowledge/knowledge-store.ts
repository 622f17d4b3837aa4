import { ApiError, registerErrorMessages } from '../lib/errors';
import { MAX_BASES_PER_TEAM } from './contract';

registerErrorMessages({
  knowledge_limit: {
    en: `Your team already has ${MAX_BASES_PER_TEAM} knowledge bases: delete one to make another`,
    ru: `У команды уже ${MAX_BASES_PER_TEAM} баз знаний: удалите одну, чтобы создать новую`,
  },
  knowledge_read_only: {
    en: 'Only the creator of this knowledge base and the team owner can change it',
    ru: 'Изменять эту базу знаний могут только её автор и владелец команды',
  },
});

export interface KnowledgeBaseRow {
  id: string;
  entity_id: string;
  created_by: string;
  name: string;
  created_at: string;
  updated_at: string;
  documents: number;
  /** 1 when the caller created it or owns its team. */
  can_edit: number;
}

/** A base with its document count and whether the caller (`?2`) may edit it. */
const BASE_SELECT = `SELECT b.*,
  (SELECT count(*) FROM knowledge_documents d WHERE d.knowledge_base_id = b.id) AS documents,
  (b.created_by = ?2 OR e.owner_id = ?2) AS can_edit
  FROM knowledge_bases b JOIN entities e ON e.id = b.entity_id`;
/** The caller (`?2`) is a member of the base's team. */
const MEMBER =
  'EXISTS (SELECT 1 FROM entity_members m WHERE m.entity_id = b.entity_id AND m.user_id = ?2)';

/** A base as the api answers it. */
export const toBaseJson = (row: KnowledgeBaseRow) => ({
  id: row.id,
  name: row.name,
  documents: row.documents,
  updatedAt: row.updated_at,
  canEdit: row.can_edit === 1,
});

/** The bases of the team `entityId` (the caller's current one), newest first. */
export async function listBases(db: D1Database, entityId: string, userId: string) {
  const { results } = await db
    .prepare(`${BASE_SELECT} WHERE b.entity_id = ?1 AND ${MEMBER} ORDER BY b.created_at DESC`)
    .bind(entityId, userId)
    .all<KnowledgeBaseRow>();
  return results;
}

/**
 * A base the caller may use: one of a team they belong to. Any other id — missing, or another
 * team's — is the same 404.
 */
export async function usableBase(db: D1Database, id: string, userId: string) {
  const row = await db
    .prepare(`${BASE_SELECT} WHERE b.id = ?1 AND ${MEMBER}`)
    .bind(id, userId)
    .first<KnowledgeBaseRow>();
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

/** A base the caller may change: 404 as `usableBase`, 403 for a member who is neither its creator nor the owner. */
export async function editableBase(db: D1Database, id: string, userId: string) {
  const row = await usableBase(db, id, userId);
  if (row.can_edit !== 1) throw new ApiError(403, 'knowledge_read_only');
  return row;
}

/**
 * The usable bases among `ids`, in that order, deduplicated; with `strict`, any other id is a
 * 404 (a send naming a base the sender may not use). Without it the others are left out (a
 * folder's base whose team the person has since left).
 */
export async function usableBases(db: D1Database, ids: string[], userId: string, strict: boolean) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .prepare(
      `SELECT b.id, b.name FROM knowledge_bases b
       WHERE b.id IN (SELECT value FROM json_each(?1)) AND ${MEMBER}`,
    )
    .bind(JSON.stringify(unique), userId)
    .all<{ id: string; name: string }>();
  const found = new Map(rows.results.map((row) => [row.id, row]));
  if (strict && found.size !== unique.length) {
    throw new ApiError(404, 'not_found', { field: 'knowledge' });
  }
  return unique.flatMap((id) => found.get(id) ?? []);
}

/** Makes a base in the team; the team's limit is checked in the insert itself. */
export async function createBase(
  db: D1Database,
  base: { entityId: string; userId: string; name: string; now: string },
) {
  const id = crypto.randomUUID();
  const inserted = await db
    .prepare(
      `INSERT INTO knowledge_bases (id, entity_id, created_by, name, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?5 WHERE
         (SELECT count(*) FROM knowledge_bases WHERE entity_id = ?2) < ?6`,
    )
    .bind(id, base.entityId, base.userId, base.name, base.now, MAX_BASES_PER_TEAM)
    .run();
  if (!inserted.meta.changes) throw new ApiError(409, 'knowledge_limit');
  return { id, name: base.name };
}

/** Renames a base (the caller was checked by `editableBase`). */
export async function renameBase(db: D1Database, id: string, name: string, now: string) {
  await db
    .prepare('UPDATE knowledge_bases SET name = ?2, updated_at = ?3 WHERE id = ?1')
    .bind(id, name, now)
    .run();
}

/** Marks a base changed (a document added or removed). */
export const touchBaseStatement = (db: D1Database, id: string, now: string) =>
  db.prepare('UPDATE knowledge_bases SET updated_at = ?2 WHERE id = ?1').bind(id, now);

/**
 * Deletes a base's rows (documents and folder links go with it, by their foreign keys) and
 * answers the R2 keys of its files, for the caller to delete.
 */
export async function deleteBaseRows(db: D1Database, id: string): Promise<string[]> {
  const [keys] = await db.batch([
    db.prepare('SELECT r2_key FROM knowledge_documents WHERE knowledge_base_id = ?1').bind(id),
    db.prepare('DELETE FROM knowledge_bases WHERE id = ?1').bind(id),
  ]);
  return ((keys?.results ?? []) as { r2_key: string }[]).map((row) => row.r2_key);
}
