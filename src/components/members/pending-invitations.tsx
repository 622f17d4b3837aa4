'use client';

import { fill, formatDay } from '../../lib/format';
import { useAccountDates } from '../../lib/format/account-dates';
import { Ban, RotateCw } from '../ui/icons';
import { callApi, type Pending } from './members-api';
import type { MembersTexts } from './members-texts';
import { useChange } from './use-members';

type Props = {
  pending: Pending[];
  locale: string;
  texts: MembersTexts;
  reload: () => Promise<void>;
};

/** The team's invitations nobody has answered yet; the owner may withdraw each. */
export function PendingInvitations({ pending, locale, texts, reload }: Props) {
  const dates = useAccountDates();
  const { busy, error, run } = useChange(reload, texts.failed);
  return (
    <section className="members-section" aria-labelledby="members-pending">
      <h2 id="members-pending">{texts.pendingTitle}</h2>
      {pending.length === 0 && <p className="muted">{texts.pendingNone}</p>}
      <ul className="members-list" data-testid="pending-list">
        {pending.map((invitation) => (
          <li key={invitation.id} className="members-row" data-testid="pending-row">
            <span className="members-who">
              <span>{invitation.email}</span>
              <span className="muted">
                {fill(texts.expires, { date: formatDay(invitation.expiresAt, locale, dates) })}
              </span>
            </span>
            <button
              type="button"
              className="button"
              disabled={busy}
              aria-label={fill(texts.revokeLabel, { email: invitation.email })}
              onClick={() =>
                run(() => callApi(`/v1/entity/invitations/${invitation.id}`, 'DELETE'))
              }
              data-testid="pending-revoke"
            >
              <Ban size={16} aria-hidden />
              {texts.revoke}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              aria-label={fill(texts.resendLabel, { email: invitation.email })}
              onClick={() =>
                run(() => callApi(`/v1/entity/invitations/${invitation.id}/resend`, 'POST'))
              }
              data-testid="pending-resend"
            >
              <RotateCw size={16} aria-hidden />
              {texts.resend}
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </section>
  );
}
