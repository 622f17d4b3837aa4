'use client';

import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../../lib/call-api';
import { formatDateTime } from '../../lib/format';
import { useAccountDates } from '../../lib/format/account-dates';
import { useHydrated } from '../../lib/use-hydrated';
import { Segmented } from '../ui/segmented';
import type { AdminTexts } from './admin-texts';
import { type FeedbackItem, FeedbackList } from './feedback-list';
import { TicketAnswerForm } from './ticket-answer-form';

type Ticket = {
  id: string;
  author: string;
  subject: string;
  message: string;
  status: 'open' | 'answered' | 'closed';
  createdAt: string;
  answers: { message: string; createdAt: string }[];
};
type Filter = 'open' | 'answered' | 'closed' | 'all';

/** Support tickets by status (answer, close or reopen) and the feedback sent. */
export function SupportPanel({ locale, texts }: { locale: string; texts: AdminTexts }) {
  const dates = useAccountDates();
  const hydrated = useHydrated();
  const [filter, setFilter] = useState<Filter>('open');
  const [tickets, setTickets] = useState<Ticket[] | 'failed'>();
  const [feedback, setFeedback] = useState<FeedbackItem[]>();
  const load = useCallback(async (status: Filter) => {
    const query = status === 'all' ? '' : `?status=${status}`;
    const result = await callApi<{ tickets: Ticket[] }>(`/v1/admin/support/tickets${query}`);
    setTickets(result.ok ? result.data.tickets : 'failed');
  }, []);
  useEffect(() => {
    void load(filter);
  }, [load, filter]);
  useEffect(() => {
    void callApi<{ feedback: FeedbackItem[] }>('/v1/admin/support/feedback').then((result) => {
      if (result.ok) setFeedback(result.data.feedback);
    });
  }, []);
  const setStatus = async (ticket: Ticket, status: Ticket['status']) => {
    await callApi(`/v1/admin/support/tickets/${encodeURIComponent(ticket.id)}`, 'PATCH', {
      status,
    });
    await load(filter);
  };
  const statusText = {
    open: texts.supportOpen,
    answered: texts.supportAnswered,
    closed: texts.supportClosed,
  };
  return (
    <div className="admin-page" data-testid="admin-support" data-hydrated={hydrated}>
      <section className="admin-section">
        <h2>{texts.supportTickets}</h2>
        <Segmented
          label={texts.supportStatusFilter}
          value={filter}
          options={[
            { value: 'open', label: texts.supportOpen },
            { value: 'answered', label: texts.supportAnswered },
            { value: 'closed', label: texts.supportClosed },
            { value: 'all', label: texts.supportAll },
          ]}
          onChange={setFilter}
        />
        {tickets === undefined && <p className="muted">{texts.loading}</p>}
        {tickets === 'failed' && <p role="alert">{texts.loadFailed}</p>}
        {Array.isArray(tickets) && tickets.length === 0 && (
          <p className="muted">{texts.supportNone}</p>
        )}
        {Array.isArray(tickets) &&
          tickets.map((ticket) => (
            <article key={ticket.id} className="admin-detail" data-testid="admin-ticket">
              <h3>{ticket.subject}</h3>
              <p className="muted">
                {ticket.author} · {formatDateTime(ticket.createdAt, locale, dates)} ·{' '}
                {statusText[ticket.status]}
              </p>
              <p className="admin-message">{ticket.message}</p>
              {ticket.answers.map((answer) => (
                <div
                  key={answer.createdAt}
                  className="admin-answer"
                  data-testid="admin-ticket-reply"
                >
                  <p className="muted">
                    {texts.supportAnswered} · {formatDateTime(answer.createdAt, locale, dates)}
                  </p>
                  <p className="admin-message">{answer.message}</p>
                </div>
              ))}
              {ticket.status !== 'closed' && (
                <TicketAnswerForm
                  ticketId={ticket.id}
                  texts={texts}
                  onAnswered={() => load(filter)}
                />
              )}
              <div className="admin-actions">
                <button
                  type="button"
                  className="button button-small"
                  onClick={() =>
                    void setStatus(ticket, ticket.status === 'closed' ? 'open' : 'closed')
                  }
                  data-testid="admin-ticket-toggle"
                >
                  {ticket.status === 'closed' ? texts.supportReopen : texts.supportClose}
                </button>
              </div>
            </article>
          ))}
      </section>
      <section className="admin-section">
        <h2>{texts.supportFeedback}</h2>
        {feedback === undefined ? (
          <p className="muted">{texts.loading}</p>
        ) : (
          <FeedbackList items={feedback} locale={locale} texts={texts} />
        )}
      </section>
    </div>
  );
}
