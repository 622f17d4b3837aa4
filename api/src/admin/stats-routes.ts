import { z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { rubOf } from '../entity/entity-store';
import { moscowDay } from '../ledger/moscow-time';
import { validate } from '../lib/validate';
import type { OperatorEnv } from './operators';
import { periodStats } from './stats-store';

const day = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

/** At most a year and a bit per request; by default the last 30 Moscow days. */
const MAX_DAYS = 400;

const PeriodSchema = z
  .object({ from: day.optional(), to: day.optional() })
  .transform(({ from, to }) => {
    const end = to ?? moscowDay(Date.now());
    const start = from ?? new Date(Date.parse(end) - 29 * 86_400_000).toISOString().slice(0, 10);
    return { from: start, to: end };
  })
  .refine(({ from, to }) => from <= to, { message: 'from must not be after to', path: ['from'] })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 < MAX_DAYS, {
    message: `At most ${MAX_DAYS} days`,
    path: ['from'],
  });

/** `/v1/admin/stats`: revenue, spend by model and by day, active users, top spenders; and as CSV. */
export const adminStats = new Hono<OperatorEnv>()
  .get('/stats', validate('query', PeriodSchema), async (c) => {
    const { from, to } = c.req.valid('query');
    return c.json(await periodStats(c.env.DB, from, to));
  })
  .get('/stats.csv', validate('query', PeriodSchema), async (c) => {
    const { from, to } = c.req.valid('query');
    const stats = await periodStats(c.env.DB, from, to);
    const lines = [
      'day_msk,revenue_rub,spend_rub,active_users',
      ...stats.days.map((d) =>
        [d.day, rubOf(d.revenueKopecks), rubOf(d.spendKopecks), d.activeUsers].join(','),
      ),
    ];
    return c.body(`${lines.join('\r\n')}\r\n`, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="beseda-stats-${from}-${to}.csv"`,
    });
  });
