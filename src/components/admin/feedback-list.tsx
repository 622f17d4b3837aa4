'use client';

import { formatDateTime } from '../../lib/format';
import { useAccountDates } from '../../lib/format/account-dates';
import type { AdminTexts } from './admin-texts';

export type FeedbackItem = {
  id: string;
  rating: number;
  message: string;
  email: string | null;
  createdAt: string;
};

/** The feedback people sent from /feedback, newest first. */
export function FeedbackList({
  items,
  locale,
  texts,
}: {
  items: FeedbackItem[];
  locale: string;
  texts: AdminTexts;
}) {
  const dates = useAccountDates();
  if (items.length === 0) return <p className="muted">{texts.supportNone}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="data-table" data-testid="admin-feedback">
        <thead>
          <tr>
            <th scope="col">{texts.colWhen}</th>
            <th scope="col">{texts.supportRating}</th>
            <th scope="col">{texts.supportMessage}</th>
            <th scope="col">{texts.colUser}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>{formatDateTime(item.createdAt, locale, dates)}</td>
              <td className="data-table-number">{item.rating} / 5</td>
              <td className="admin-message">{item.message}</td>
              <td>{item.email ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
