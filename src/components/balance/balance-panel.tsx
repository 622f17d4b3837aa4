'use client';

import { useCallback, useEffect, useState } from 'react';
import { fill, formatDay, formatRub, type ModelNames } from '../../lib/format';
import { Skeleton } from '../ui/skeleton';
import {
  callApi,
  type LedgerKind,
  type LedgerPage,
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

const TAKE = 20;

/** The cabinet's balance page: balance, top-up, promo, the 30-day chart and the ledger. */
export function BalancePanel({
  locale,
  texts,
  modelNames,
}: {
  locale: string;
  texts: BalanceTexts;
  modelNames: ModelNames;
}) {
  const [filter, setFilter] = useState<LedgerFilter>({ kind: '', month: '', page: 1 });
  const [ledger, setLedger] = useState<LedgerPage | null | 'failed'>(null);
  const [config, setConfig] = useState<PaymentsConfig | null>(null);
  const [spending, setSpending] = useState<Spending | null>(null);
  const [paymentId, setPaymentId] = useState<string | null>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      const query = new URLSearchParams({ page: String(filter.page), take: String(TAKE) });
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
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  useEffect(() => {
    setPaymentId(new URL(window.location.href).searchParams.get('payment'));
    void callApi<PaymentsConfig>('/v1/payments/config').then((res) => {
      if (res.ok) setConfig(res.data);
    });
  }, []);

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
            {fill(texts.bonusUntil, { date: formatDay(balance.bonusUntil, locale) })}
          </p>
        )}
      </section>
      {paymentId && (
        <PaymentStatus id={paymentId} locale={locale} texts={texts} onCredited={load} />
      )}
      {config && <TopUpForm config={config} locale={locale} texts={texts} />}
      <PromoForm locale={locale} texts={texts} onRedeemed={load} />
      {spending && (
        <SpendingChart spending={spending} locale={locale} texts={texts} modelNames={modelNames} />
      )}
      <LedgerTable
        modelNames={modelNames}
        ledger={ledger}
        filter={filter}
        take={TAKE}
        onFilter={setFilter}
        locale={locale}
        texts={texts}
      />
    </div>
  );
}
