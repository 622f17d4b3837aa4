import type { Env } from '../env';
import { nowIso } from '../lib/time';
import { ContentHash } from './content-hash';
import { homeOfOwner } from './move-state';
import type { MovablePart } from './parts';

/** What one run did for one owner's part. */
export type OwnerMove =
  | { ownerId: string; outcome: 'moved'; rows: number; hash: string }
  | { ownerId: string; outcome: 'paused'; rowsCopied: number }
  | { ownerId: string; outcome: 'restarted' | 'failed'; error: string }
  | { ownerId: string; outcome: 'already' }
  /** The part's `canStart` did not hold (e.g. an answer was streaming): a later run tries again. */
  | { ownerId: string; outcome: 'delayed' };

/** Pages a run may still copy; shared by every owner of one run. */
export interface PageBudget {
  pageRows: number;
  pagesLeft: number;
}

type MoveRow = { state: 'copying' | 'moved'; cursor: string | null; rows_copied: number };

/**
 * Moves one owner's part from D1 into their object (docs/decisions/203-person-objects-and-the-move.md;
 * a team's into the team's, decision 205):
 * marks it `copying` (its D1 writes stop, reads go on), copies pages after the saved cursor, and
 * once none is left checks the rows' count and content hash on both sides: equal, it is `moved`;
 * different, the object's copy is dropped and the next run starts again. A run that ends midway
 * (budget, crash, deploy) leaves the cursor, and the next run goes on from it.
 */
export async function moveOwner<Row>(
  env: Env,
  part: MovablePart<Row>,
  ownerId: string,
  budget: PageBudget,
): Promise<OwnerMove> {
  const db = env.DB;
  const now = nowIso();
  const kind = part.ownerKind ?? 'person';
  // The INSERT … SELECT carries the part's `canStart`: the check and the mark are one statement.
  const started = await db
    .prepare(
      `INSERT INTO storage_moves (owner_kind, owner_id, part, state, attempts, started_at, updated_at)
       SELECT ?4, ?1, ?2, 'copying', 1, ?3, ?3 WHERE ${part.canStart ?? 'true'}
       ON CONFLICT (owner_kind, owner_id, part) DO UPDATE SET attempts = attempts + 1,
         updated_at = ?3 WHERE state = 'copying'
       RETURNING state, cursor, rows_copied`,
    )
    .bind(ownerId, part.part, now, kind)
    .first<MoveRow>();
  if (!started) {
    const state = await homeOfOwner(db, kind, ownerId, part.part);
    return { ownerId, outcome: state === 'object' ? 'already' : 'delayed' };
  }
  const save = (sets: string, ...values: unknown[]) =>
    db
      .prepare(
        `UPDATE storage_moves SET ${sets}, updated_at = ?1
         WHERE owner_kind = ?2 AND owner_id = ?3 AND part = ?4`,
      )
      .bind(nowIso(), kind, ownerId, part.part, ...values)
      .run();
  try {
    let { cursor, rows_copied: copied } = started;
    for (;;) {
      if (budget.pagesLeft <= 0) return { ownerId, outcome: 'paused', rowsCopied: copied };
      budget.pagesLeft -= 1;
      const rows = await part.pageInD1(db, ownerId, cursor, budget.pageRows);
      if (rows.length === 0) break;
      await part.copy(env, ownerId, rows);
      cursor = part.keyOf(rows[rows.length - 1] as Row);
      copied += rows.length;
      await save('cursor = ?5, rows_copied = ?6', cursor, copied);
    }
    const inD1 = await hashInD1(db, part, ownerId, budget.pageRows);
    const inObject = await part.hashInObject(env, ownerId);
    if (inD1.rows !== inObject.rows || inD1.hash !== inObject.hash) {
      await part.forgetInObject(env, ownerId);
      const error = `check failed: D1 ${inD1.rows} rows ${inD1.hash}, object ${inObject.rows} rows ${inObject.hash}`;
      await save('cursor = NULL, rows_copied = 0, error = ?5', error);
      return { ownerId, outcome: 'restarted', error };
    }
    await save(
      "state = 'moved', rows_verified = ?5, content_hash = ?6, error = NULL",
      inD1.rows,
      inD1.hash,
    );
    return { ownerId, outcome: 'moved', rows: inD1.rows, hash: inD1.hash };
  } catch (failure) {
    const error = failure instanceof Error ? failure.message : String(failure);
    await save('error = ?5', error.slice(0, 500));
    return { ownerId, outcome: 'failed', error };
  }
}

/** Count and content hash of the owner's rows in D1, read page by page. */
async function hashInD1<Row>(
  db: D1Database,
  part: MovablePart<Row>,
  ownerId: string,
  pageRows: number,
) {
  const hash = new ContentHash();
  let cursor: string | null = null;
  for (;;) {
    const rows = await part.pageInD1(db, ownerId, cursor, pageRows);
    if (rows.length === 0) break;
    await hash.add(rows.map(part.hashRow));
    cursor = part.keyOf(rows[rows.length - 1] as Row);
  }
  return hash.finish();
}
