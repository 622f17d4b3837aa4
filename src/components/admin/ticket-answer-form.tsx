'use client';

import { type FormEvent, useId, useState } from 'react';
import { callApi } from '../../lib/call-api';
import type { AdminTexts } from './admin-texts';

type Props = { ticketId: string; texts: AdminTexts; onAnswered: () => Promise<void> };

/** An operator's answer to a ticket: stored, shown to its author and mailed to them. */
export function TicketAnswerForm({ ticketId, texts, onAnswered }: Props) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setError(texts.supportAnswerRequired);
    setBusy(true);
    setError(undefined);
    const result = await callApi(
      `/v1/admin/support/tickets/${encodeURIComponent(ticketId)}/answers`,
      'POST',
      { message },
    );
    setBusy(false);
    if (!result.ok) return setError(result.message ?? texts.failed);
    setMessage('');
    await onAnswered();
  };
  return (
    <form className="admin-form" onSubmit={submit} data-testid="admin-ticket-answer-form">
      <div className="field">
        <label htmlFor={`${id}-answer`}>{texts.supportAnswer}</label>
        <textarea
          className="input"
          id={`${id}-answer`}
          rows={3}
          maxLength={10000}
          value={message}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => setMessage(event.target.value)}
          data-testid="admin-ticket-answer"
        />
        <p id={`${id}-hint`} className="field-hint">
          {texts.supportAnswerHint}
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="form-error">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="button button-small button-primary"
        disabled={busy}
        aria-busy={busy}
        data-testid="admin-ticket-answer-send"
      >
        {texts.supportAnswerSend}
      </button>
    </form>
  );
}
