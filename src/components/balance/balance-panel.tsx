'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { fill, formatDay, formatRub, type ModelNames } from '../../lib/format';
import { useAccountDates } from '../../lib/format/account-dates';
import { HydratesApart } from '../layout/hydrates-apart';
import { Skeleton } from '../ui/skeleton';
import {
  type BalanceStart,
  callApi,
  type LedgerKind,
  type LedgerPage,
  ledgerTake,
  type PaymentsConfig,
  type Spending,
} from './balance-api';
import type { BalanceTexts } from './balance-texts';
import { LedgerTable } from './ledger-table';
import { PaymentStatus } from './payment-status';
import { PromoForm } from './promo-form';
import { SpendingChart } from './spending-chart';
import { TopUpForm } from './top-up-form';

export type LedgerFilter = { kind: LedgerKind | ''; month: string; page: number };

/**
 * The cabinet's balance page: balance, top-up, promo, the 30-day chart and the ledger. `start`
 * is what the server read with the page (the first ledger page, the chart, top-up's limits);
 * what it lacks is loaded once the page is live, and every later filter loads here.
 */
export function BalancePanel({
  locale,
  texts,
  modelNames,
  start = {},
}: {
  locale: string;
  texts: BalanceTexts;
  modelNames: ModelNames;
  start?: BalanceStart;
}) {
  const dates = useAccountDates();
  const [filter, setFilter] = useState<LedgerFilter>({ kind: '', month: '', page: 1 });
  const [ledger, setLedger] = useState<LedgerPage | null | 'failed'>(start.ledger ?? null);
  const [config, setConfig] = useState<PaymentsConfig | null>(start.config ?? null);
  const [spending, setSpending] = useState<Spending | null>(start.spending ?? null);
  const [paymentId, setPaymentId] = useState<string | null>(null);
  // The first view came with the page: the first load is the server's.
  const loadedWithPage = useRef(start.ledger !== undefined && start.spending !== undefined);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      const query = new URLSearchParams({ page: String(filter.page), take: String(ledgerTake) });
      if (filter.kind) query.set('kind', filter.kind);
      if (filter.month) query.set('month', filter.month);
      const [page, chart] = await Promise.all([
        callApi<LedgerPage>(`/v1/entity/ledger?${query}`, 'GET', undefined, signal),
        callApi<Spending>('/v1/entity/spending', 'GET', undefined, signal),
      ]);
      // A load overtaken by another filter, or stopped by signing out, changes nothing.
      if ((!page.ok && page.aborted) || (!chart.ok && chart.aborted) || signal?.aborted) return;
      setLedger(page.ok ? page.data : 'failed');
      if (chart.ok) setSpending(chart.data);
    },
    [filter],
  );

  useEffect(() => {
    if (loadedWithPage.current) {
      loadedWithPage.current = false;
      return;
    }
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const configWithPage = start.config !== undefined;
  useEffect(() => {
    setPaymentId(new URL(window.location.href).searchParams.get('payment'));
    if (configWithPage) return;
    void callApi<PaymentsConfig>('/v1/payments/config').then((res) => {
      if (res.ok) setConfig(res.data);
    });
  }, [configWithPage]);

  if (ledger === null) {
    return <Skeleton label={texts.loading} lines={6} testId="balance-skeleton" />;
  }
  if (ledger === 'failed') {
    return (
      <div role="alert">
        <p>{texts.loadFailed}</p>
        <button type="button" className="button" onClick={() => void load()}>
          {texts.retry}
        </button>
      </div>
    );
  }
  const { balance } = ledger;
  return (
    <div className="balance-page" data-testid="balance-panel">
      <section className="balance-summary" aria-labelledby="balance-now">
        <h2 id="balance-now">{texts.now}</h2>
        <p className="balance-amount" data-testid="balance-amount">
          {formatRub(balance.balanceKopecks, locale)}
        </p>
        {balance.heldKopecks > 0 && (
          <p className="muted" data-testid="balance-held">
            {fill(texts.onHold, { amount: formatRub(balance.heldKopecks, locale) })}
          </p>
        )}
        {balance.bonusUntil && Date.parse(balance.bonusUntil) > Date.now() && (
          <p data-testid="balance-bonus">
            {fill(texts.bonusUntil, { date: formatDay(balance.bonusUntil, locale, dates) })}
          </p>
        )}
      </section>
      {paymentId && (
        <PaymentStatus id={paymentId} locale={locale} texts={texts} onCredited={load} />
      )}
      {config && <TopUpForm config={config} locale={locale} texts={texts} />}
      <PromoForm locale={locale} texts={texts} onRedeemed={load} />
      <HydratesApart>
        {spending && (
          <SpendingChart
            spending={spending}
            locale={locale}
            texts={texts}
            modelNames={modelNames}
          />
        )}
        <LedgerTable
          modelNames={modelNames}
          ledger={ledger}
          filter={filter}
          take={ledgerTake}
          onFilter={setFilter}
          locale={locale}
          texts={texts}
        />
      </HydratesApart>
    </div>
  );
}
