'use client';

import { useEffect, useState } from 'react';
import { trackPurchase } from '../../lib/analytics';
import { fill, formatRub } from '../../lib/format';
import { callApi, type Payment } from './balance-api';
import type { BalanceTexts } from './balance-texts';

type Props = { id: string; locale: string; texts: BalanceTexts; onCredited: () => unknown };

/** First wait, growth and cap of the polling backoff, and when to give up (ms). */
const FIRST_MS = 500;
const GROWTH = 1.6;
const MAX_MS = 5_000;
const GIVE_UP_MS = 10 * 60_000;

/**
 * The return page of a top-up (`?payment={id}`): polls our view of the payment with backoff
 * until YooKassa's notification has credited it (or it was canceled), then reloads the balance.
 */
export function PaymentStatus({ id, locale, texts, onCredited }: Props) {
  const [payment, setPayment] = useState<Payment | null | 'missing'>(null);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const poll = async (wait: number) => {
      const res = await callApi<Payment>(`/v1/payments/${encodeURIComponent(id)}`);
      if (stopped) return;
      if (!res.ok && res.status === 404) return setPayment('missing');
      if (res.ok) setPayment(res.data);
      if (res.ok && res.data.status === 'succeeded') {
        // A successful top-up is an e-commerce purchase in RUB for analytics (when it is on).
        trackPurchase({ id: res.data.id, amountKopecks: res.data.amountKopecks });
        return void onCredited();
      }
      if (res.ok && res.data.status === 'canceled') return;
      if (Date.now() - started > GIVE_UP_MS) return;
      timer = setTimeout(() => void poll(Math.min(wait * GROWTH, MAX_MS)), wait);
    };
    void poll(FIRST_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, onCredited]);

  let text: string = texts.paymentPending;
  if (payment === 'missing') text = texts.paymentUnknown;
  else if (payment?.status === 'succeeded')
    text = fill(texts.paymentCredited, { amount: formatRub(payment.amountKopecks, locale) });
  else if (payment?.status === 'canceled') text = texts.paymentCanceled;
  return (
    <p
      className="balance-payment"
      role="status"
      data-testid="payment-status"
      data-status={payment === 'missing' ? 'missing' : (payment?.status ?? 'pending')}
    >
      {text}
    </p>
  );
}
