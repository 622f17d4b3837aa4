'use client';

import { type FormEvent, useId, useState } from 'react';
import { kopecksFromRubDecimal } from '../../lib/admin/rub-input';
import { callApi } from '../../lib/call-api';
import { fill, formatRub } from '../../lib/format';
import { ActionsModal } from '../ui/actions-modal';
import { Segmented } from '../ui/segmented';
import type { AdminTeam } from './admin-api';
import type { AdminTexts } from './admin-texts';

type Props = {
  team: AdminTeam;
  locale: string;
  texts: AdminTexts;
  onApplied: (message: string) => Promise<void>;
};

/**
 * Credit or debit a team with a required reason, confirmed first. One idempotency key per
 * filled-in form: a second click or a retried request cannot apply it twice.
 */
export function AdjustmentForm({ team, locale, texts, onApplied }: Props) {
  const id = useId();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const kopecks = kopecksFromRubDecimal(amount);
    if (kopecks === null) return setError(texts.amountInvalid);
    setError(undefined);
    setConfirming(direction === 'credit' ? kopecks : -kopecks);
  };
  const apply = async (amountKopecks: number) => {
    setConfirming(undefined);
    setBusy(true);
    const result = await callApi<{ balanceKopecks: number }>(
      `/v1/admin/entities/${encodeURIComponent(team.id)}/adjustments`,
      'POST',
      { amountKopecks, reason },
      undefined,
      { 'Idempotency-Key': key },
    );
    setBusy(false);
    if (!result.ok) return setError(result.message ?? texts.failed);
    setAmount('');
    setReason('');
    setKey(crypto.randomUUID());
    await onApplied(
      fill(texts.adjusted, { balance: formatRub(result.data.balanceKopecks, locale) }),
    );
  };
  const directionLabel = direction === 'credit' ? texts.credit : texts.debit;
  return (
    <section className="admin-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{texts.adjustTitle}</h3>
      <form className="admin-form" onSubmit={submit} data-testid="admin-adjust-form">
        <Segmented
          label={texts.adjustDirection}
          value={direction}
          options={[
            { value: 'credit', label: texts.credit },
            { value: 'debit', label: texts.debit },
          ]}
          onChange={setDirection}
          testId="admin-adjust-direction"
        />
        <div className="field">
          <label htmlFor={`${id}-amount`}>{texts.amountRub}</label>
          <input
            className="input"
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            required
            value={amount}
            aria-describedby={`${id}-amount-hint`}
            aria-invalid={error === texts.amountInvalid ? true : undefined}
            onChange={(event) => setAmount(event.target.value)}
            data-testid="admin-adjust-amount"
          />
          <p id={`${id}-amount-hint`} className="field-hint">
            {texts.amountHint}
          </p>
        </div>
        <div className="field admin-field-wide">
          <label htmlFor={`${id}-reason`}>{texts.reason}</label>
          <input
            className="input"
            id={`${id}-reason`}
            required
            minLength={3}
            maxLength={500}
            value={reason}
            aria-describedby={`${id}-reason-hint`}
            onChange={(event) => setReason(event.target.value)}
            data-testid="admin-adjust-reason"
          />
          <p id={`${id}-reason-hint`} className="field-hint">
            {texts.reasonHint}
          </p>
        </div>
        <button
          type="submit"
          className="button button-primary"
          disabled={busy}
          data-testid="admin-adjust-submit"
        >
          {texts.adjustApply}
        </button>
      </form>
      {error && (
        <p role="alert" className="form-error" data-testid="admin-adjust-error">
          {error}
        </p>
      )}
      <ActionsModal
        open={confirming !== undefined}
        title={
          confirming === undefined
            ? ''
            : fill(texts.adjustConfirm, {
                direction: directionLabel,
                amount: formatRub(Math.abs(confirming), locale),
                team: team.name,
              })
        }
        closeLabel={texts.cancel}
        testId="admin-adjust-confirm"
        onClose={() => setConfirming(undefined)}
        actions={[
          {
            id: 'confirm',
            label: texts.adjustApply,
            danger: confirming !== undefined && confirming < 0,
            onSelect: () => {
              if (confirming !== undefined) void apply(confirming);
            },
          },
          { id: 'cancel', label: texts.cancel, onSelect: () => setConfirming(undefined) },
        ]}
      />
    </section>
  );
}
