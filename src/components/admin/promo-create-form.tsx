'use client';

import { type FormEvent, useId, useState } from 'react';
import { wholeNumberInput } from '../../lib/admin/rub-input';
import { callApi } from '../../lib/call-api';
import type { AdminTexts } from './admin-texts';

type Props = { texts: AdminTexts; onCreated: (code: string) => Promise<void> };

const fields = ['code', 'amount', 'days', 'max', 'expires'] as const;
type Field = (typeof fields)[number];

/** A new promo code: its bonus in whole roubles, bonus days, a redemption limit and an end date. */
export function PromoCreateForm({ texts, onCreated }: Props) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    code: '',
    amount: '',
    days: '0',
    max: '',
    expires: '',
  });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rub = wholeNumberInput(values.amount) ?? 0;
    const days = wholeNumberInput(values.days) ?? 0;
    const max = wholeNumberInput(values.max);
    if (rub === null || days === null || max === null || max === 0) {
      return setError(texts.invalidNumber);
    }
    setBusy(true);
    setError(undefined);
    const result = await callApi<{ code: string }>('/v1/admin/promocodes', 'POST', {
      code: values.code.trim(),
      amountKopecks: rub * 100,
      days,
      maxRedemptions: max ?? null,
      expiresAt: values.expires ? new Date(`${values.expires}T23:59:59`).toISOString() : null,
    });
    setBusy(false);
    if (!result.ok) return setError(result.message ?? texts.failed);
    setValues({ code: '', amount: '', days: '0', max: '', expires: '' });
    await onCreated(result.data.code);
  };
  const labels: Record<Field, string> = {
    code: texts.promoCode,
    amount: texts.promoAmount,
    days: texts.promoDays,
    max: texts.promoMax,
    expires: texts.promoExpires,
  };
  const hints: Partial<Record<Field, string>> = {
    max: texts.promoMaxHint,
    expires: texts.promoExpiresHint,
  };
  return (
    <section className="admin-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.promoCreate}</h2>
      <form className="admin-form" onSubmit={submit} data-testid="admin-promo-form">
        {fields.map((field) => (
          <div className="field" key={field}>
            <label htmlFor={`${id}-${field}`}>{labels[field]}</label>
            <input
              className={field === 'expires' ? 'input date-field' : 'input'}
              id={`${id}-${field}`}
              type={field === 'expires' ? 'date' : 'text'}
              inputMode={field === 'code' || field === 'expires' ? undefined : 'numeric'}
              required={field === 'code'}
              pattern={field === 'code' ? '[A-Za-z0-9_\\-]{3,40}' : undefined}
              autoComplete="off"
              value={values[field]}
              aria-describedby={hints[field] ? `${id}-${field}-hint` : undefined}
              onChange={set(field)}
              data-testid={`admin-promo-${field}`}
            />
            {hints[field] && (
              <p id={`${id}-${field}-hint`} className="field-hint">
                {hints[field]}
              </p>
            )}
          </div>
        ))}
        <button
          type="submit"
          className="button button-primary"
          disabled={busy}
          data-testid="admin-promo-create"
        >
          {texts.save}
        </button>
      </form>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </section>
  );
}
