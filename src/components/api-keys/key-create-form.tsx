'use client';

import { type FormEvent, useId, useState } from 'react';
import { callApi } from '../../lib/call-api';
import { kopecksFromRubInput } from '../../lib/format';
import {
  asksSecondFactor,
  SecondFactorField,
  secondFactorOf,
} from '../two-factor/second-factor-field';
import type { ApiKeysTexts } from './api-keys-texts';

type Props = { texts: ApiKeysTexts; onCreated: (key: string) => Promise<void> };

/** Name and optional monthly cap in whole roubles; the created key goes to `onCreated` once. */
export function KeyCreateForm({ texts, onCreated }: Props) {
  const id = useId();
  const [name, setName] = useState('');
  const [cap, setCap] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // Set once the api asks for the second factor: the form shows its field from then on.
  const [askCode, setAskCode] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const capKopecks = cap.trim() ? kopecksFromRubInput(cap) : undefined;
    if (capKopecks === null || capKopecks === 0) {
      setError(texts.capInvalid);
      return;
    }
    setBusy(true);
    setError(undefined);
    const result = await callApi<{ key: string }>('/v1/api-keys', 'POST', {
      name,
      ...(capKopecks ? { monthlyCapKopecks: capKopecks } : {}),
      ...secondFactorOf(new FormData(form)),
    });
    if (result.ok) {
      setName('');
      setCap('');
      setAskCode(false);
      await onCreated(result.data.key);
    } else {
      if (asksSecondFactor(result)) setAskCode(true);
      setError(result.message ?? texts.failed);
    }
    setBusy(false);
  };
  return (
    <section className="api-keys-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.createTitle}</h2>
      <form className="api-keys-form" onSubmit={submit} data-testid="api-key-form">
        <div className="field">
          <label htmlFor={`${id}-name`}>{texts.name}</label>
          <input
            id={`${id}-name`}
            required
            maxLength={60}
            autoComplete="off"
            value={name}
            aria-describedby={`${id}-name-hint`}
            onChange={(event) => setName(event.target.value)}
            data-testid="api-key-name"
          />
          <p id={`${id}-name-hint`} className="field-hint">
            {texts.nameHint}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-cap`}>{texts.cap}</label>
          <input
            id={`${id}-cap`}
            inputMode="numeric"
            autoComplete="off"
            value={cap}
            aria-describedby={`${id}-cap-hint`}
            aria-invalid={error === texts.capInvalid ? true : undefined}
            onChange={(event) => setCap(event.target.value)}
            data-testid="api-key-cap"
          />
          <p id={`${id}-cap-hint`} className="field-hint">
            {texts.capHint}
          </p>
        </div>
        {askCode && (
          <div className="field">
            <SecondFactorField
              id="api-key-second-factor"
              label={texts.secondFactor}
              passkeyLabel={texts.passkeyInstead}
            />
          </div>
        )}
        <button
          type="submit"
          className="button button-primary"
          disabled={busy}
          data-testid="api-key-create"
        >
          {texts.create}
        </button>
      </form>
      {error && (
        <p role="alert" className="form-error" data-testid="api-key-error">
          {error}
        </p>
      )}
    </section>
  );
}
