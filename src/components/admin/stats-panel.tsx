'use client';

import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { callApi } from '../../lib/call-api';
import { fill, formatNumber, formatRub, formatShortDay } from '../../lib/format';
import { useHydrated } from '../../lib/use-hydrated';
import { BarChart } from '../ui/bar-chart';
import { DateField } from '../ui/date-field';
import type { AdminStats } from './admin-api';
import type { AdminTexts } from './admin-texts';
import { StatsTables } from './stats-tables';
import type { LedgerWords } from './team-ledger';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; stats: AdminStats };

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Revenue and usage for any period: totals, spend by day as bars, by model, top spenders, CSV. */
export function StatsPanel({
  locale,
  texts,
  ledgerWords,
}: {
  locale: string;
  texts: AdminTexts;
  ledgerWords: LedgerWords;
}) {
  const hydrated = useHydrated();
  const id = useId();
  const [period, setPeriod] = useState(() => ({
    from: isoDay(Date.now() - 29 * 86_400_000),
    to: isoDay(Date.now()),
  }));
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const query = `from=${period.from}&to=${period.to}`;
  const fetchStats = useCallback(async (search: string) => {
    setLoad({ status: 'loading' });
    const result = await callApi<AdminStats>(`/v1/admin/stats?${search}`);
    if (result.ok) setLoad({ status: 'ready', stats: result.data });
    else if (!result.aborted) setLoad({ status: 'failed' });
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first period only; later ones on Show
  useEffect(() => {
    void fetchStats(query);
  }, [fetchStats]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void fetchStats(query);
  };
  const stats = load.status === 'ready' ? load.stats : undefined;
  const series = (
    title: string,
    testId: string,
    pick: (day: AdminStats['days'][number]) => number,
    text: (n: number) => string,
  ) => {
    const days = stats?.days ?? [];
    const data = days.map((d) => ({
      key: d.day,
      label: formatShortDay(d.day, locale),
      value: pick(d),
      valueText: text(pick(d)),
    }));
    const most = Math.max(0, ...data.map((d) => d.value));
    return (
      <BarChart
        title={title}
        labelHeading={texts.statsDay}
        valueHeading={title}
        data={data}
        maxText={most > 0 ? fill(texts.statsChartMax, { value: text(most) }) : undefined}
        emptyText={texts.statsChartEmpty}
        testId={testId}
      />
    );
  };
  return (
    <div className="admin-page" data-testid="admin-stats" data-hydrated={hydrated}>
      <form className="admin-form" onSubmit={submit}>
        {(['from', 'to'] as const).map((edge) => (
          <div className="field" key={edge}>
            <label htmlFor={`${id}-${edge}`}>
              {edge === 'from' ? texts.statsFrom : texts.statsTo}
            </label>
            <DateField
              id={`${id}-${edge}`}
              required
              value={period[edge]}
              onChange={(event) => setPeriod({ ...period, [edge]: event.target.value })}
            />
          </div>
        ))}
        <button type="submit" className="button button-primary">
          {texts.statsShow}
        </button>
        <a className="button" href={`/api/v1/admin/stats.csv?${query}`} download>
          {texts.statsCsv}
        </a>
      </form>
      {load.status === 'loading' && <p className="muted">{texts.loading}</p>}
      {load.status === 'failed' && <p role="alert">{texts.loadFailed}</p>}
      {stats && (
        <>
          <dl className="admin-totals" data-testid="admin-stats-totals">
            {(
              [
                [texts.statsRevenue, formatRub(stats.totals.revenueKopecks, locale)],
                [texts.statsPayments, formatNumber(stats.totals.payments, locale)],
                [texts.statsSpend, formatRub(stats.totals.spendKopecks, locale)],
                [texts.statsActive, formatNumber(stats.totals.activeUsers, locale)],
                [texts.statsNewUsers, formatNumber(stats.totals.newUsers, locale)],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="admin-charts">
            {series(
              texts.statsChartSpend,
              'admin-chart-spend',
              (d) => d.spendKopecks,
              (n) => formatRub(n, locale),
            )}
            {series(
              texts.statsChartRevenue,
              'admin-chart-revenue',
              (d) => d.revenueKopecks,
              (n) => formatRub(n, locale),
            )}
            {series(
              texts.statsChartActive,
              'admin-chart-active',
              (d) => d.activeUsers,
              (n) => formatNumber(n, locale),
            )}
          </div>
          <StatsTables stats={stats} locale={locale} texts={texts} ledgerWords={ledgerWords} />
        </>
      )}
    </div>
  );
}
