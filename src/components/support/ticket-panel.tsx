'use client';

import { type FormEvent, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales';
import { formatDateTime } from '../../lib/format';
import { useAccountDates } from '../../lib/format/account-dates';
import { sendForm } from '../../lib/send-form';
import { useHydrated } from '../../lib/use-hydrated';
import { fieldErrors } from '../forms/field-errors';
import { FileDrop } from '../ui/file-drop';
import type { Ticket, TicketLabels } from './support-labels';

const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
type Field = 'subject' | 'message' | 'attachment';

/**
 * The ticket form (subject, message, optional image or PDF) and the list of my tickets with
 * their status. A sent ticket joins the top of the list; a refused one keeps what was typed.
 */
export function TicketPanel({
  labels,
  initialTickets,
  locale,
}: {
  labels: TicketLabels;
  initialTickets: Ticket[];
  locale: Locale;
}) {
  const dates = useAccountDates();
  const hydrated = useHydrated();
  const [tickets, setTickets] = useState(initialTickets);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const date = { format: (iso: string | Date) => formatDateTime(iso, locale, dates) };

  const focusField = (field: Field) =>
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const found: Partial<Record<Field, string>> = {};
    if (!String(data.get('subject') ?? '').trim()) found.subject = labels.required;
    if (!String(data.get('message') ?? '').trim()) found.message = labels.required;
    const file = data.get('attachment');
    if (file instanceof File && file.size > ATTACHMENT_MAX_BYTES)
      found.attachment = labels.attachmentTooLarge;
    setErrors(found);
    setFormError(null);
    setNotice('');
    const first = (['subject', 'message', 'attachment'] as const).find((field) => found[field]);
    if (first) return focusField(first);
    setSending(true);
    const sent = await sendForm<Ticket>('/api/v1/support/tickets', data);
    setSending(false);
    if (sent.ok) {
      setTickets((current) => [sent.body, ...current]);
      form.reset();
      setNotice(labels.sent);
      return;
    }
    const field = sent.field as Field | undefined;
    if (field && ['subject', 'message', 'attachment'].includes(field) && sent.message) {
      setErrors({ [field]: sent.message });
      return focusField(field);
    }
    setFormError(sent.message ?? labels.failed);
  };

  const { describedBy, errorOf } = fieldErrors<Field>('ticket', errors);

  return (
    <>
      <form
        ref={formRef}
        className="support-form page-form"
        onSubmit={submit}
        noValidate
        data-testid="ticket-form"
        data-hydrated={hydrated}
      >
        <div className="field">
          <label htmlFor="ticket-subject">{labels.subject}</label>
          <input
            id="ticket-subject"
            name="subject"
            type="text"
            maxLength={200}
            required
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describedBy('subject')}
            data-testid="ticket-subject"
          />
          {errorOf('subject')}
        </div>
        <div className="field">
          <label htmlFor="ticket-message">{labels.message}</label>
          <textarea
            id="ticket-message"
            name="message"
            rows={6}
            maxLength={10000}
            required
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('message')}
            data-testid="ticket-message"
          />
          {errorOf('message')}
        </div>
        <div className="field">
          <FileDrop
            title={labels.attachment}
            name="attachment"
            accept="image/png,image/jpeg,image/webp,image/gif,application/pdf"
            inputProps={{
              id: 'ticket-attachment',
              'aria-invalid': errors.attachment ? true : undefined,
              'aria-describedby': describedBy('attachment'),
            }}
            testId="ticket-attachment"
          />
          {errorOf('attachment')}
        </div>
        {formError && (
          <p className="form-error" role="alert" data-testid="ticket-error">
            {formError}
          </p>
        )}
        <button
          type="submit"
          className="button button-primary"
          disabled={!hydrated || sending}
          aria-busy={sending}
          data-testid="ticket-submit"
        >
          {sending ? labels.sending : labels.submit}
        </button>
        <p role="status" className="support-notice" data-testid="ticket-sent">
          {notice}
        </p>
      </form>
      <h2 id="support-tickets">{labels.tickets}</h2>
      {tickets.length === 0 ? (
        <p className="muted" data-testid="tickets-empty">
          {labels.empty}
        </p>
      ) : (
        <ul className="ticket-list" aria-labelledby="support-tickets" data-testid="tickets">
          {tickets.map((ticket) => (
            <li key={ticket.id} data-testid="ticket">
              <span className="ticket-subject">{ticket.subject}</span>
              <span
                className={`ticket-status ticket-status-${ticket.status}`}
                data-testid="ticket-status"
              >
                {labels.status[ticket.status]}
              </span>
              <time className="muted" dateTime={ticket.createdAt}>
                {date.format(new Date(ticket.createdAt))}
              </time>
              {ticket.attachment && (
                <a
                  href={ticket.attachment}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-link"
                >
                  {labels.attachmentLink}
                </a>
              )}
              {ticket.answers?.map((answer) => (
                <div key={answer.createdAt} className="ticket-answer" data-testid="ticket-answer">
                  <p className="muted ticket-answer-meta">
                    {labels.answer} ·{' '}
                    <time dateTime={answer.createdAt}>
                      {date.format(new Date(answer.createdAt))}
                    </time>
                  </p>
                  <p className="ticket-answer-text">{answer.message}</p>
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
