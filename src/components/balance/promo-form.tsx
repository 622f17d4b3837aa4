'use client';

import { type FormEvent, useRef, useState } from 'react';
import { fill, formatRub } from '../../lib/format';
import { useKeepTyped } from '../../lib/typed-before-hydration';
import { callApi } from './balance-api';
import type { BalanceTexts } from './balance-texts';

type Offer = {
  name: string;
  days: number;
  bonusKopecks: number;
  valid: boolean;
  usedByYou?: boolean;
};
type Props = { locale: string; texts: BalanceTexts; onRedeemed: () => unknown };

/** A promo code: check what it gives, then apply it to the team. */
export function PromoForm({ locale, texts, onRedeemed }: Props) {
  const [code, setCode] = useState('');
  const codeField = useRef<HTMLInputElement>(null);
  useKeepTyped(codeField, setCode);
  const [offer, setOffer] = useState<Offer | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const check = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOffer(null);
    setMessage(null);
    const res = await callApi<Offer>(
      `/v2/user/promocodes/promo-days?name=${encodeURIComponent(code.trim())}`,
    );
    setBusy(false);
    if (res.ok) setOffer(res.data);
    else setMessage({ text: res.message ?? texts.failed, error: true });
  };
  const redeem = async () => {
    if (!offer) return;
    setBusy(true);
    const res = await callApi('/v2/user/promocodes/redeem', 'POST', { name: offer.name });
    setBusy(false);
    setOffer(null);
    if (!res.ok) return setMessage({ text: res.message ?? texts.failed, error: true });
    setMessage({ text: texts.promoDone, error: false });
    setCode('');
    void onRedeemed();
  };
  return (
    <section className="balance-section" aria-labelledby="balance-promo">
      <h2 id="balance-promo">{texts.promoTitle}</h2>
      <form className="balance-promo" onSubmit={check}>
        <label>
          {texts.promoLabel}
          <input
            className="input"
            ref={codeField}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            maxLength={64}
            required
            data-testid="promo-code"
          />
        </label>
        <button type="submit" className="button" disabled={busy || !code.trim()}>
          {texts.promoCheck}
        </button>
      </form>
      {offer && (
        <p data-testid="promo-offer">
          {fill(texts.promoOffer, {
            name: offer.name,
            days: offer.days,
            amount: formatRub(offer.bonusKopecks, locale),
          })}{' '}
          {offer.usedByYou || !offer.valid ? (
            <span className="muted" data-testid="promo-unavailable">
              {offer.usedByYou ? texts.promoUsed : texts.promoExpired}
            </span>
          ) : (
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={redeem}
              data-testid="promo-redeem"
            >
              {texts.promoRedeem}
            </button>
          )}
        </p>
      )}
      {message && (
        <p role={message.error ? 'alert' : 'status'} data-testid="promo-message">
          {message.text}
        </p>
      )}
    </section>
  );
}
