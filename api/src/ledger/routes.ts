import { createRoute, z } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth/require-auth';
import { loadEntity } from '../entity/entity-store';
import { ApiError } from '../lib/errors';
import { localeOf } from '../lib/messages';
import {
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { nowIso } from '../lib/time';
import { ledgerRatings } from '../ratings/ledger-ratings';
import { BalanceSchema, balanceSummary } from './balance-summary';
import { ledgerCsv } from './ledger-csv';
import { LedgerFilterSchema, LedgerRowSchema, ledgerRows, ledgerTotals } from './ledger-store';
import { SpendingSchema, spendingByModel } from './spending';
import {
  periodOf,
  SpendingQuerySchema,
  SpendingReportSchema,
  spendingCsv,
  spendingReport,
} from './spending-report';
import { moneyInObject, objectLedger } from './team-ledger';

const common = { tags: ['entity'], security: bearerSecurity };

/** Rows a CSV export holds at most (a year of a busy team's answers). */
const CSV_MAX_ROWS = 50_000;

const PageQuerySchema = LedgerFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  take: z.coerce.number().int().min(1).max(100).default(20),
});

const LedgerPageSchema = z
  .object({
    items: z.array(LedgerRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    take: z.number().int(),
    totals: z.object({ creditKopecks: z.number().int(), debitKopecks: z.number().int() }),
    balance: BalanceSchema,
  })
  .openapi('LedgerPage');

const ledgerRoute = createRoute({
  ...common,
  method: 'get',
  path: '/ledger',
  summary: "The team's ledger, newest first, filtered by kind and Moscow month, with the balance",
  request: { query: PageQuerySchema },
  responses: {
    200: jsonResponse(LedgerPageSchema, 'A page of the ledger'),
    400: errorResponse('Invalid filter'),
    401: notSignedInResponse,
  },
});

const csvRoute = createRoute({
  ...common,
  method: 'get',
  path: '/ledger.csv',
  summary:
    "The team's ledger as CSV (UTF-8 with BOM, Moscow time), filtered like /ledger; the " +
    "owner's also has each answer's rating (rating, rating_reason, rating_comment)",
  request: { query: LedgerFilterSchema },
  responses: {
    200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } },
    400: errorResponse('Invalid filter'),
    401: notSignedInResponse,
  },
});

const spendingRoute = createRoute({
  ...common,
  method: 'get',
  path: '/spending',
  summary:
    'Who spent what: usage between two Moscow days grouped by member, model, day or API key ' +
    '(members see their own only; `Accept: text/csv` for CSV). Without a query, the last 30 ' +
    'days per Moscow day by model',
  request: { query: SpendingQuerySchema },
  responses: {
    200: {
      description: 'The report (or, without a query, the 30-day series)',
      content: {
        'application/json': { schema: z.union([SpendingReportSchema, SpendingSchema]) },
        'text/csv': { schema: z.string() },
      },
    },
    400: errorResponse(
      'Not a calendar day, a period out of order or too long, or an unknown group',
    ),
    401: notSignedInResponse,
    404: errorResponse('Not a member of the team'),
  },
});

/** The team's money: mounted inside `/v1/entity`, behind its `requireAuth`. */
export const ledger = createRouter<AuthEnv>();

ledger.openapi(ledgerRoute, async (c) => {
  const { entityId, userId } = c.var.auth;
  const { page, take, ...filter } = c.req.valid('query');
  const at = { limit: take, offset: (page - 1) * take };
  const inObject = await moneyInObject(c.env.DB, entityId);
  const [{ rows: items, totals }, balance] = await Promise.all([
    inObject
      ? objectLedger(c.env, entityId, userId, filter, at)
      : Promise.all([
          ledgerRows(c.env.DB, entityId, userId, filter, at),
          ledgerTotals(c.env.DB, entityId, filter),
        ]).then(([rows, totals]) => ({ rows, totals })),
    balanceSummary(c.env, entityId, nowIso(), inObject),
  ]);
  const { count, ...sums } = totals;
  return c.json({ items, total: count, page, take, totals: sums, balance }, 200);
});

ledger.openapi(csvRoute, async (c) => {
  const filter = c.req.valid('query');
  const { entityId, userId } = c.var.auth;
  const all = { limit: CSV_MAX_ROWS, offset: 0 };
  const [rows, ratings] = await Promise.all([
    moneyInObject(c.env.DB, entityId).then((inObject) =>
      inObject
        ? objectLedger(c.env, entityId, userId, filter, all).then(({ rows }) => rows)
        : ledgerRows(c.env.DB, entityId, userId, filter, all),
    ),
    ledgerRatings(c.env, entityId, userId),
  ]);
  const name = `ledger${filter.month ? `-${filter.month}` : ''}${filter.kind ? `-${filter.kind}` : ''}.csv`;
  return c.body(ledgerCsv(rows, ratings), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}"`,
  });
});

ledger.openapi(spendingRoute, async (c) => {
  const { entityId, userId } = c.var.auth;
  const query = c.req.valid('query');
  if (query.from === undefined && query.to === undefined && query.groupBy === undefined) {
    const inObject = await moneyInObject(c.env.DB, entityId);
    return c.json(await spendingByModel(c.env, entityId, Date.now(), 30, inObject), 200);
  }
  const groupBy = query.groupBy;
  if (groupBy === undefined) throw new ApiError(400, 'spending_group_required');
  const period = periodOf(query);
  const [entity, inObject] = await Promise.all([
    loadEntity(c.env.DB, entityId, userId),
    moneyInObject(c.env.DB, entityId),
  ]);
  const report = await spendingReport(c.env, entityId, {
    period,
    groupBy,
    payer: entity.role === 'owner' ? null : userId,
    inObject,
    locale: localeOf(c.req.header('x-ad-locale')),
  });
  if (/\btext\/csv\b/.test(c.req.header('accept') ?? '')) {
    return c.body(spendingCsv(report, groupBy), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="spending-${groupBy}.csv"`,
    });
  }
  return c.json(report, 200);
});
