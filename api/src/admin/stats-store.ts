import { USAGE_JOINS, USAGE_MODEL } from '../ledger/ledger-store';
import { MOSCOW_OFFSET_MS } from '../ledger/moscow-time';

/** A period of Moscow calendar days, `from` and `to` both included, as UTC bounds [start, end). */
export function periodBounds(from: string, to: string) {
  const start = Date.parse(`${from}T00:00:00.000Z`) - MOSCOW_OFFSET_MS;
  const end = Date.parse(`${to}T00:00:00.000Z`) - MOSCOW_OFFSET_MS + 86_400_000;
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}

/** Every Moscow day of the period, oldest first. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = Date.parse(from); ms <= Date.parse(to); ms += 86_400_000) {
    days.push(new Date(ms).toISOString().slice(0, 10));
  }
  return days;
}

/** A batch result's rows (none when the result is missing). */
const resultsOf = <T extends unknown[]>(result: D1Result | undefined) =>
  (result?.results ?? []) as T;

/** The Moscow day of a stored UTC moment, in SQL. */
const MOSCOW_DAY = "date(l.created_at, '+3 hours')";

export interface DayStats {
  day: string;
  revenueKopecks: number;
  spendKopecks: number;
  activeUsers: number;
}

/** D1's ledger lines of teams whose money is still served from D1 (the rest come as roll-ups). */
const IN_D1 = `l.entity_id NOT IN (SELECT owner_id FROM storage_moves WHERE owner_kind = 'team'
  AND part = 'money' AND state = 'moved')`;

/**
 * The period's money and use: revenue (top-ups), spend (settled usage), people who spent, by day
 * and in total; spend by model; the teams that spent most. Teams whose money is in D1 are read from
 * its ledger; teams whose money is in their objects from the roll-ups those objects send
 * (docs/decisions/231-operator-rollups.md).
 */
export async function periodStats(db: D1Database, from: string, to: string) {
  const { start, end } = periodBounds(from, to);
  const [byDay, totals, byModel, top, newUsers] = await db.batch([
    db
      .prepare(
        `SELECT day, SUM(revenue) AS revenue, SUM(spend) AS spend,
           (SELECT COUNT(*) FROM (
              SELECT ${MOSCOW_DAY} AS d, l.user_id FROM ledger l
              WHERE l.kind = 'usage' AND l.user_id IS NOT NULL AND l.created_at >= ?1
                AND l.created_at < ?2 AND ${IN_D1}
              UNION SELECT day AS d, user_id FROM user_days WHERE day >= ?3 AND day <= ?4)
            WHERE d = days.day) AS active
         FROM (
           SELECT ${MOSCOW_DAY} AS day,
             COALESCE(SUM(CASE WHEN l.kind = 'top_up' THEN l.amount_kopecks END), 0) AS revenue,
             COALESCE(-SUM(CASE WHEN l.kind = 'usage' THEN l.amount_kopecks END), 0) AS spend
           FROM ledger l WHERE l.created_at >= ?1 AND l.created_at < ?2 AND ${IN_D1}
           GROUP BY 1
           UNION ALL
           SELECT day, revenue_kopecks, spend_kopecks FROM team_days
           WHERE day >= ?3 AND day <= ?4
           UNION ALL
           SELECT day, 0, 0 FROM user_days WHERE day >= ?3 AND day <= ?4) AS days
         GROUP BY day ORDER BY day`,
      )
      .bind(start, end, from, to),
    db
      .prepare(
        `SELECT COALESCE(SUM(revenue), 0) AS revenue, COALESCE(SUM(spend), 0) AS spend,
           COALESCE(SUM(payments), 0) AS payments,
           (SELECT COUNT(*) FROM (
              SELECT l.user_id FROM ledger l
              WHERE l.kind = 'usage' AND l.user_id IS NOT NULL AND l.created_at >= ?1
                AND l.created_at < ?2 AND ${IN_D1}
              UNION SELECT user_id FROM user_days WHERE day >= ?3 AND day <= ?4)) AS active
         FROM (
           SELECT COALESCE(SUM(CASE WHEN l.kind = 'top_up' THEN l.amount_kopecks END), 0) AS revenue,
             COALESCE(-SUM(CASE WHEN l.kind = 'usage' THEN l.amount_kopecks END), 0) AS spend,
             COUNT(CASE WHEN l.kind = 'top_up' THEN 1 END) AS payments
           FROM ledger l WHERE l.created_at >= ?1 AND l.created_at < ?2 AND ${IN_D1}
           UNION ALL
           SELECT SUM(revenue_kopecks), SUM(spend_kopecks), SUM(payments) FROM team_days
           WHERE day >= ?3 AND day <= ?4)`,
      )
      .bind(start, end, from, to),
    db
      .prepare(
        `SELECT model, SUM(spend) AS spend FROM (
           SELECT COALESCE(${USAGE_MODEL}, 'other') AS model, -SUM(l.amount_kopecks) AS spend
           FROM ledger l ${USAGE_JOINS}
           WHERE l.kind = 'usage' AND l.created_at >= ?1 AND l.created_at < ?2 AND ${IN_D1}
           GROUP BY 1
           UNION ALL
           SELECT model, SUM(spend_kopecks) FROM team_day_models
           WHERE day >= ?3 AND day <= ?4 GROUP BY 1)
         GROUP BY 1 ORDER BY spend DESC, model LIMIT 50`,
      )
      .bind(start, end, from, to),
    db
      .prepare(
        `SELECT s.entity_id, e.name, SUM(s.spend) AS spend FROM (
           SELECT l.entity_id, -SUM(l.amount_kopecks) AS spend FROM ledger l
           WHERE l.kind = 'usage' AND l.created_at >= ?1 AND l.created_at < ?2 AND ${IN_D1}
           GROUP BY 1
           UNION ALL
           SELECT entity_id, SUM(spend_kopecks) FROM team_days
           WHERE day >= ?3 AND day <= ?4 AND spend_kopecks <> 0 GROUP BY 1) AS s
         JOIN entities e ON e.id = s.entity_id
         GROUP BY s.entity_id ORDER BY spend DESC, s.entity_id LIMIT 10`,
      )
      .bind(start, end, from, to),
    db
      .prepare('SELECT COUNT(*) AS n FROM users WHERE created_at >= ?1 AND created_at < ?2')
      .bind(start, end),
  ]);
  type DayRow = { day: string; revenue: number; spend: number; active: number };
  const rows = new Map(resultsOf<DayRow[]>(byDay).map((row) => [row.day, row]));
  const total =
    resultsOf<{ revenue: number; spend: number; active: number; payments: number }[]>(totals)[0];
  return {
    from,
    to,
    totals: {
      revenueKopecks: total?.revenue ?? 0,
      payments: total?.payments ?? 0,
      spendKopecks: total?.spend ?? 0,
      activeUsers: total?.active ?? 0,
      newUsers: resultsOf<{ n: number }[]>(newUsers)[0]?.n ?? 0,
    },
    days: daysOf(from, to).map(
      (day): DayStats => ({
        day,
        revenueKopecks: rows.get(day)?.revenue ?? 0,
        spendKopecks: rows.get(day)?.spend ?? 0,
        activeUsers: rows.get(day)?.active ?? 0,
      }),
    ),
    spendByModel: resultsOf<{ model: string; spend: number }[]>(byModel).map((row) => ({
      model: row.model,
      spendKopecks: row.spend,
    })),
    topSpenders: resultsOf<{ entity_id: string; name: string; spend: number }[]>(top).map(
      (row) => ({ entityId: row.entity_id, name: row.name, spendKopecks: row.spend }),
    ),
  };
}
