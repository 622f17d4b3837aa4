import type { Sql } from '../person/sql';

/**
 * The console's figures across teams (docs/decisions/231-operator-rollups.md): a team whose money
 * lives in its object sends D1 what its ledger adds up to per Moscow day — revenue, payments,
 * spend, spend per model and who spent — never its lines. The object remembers how far it has
 * sent (`ROLLED_KEY`); D1's `rollup_marks` remembers how far it has received, and a step is applied
 * only where the two agree, so a step sent twice (its answer lost) counts once.
 */

/** The object's storage key of the last ledger `seq` D1 has counted. */
export const ROLLED_KEY = 'rollups:seq';

/** The object's storage key of its team's id (an alarm's invocation may not know its name). */
export const ROLLUP_TEAM_KEY = 'rollups:team';

/** Ledger lines one step counts at most. */
export const ROLLUP_LINES = 1000;

/** D1 statements one step sends at most (a Worker invocation may run 1,000 D1 queries). */
const ROLLUP_STATEMENTS = 400;

/** Seconds after a ledger change before the team sends its step: sends close together share one. */
export const ROLLUP_DELAY_MS = 30_000;

// Days are Moscow days (UTC+3 all year); a usage line's model is named as the object's
// `spendingRows` names it, else 'other' (the console's name for a line that names none).

export interface RollupStep {
  /** The last ledger `seq` this step counts. */
  upTo: number;
  days: { day: string; revenue: number; payments: number; spend: number }[];
  models: { day: string; model: string; spend: number }[];
  users: { day: string; userId: string }[];
}

/**
 * What the lines after `after` add up to (at most ROLLUP_LINES of them, fewer when their days,
 * models and people would need more than ROLLUP_STATEMENTS statements), or null when none.
 */
export function rollupStep(sql: Sql, after: number, lines = ROLLUP_LINES): RollupStep | null {
  const step = stepOf(sql, after, lines);
  if (
    step &&
    lines > 1 &&
    step.days.length + step.models.length + step.users.length >= ROLLUP_STATEMENTS
  ) {
    return rollupStep(sql, after, Math.floor(lines / 4));
  }
  return step;
}

function stepOf(sql: Sql, after: number, lines: number): RollupStep | null {
  const [last] = sql<{ seq: number }>`SELECT seq FROM (SELECT seq FROM ledger WHERE seq > ${after}
      ORDER BY seq LIMIT ${lines}) ORDER BY seq DESC LIMIT 1`;
  if (!last) return null;
  const upTo = last.seq;
  const days = sql<RollupStep['days'][number]>`SELECT date(created_at, '+3 hours') AS day,
      COALESCE(SUM(CASE WHEN kind = 'top_up' THEN amount_kopecks END), 0) AS revenue,
      COUNT(CASE WHEN kind = 'top_up' THEN 1 END) AS payments,
      COALESCE(-SUM(CASE WHEN kind = 'usage' THEN amount_kopecks END), 0) AS spend
    FROM ledger WHERE seq > ${after} AND seq <= ${upTo} GROUP BY 1 ORDER BY 1`;
  const models = sql<RollupStep['models'][number]>`SELECT date(created_at, '+3 hours') AS day,
      COALESCE(model, CASE WHEN ref LIKE 'tts/%' THEN 'text-to-speech'
        WHEN ref LIKE 'knowledge/%' THEN 'embeddings' END, 'other') AS model, -SUM(amount_kopecks) AS spend
    FROM ledger WHERE kind = 'usage' AND seq > ${after} AND seq <= ${upTo}
    GROUP BY 1, 2 ORDER BY 1, 2`;
  const users = sql<{
    day: string;
    user_id: string;
  }>`SELECT DISTINCT date(created_at, '+3 hours') AS day, user_id
    FROM ledger WHERE kind = 'usage' AND user_id IS NOT NULL AND seq > ${after} AND seq <= ${upTo}
    ORDER BY 1, 2`;
  return { upTo, days, models, users: users.map((u) => ({ day: u.day, userId: u.user_id })) };
}

/** Whether a line after `after` is still to be sent. */
export const rollupPending = (sql: Sql, after: number) =>
  sql<{ one: number }>`SELECT 1 AS one FROM ledger WHERE seq > ${after} LIMIT 1`.length > 0;

/**
 * D1's statements of one step, first the guard: it moves `rollup_marks` from `from` to the step's
 * end only while the team's money is `moved` and D1 has counted exactly up to `from`; otherwise it
 * writes NULL into a NOT NULL column, which fails and so undoes the whole batch.
 */
export function rollupStatements(
  db: D1Database,
  teamId: string,
  from: number,
  step: RollupStep,
): D1PreparedStatement[] {
  const moved = `EXISTS (SELECT 1 FROM storage_moves WHERE owner_kind = 'team' AND owner_id = ?1
    AND part = 'money' AND state = 'moved')`;
  return [
    db
      .prepare(
        `INSERT INTO rollup_marks (entity_id, seq)
         VALUES (?1, CASE WHEN ${moved}
           AND ?2 = COALESCE((SELECT seq FROM rollup_marks WHERE entity_id = ?1), 0) THEN ?3 END)
         ON CONFLICT (entity_id) DO UPDATE SET seq = excluded.seq`,
      )
      .bind(teamId, from, step.upTo),
    ...step.days.map((d) =>
      db
        .prepare(
          `INSERT INTO team_days (day, entity_id, revenue_kopecks, payments, spend_kopecks)
           VALUES (?1, ?2, ?3, ?4, ?5)
           ON CONFLICT (day, entity_id) DO UPDATE SET
             revenue_kopecks = revenue_kopecks + excluded.revenue_kopecks,
             payments = payments + excluded.payments,
             spend_kopecks = spend_kopecks + excluded.spend_kopecks`,
        )
        .bind(d.day, teamId, d.revenue, d.payments, d.spend),
    ),
    ...step.models.map((m) =>
      db
        .prepare(
          `INSERT INTO team_day_models (day, entity_id, model, spend_kopecks) VALUES (?1, ?2, ?3, ?4)
           ON CONFLICT (day, entity_id, model) DO UPDATE SET
             spend_kopecks = spend_kopecks + excluded.spend_kopecks`,
        )
        .bind(m.day, teamId, m.model, m.spend),
    ),
    ...step.users.map((u) =>
      db
        .prepare('INSERT OR IGNORE INTO user_days (day, user_id) VALUES (?1, ?2)')
        .bind(u.day, u.userId),
    ),
  ];
}

/** How far D1 has counted a team's lines (0: none yet). */
export async function rolledInD1(db: D1Database, teamId: string): Promise<number> {
  const row = await db
    .prepare('SELECT seq FROM rollup_marks WHERE entity_id = ?1')
    .bind(teamId)
    .first<{ seq: number }>();
  return row?.seq ?? 0;
}
