'use client';

import { type FormEvent, useRef, useState } from 'react';
import { fill, formatRub, kopecksFromRubInput } from '../../lib/format';
import { useKeepTyped } from '../../lib/typed-before-hydration';
import { useHydrated } from '../../lib/use-hydrated';
import { callApi, type PaymentsConfig } from './balance-api';
import type { BalanceTexts } from './balance-texts';

type Props = { config: PaymentsConfig; locale: string; texts: BalanceTexts };

/** Preset amounts or a typed one (whole rubles, limits shown); sends the browser to YooKassa. */
export function TopUpForm({ config, locale, texts }: Props) {
  const [amount, setAmount] = useState(String((config.presetsKopecks[0] ?? 0) / 100));
  const [error, setError] = useState('');
  const amountField = useRef<HTMLInputElement>(null);
  useKeepTyped(amountField, setAmount);
  const [busy, setBusy] = useState(false);
  // The form comes with the page: it sends once the page is live (a plain submit would reload).
  const hydrated = useHydrated();
  const limits = {
    min: formatRub(config.minKopecks, locale),
    max: formatRub(config.maxKopecks, locale),
  };
  if (!config.enabled) {
    return (
      <section className="balance-section" aria-labelledby="balance-topup">
        <h2 id="balance-topup">{texts.topUpTitle}</h2>
        <p className="muted" data-testid="topup-off">
          {texts.topUpOff}
        </p>
      </section>
    );
  }
  const kopecks = kopecksFromRubInput(amount);
  const valid = kopecks !== null && kopecks >= config.minKopecks && kopecks <= config.maxKopecks;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return setError(fill(texts.topUpInvalid, limits));
    setBusy(true);
    setError('');
    const res = await callApi<{ confirmationUrl: string }>('/v1/payments', 'POST', {
      amountKopecks: kopecks,
    });
    if (res.ok) return window.location.assign(res.data.confirmationUrl);
    setBusy(false);
    setError(res.ok ? '' : (res.message ?? texts.failed));
  };
  return (
    <section className="balance-section" aria-labelledby="balance-topup">
      <h2 id="balance-topup">{texts.topUpTitle}</h2>
      <form className="balance-topup" onSubmit={submit} noValidate>
        <div className="balance-presets">
          {config.presetsKopecks.map((preset) => (
            <button
              key={preset}
              type="button"
              className="button"
              aria-pressed={kopecks === preset}
              onClick={() => setAmount(String(preset / 100))}
            >
              {formatRub(preset, locale)}
            </button>
          ))}
        </div>
        <label>
          {texts.topUpAmount}
          <input
            className="input"
            inputMode="numeric"
            ref={amountField}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-describedby="balance-topup-limits"
            aria-invalid={!valid}
            data-testid="topup-amount"
          />
        </label>
        <p id="balance-topup-limits" className="muted">
          {fill(texts.topUpLimits, limits)}
        </p>
        <button
          type="submit"
          className="button primary"
          disabled={busy || !hydrated}
          data-testid="topup-submit"
        >
          {fill(texts.topUpSubmit, { amount: valid ? formatRub(kopecks, locale) : '' })}
        </button>
        {error && <p role="alert">{error}</p>}
      </form>
    </section>
  );
}
