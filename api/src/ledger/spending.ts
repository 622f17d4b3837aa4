import { z } from '@hono/zod-openapi';
import type { Env } from '../env';
import { USAGE_JOINS, USAGE_MODEL } from './ledger-store';
import { lastMoscowDays, MOSCOW_OFFSET_MS } from './moscow-time';
import { objectSpendingRows } from './team-ledger';

export const SpendingSchema = z
  .object({
    days: z.array(z.string()).openapi({ description: 'Moscow calendar days, oldest first' }),
    models: z.array(
      z.object({
        model: z.string(),
        kopecks: z.array(z.number().int()).openapi({ description: 'Spent per day, as `days`' }),
        totalKopecks: z.number().int(),
      }),
    ),
  })
  .openapi('Spending');

/**
 * What the team spent per Moscow day over the last `count` days, by model (usage rows only): from
 * the team's object once its money moved there (`inObject`, decision 225), else from D1.
 */
export async function spendingByModel(
  env: Pick<Env, 'DB' | 'PERSON' | 'TEAM'>,
  entityId: string,
  nowMs: number,
  count = 30,
  inObject = false,
) {
  const { days, from } = lastMoscowDays(nowMs, count);
  const shift = `+${MOSCOW_OFFSET_MS / 1000} seconds`;
  const results = inObject
    ? await objectSpendingRows(env, entityId, from, shift)
    : (
        await env.DB.prepare(
          `SELECT date(l.created_at, ?3) AS day, COALESCE(${USAGE_MODEL}, 'other') AS label,
                  -SUM(l.amount_kopecks) AS spent
           FROM ledger l ${USAGE_JOINS}
           WHERE l.entity_id = ?1 AND l.kind = 'usage' AND l.created_at >= ?2
           GROUP BY day, label`,
        )
          .bind(entityId, from, shift)
          .all<{ day: string; label: string; spent: number }>()
      ).results;
  const byModel = new Map<string, number[]>();
  for (const row of results) {
    const index = days.indexOf(row.day);
    if (index < 0) continue;
    const series = byModel.get(row.label) ?? days.map(() => 0);
    series[index] = (series[index] ?? 0) + row.spent;
    byModel.set(row.label, series);
  }
  const models = [...byModel].map(([model, kopecks]) => ({
    model,
    kopecks,
    totalKopecks: kopecks.reduce((sum, k) => sum + k, 0),
  }));
  models.sort((a, b) => b.totalKopecks - a.totalKopecks || a.model.localeCompare(b.model));
  return { days, models };
}
