import type { Spending } from '../balance/balance-api';

export { type ApiResult, callApi } from '../../lib/call-api';

/** One group of `GET /v1/entity/spending?groupBy=…` (decision 229). */
export type SpendingRow = {
  key: string;
  label: string;
  kopecks: number;
  inputTokens: number;
  outputTokens: number;
  count: number;
};
export type SpendingReport = { rows: SpendingRow[]; totalKopecks: number };

/** A member as `GET /v1/entity/members` lists them; the limit once the api has it. */
export type UsageMember = {
  id: string;
  name: string;
  email: string;
  role: 'owner' | 'member';
  monthlyLimitKopecks?: number | null;
};

/** One of this Moscow month's spending alerts, as `GET /v1/entity/alerts` lists them (decision 228). */
export type SpendingAlert = {
  kind: 'team' | 'low_balance' | 'member';
  userId: string | null;
  percent: number | null;
  createdAt: string;
};

/** What the usage page shows, read with the page (any part the api cannot give is left out). */
export type UsageStart = {
  /** Moscow days `YYYY-MM-DD`: this month's first day and today, last month's first and last. */
  period: { from: string; to: string; lastFrom: string; lastTo: string };
  role?: 'owner' | 'member';
  userId?: string;
  members?: UsageMember[];
  byMember?: SpendingReport;
  byModel?: SpendingReport;
  byKey?: SpendingReport;
  lastMonth?: SpendingReport;
  series?: Spending;
  /** This month's alerts, newest first: the owner's all, a member's their own. */
  alerts?: SpendingAlert[];
  /** The team's low-balance mark, named by a low-balance alert. */
  lowBalanceKopecks?: number | null;
};

const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** This Moscow month so far and the whole of the last one, as the report's `from`/`to` days. */
export function usagePeriod(nowMs = Date.now()): UsageStart['period'] {
  const today = new Date(nowMs + MOSCOW_OFFSET_MS);
  const y = today.getUTCFullYear();
  const mo = today.getUTCMonth();
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    from: day(Date.UTC(y, mo, 1)),
    to: day(today.getTime()),
    lastFrom: day(Date.UTC(y, mo - 1, 1)),
    lastTo: day(Date.UTC(y, mo, 0)),
  };
}

/** The report's path for a period and grouping. */
export const reportPath = (from: string, to: string, groupBy: string) =>
  `/v1/entity/spending?${new URLSearchParams({ from, to, groupBy })}`;
