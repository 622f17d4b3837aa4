import type { Env } from '../env';
import { personServersPart, teamServersPart } from '../mcp/server-parts';
import { moveOwner, type OwnerMove } from './move-owner';
import type { OwnerKind } from './move-state';
import { chatsPart, type MovablePart, memoriesPart, moneyPart, ratingsPart } from './parts';

/** Every part that moves, in order: a person's, then a team's (decision 205). */
const PARTS: readonly MovablePart<never>[] = [
  ratingsPart as MovablePart<never>,
  memoriesPart as MovablePart<never>,
  personServersPart as MovablePart<never>,
  // After ratings: a person's chats move only once their ratings did (its `canStart`).
  chatsPart as MovablePart<never>,
  teamServersPart as MovablePart<never>,
  // Opt-in (decision 217): a team's money moves only when a run names `team:money`.
  moneyPart as MovablePart<never>,
];

export interface MoveBudget {
  /** People (and teams) looked at per part in one run (default 50). */
  people?: number;
  /** Rows a page copies (default 500). */
  pageRows?: number;
  /** Pages one run copies at most, over everyone (default 200). */
  pages?: number;
  /**
   * Only these people and teams (an operator's canary, or a test's own); default: whoever is
   * not moved. Either one given, the other defaults to nobody.
   */
  userIds?: string[];
  teamIds?: string[];
  /**
   * Only these parts, as the report names them (e.g. `mcp_servers`, `team:mcp_servers`);
   * without it, every part.
   */
  parts?: string[];
}

export interface MoveReport {
  moves: (OwnerMove & { part: string })[];
  /** Owners whose part is not moved yet, after this run: a team's part as `team:<part>`. */
  remaining: Record<string, number>;
}

/**
 * The rows that make a new person (and the team made with them) start in their objects: every
 * part is `moved` from the first moment, with nothing to copy, so nothing of
 * theirs that grows with use is ever written to D1 (decision 218). Run in the sign-up's batch.
 */
export function bornInObjects(
  db: D1Database,
  owners: { userId: string; entityId: string },
  now: string,
): D1PreparedStatement[] {
  return PARTS.map((part) => {
    const kind = part.ownerKind ?? 'person';
    return db
      .prepare(
        `INSERT INTO storage_moves (owner_kind, owner_id, part, state, rows_copied, rows_verified,
           started_at, updated_at)
         VALUES (?1, ?2, ?3, 'moved', 0, 0, ?4, ?4)`,
      )
      .bind(kind, kind === 'person' ? owners.userId : owners.entityId, part.part, now);
  });
}

/** How a part is named in a report: a person's by its name, a team's as `team:<part>`. */
const labelOf = (part: MovablePart<never>) =>
  (part.ownerKind ?? 'person') === 'person' ? part.part : `team:${part.part}`;

/** Where each kind of owner is listed in D1's directory. */
const OWNERS: Record<OwnerKind, string> = { person: 'users', team: 'entities' };

/**
 * One run of the move: for each part, the owners not moved yet (those copying first, so a
 * stopped move resumes), each moved as far as the page budget lets. Run again until
 * `remaining` is 0: by `npm start`, `npm run deploy` and the hourly cron.
 */
export async function runMoves(env: Env, budget: MoveBudget = {}): Promise<MoveReport> {
  const pages = { pageRows: budget.pageRows ?? 500, pagesLeft: budget.pages ?? 200 };
  const moves: MoveReport['moves'] = [];
  const remaining: Record<string, number> = {};
  const chosen = budget.userIds || budget.teamIds;
  for (const part of PARTS) {
    if (budget.parts && !budget.parts.includes(labelOf(part))) continue;
    const kind = part.ownerKind ?? 'person';
    const only = chosen ? ((kind === 'person' ? budget.userIds : budget.teamIds) ?? []) : undefined;
    const ids = only ?? (await notMoved(env.DB, kind, part.part, budget.people ?? 50));
    for (const ownerId of ids) {
      if (pages.pagesLeft <= 0) break;
      moves.push({ part: labelOf(part), ...(await moveOwner(env, part, ownerId, pages)) });
    }
    remaining[labelOf(part)] = await countNotMoved(env.DB, kind, part.part, only);
  }
  return { moves, remaining };
}

const notMovedOf = (kind: OwnerKind) => `NOT EXISTS (SELECT 1 FROM storage_moves s
  WHERE s.owner_kind = '${kind}' AND s.owner_id = u.id AND s.part = ?1 AND s.state = 'moved')`;

async function notMoved(
  db: D1Database,
  kind: OwnerKind,
  part: string,
  limit: number,
): Promise<string[]> {
  // Those already copying first: a move that stopped resumes before new ones start.
  const { results } = await db
    .prepare(
      `SELECT u.id FROM ${OWNERS[kind]} u LEFT JOIN storage_moves c ON c.owner_kind = '${kind}'
         AND c.owner_id = u.id AND c.part = ?1
       WHERE ${notMovedOf(kind)} ORDER BY c.state IS NULL, u.id LIMIT ?2`,
    )
    .bind(part, limit)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

async function countNotMoved(db: D1Database, kind: OwnerKind, part: string, ids?: string[]) {
  if (ids?.length === 0) return 0;
  const only = ids ? 'AND u.id IN (SELECT value FROM json_each(?2))' : '';
  const statement = db.prepare(
    `SELECT count(*) AS n FROM ${OWNERS[kind]} u WHERE ${notMovedOf(kind)} ${only}`,
  );
  const bound = ids ? statement.bind(part, JSON.stringify(ids)) : statement.bind(part);
  return (await bound.first<number>('n')) ?? 0;
}
