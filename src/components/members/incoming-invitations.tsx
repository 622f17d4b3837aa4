import { fill, formatDay } from '../../lib/format';
import { useAccountDates } from '../../lib/format/account-dates';

('use client');

import { callApi, type Incoming } from './members-api';
import type { MembersTexts } from './members-texts';
import { useChange } from './use-members';

type Props = {
  incoming: Incoming[];
  emailConfirmed: boolean;
  locale: string;
  texts: MembersTexts;
  reload: () => Promise<void>;
};

/** Invitations addressed to me: accept (joins and switches to that team) or decline. */
export function IncomingInvitations({ incoming, emailConfirmed, locale, texts, reload }: Props) {
  const dates = useAccountDates();
  const { busy, error, run } = useChange(reload, texts.failed);
  if (emailConfirmed && incoming.length === 0) return null;
  return (
    <section className="members-section" aria-labelledby="members-incoming" data-testid="incoming">
      <h2 id="members-incoming">{texts.incomingTitle}</h2>
      {!emailConfirmed && <p className="muted">{texts.confirmFirst}</p>}
      <ul className="members-list">
        {incoming.map((invitation) => (
          <li
            key={invitation.id}
            id={`invitation-${invitation.id}`}
            className="members-row"
            data-testid="incoming-row"
          >
            <span className="members-who">
              <span>{invitationLine(invitation, texts)}</span>
              <span className="muted">
                {fill(texts.expires, { date: formatDay(invitation.expiresAt, locale, dates) })}
              </span>
            </span>
            <span className="members-actions">
              <button
                type="button"
                className="button button-primary"
                disabled={busy}
                onClick={() =>
                  run(() => callApi(`/v1/entity/invitations/${invitation.id}/accept`, 'POST'))
                }
                data-testid="incoming-accept"
              >
                {texts.accept}
              </button>
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() =>
                  run(() => callApi(`/v1/entity/invitations/${invitation.id}/decline`, 'POST'))
                }
                data-testid="incoming-decline"
              >
                {texts.decline}
              </button>
            </span>
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

/**
 * Who invites to which team; a team still named after its owner (the default) is not named twice
 * ("«Анна Смирнова» от Анна Смирнова" reads as a stutter): "Анна Смирнова приглашает вас…".
 */
function invitationLine(
  invitation: { team: { name: string }; inviter: { name: string | null; email: string } },
  texts: { incomingFrom: string; incomingFromPerson: string },
) {
  const inviter = invitation.inviter.name || invitation.inviter.email;
  return invitation.team.name.trim() === inviter.trim()
    ? fill(texts.incomingFromPerson, { inviter })
    : fill(texts.incomingFrom, { team: invitation.team.name, inviter });
}
