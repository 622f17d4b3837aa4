import type { Env } from '../env';
import { moveOwner, type OwnerMove } from './move-owner';
import type { PersonPart } from './move-state';
import { type MovablePart, memoriesPart, ratingsPart } from './parts';

/** Every part that moves, in order. */
const PARTS: readonly MovablePart<never>[] = [ratingsPart, memoriesPart] as MovablePart<never>[];

export interface MoveBudget {
  /** People looked at per part in one run (default 50). */
  people?: number;
  /** Rows a page copies (default 500). */
  pageRows?: number;
  /** Pages one run copies at most, over everyone (default 200). */
  pages?: number;
  /** Only these people (an operator's canary, or a test's own); default: whoever is not moved. */
  userIds?: string[];
  /** Only these parts (an operator moving one kind first, or a test's); default: every part. */
  parts?: PersonPart[];
}

export interface MoveReport {
  moves: (OwnerMove & { part: string })[];
  /** People whose part is not moved yet, after this run. */
  remaining: Record<string, number>;
}

/**
 * One run of the move: for each part, the people not moved yet (those copying first, so a
 * stopped move resumes), each moved as far as the page budget lets. Run again until
 * `remaining` is 0: by `npm start`, `npm run deploy` and the hourly cron.
 */
export async function runMoves(env: Env, budget: MoveBudget = {}): Promise<MoveReport> {
  const pages = { pageRows: budget.pageRows ?? 500, pagesLeft: budget.pages ?? 200 };
  const moves: MoveReport['moves'] = [];
  const remaining: Record<string, number> = {};
  for (const part of PARTS) {
    if (budget.parts && !budget.parts.includes(part.part)) continue;
    const ids = budget.userIds ?? (await notMoved(env.DB, part.part, budget.people ?? 50));
    for (const ownerId of ids) {
      if (pages.pagesLeft <= 0) break;
      moves.push({ part: part.part, ...(await moveOwner(env, part, ownerId, pages)) });
    }
    remaining[part.part] = await countNotMoved(env.DB, part.part, budget.userIds);
  }
  return { moves, remaining };
}

const NOT_MOVED = `NOT EXISTS (SELECT 1 FROM storage_moves s WHERE s.owner_kind = 'person'
  AND s.owner_id = u.id AND s.part = ?1 AND s.state = 'moved')`;

async function notMoved(db: D1Database, part: string, limit: number): Promise<string[]> {
  // Those already copying first: a move that stopped resumes before new ones start.
  const { results } = await db
    .prepare(
      `SELECT u.id FROM users u LEFT JOIN storage_moves c ON c.owner_kind = 'person'
         AND c.owner_id = u.id AND c.part = ?1
       WHERE ${NOT_MOVED} ORDER BY c.state IS NULL, u.id LIMIT ?2`,
    )
    .bind(part, limit)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

async function countNotMoved(db: D1Database, part: string, userIds?: string[]) {
  const only = userIds ? 'AND u.id IN (SELECT value FROM json_each(?2))' : '';
  const statement = db.prepare(`SELECT count(*) AS n FROM users u WHERE ${NOT_MOVED} ${only}`);
  const bound = userIds ? statement.bind(part, JSON.stringify(userIds)) : statement.bind(part);
  return (await bound.first<number>('n')) ?? 0;
}
