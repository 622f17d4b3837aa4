'use client';

import { IncomingInvitations } from './incoming-invitations';
import { InviteForm } from './invite-form';
import type { MembersTexts } from './members-texts';
import { PendingInvitations } from './pending-invitations';
import { TeamMembers } from './team-members';
import { TeamSwitch } from './team-switch';
import { useMembers } from './use-members';

/** The cabinet's members page: invitations to me, my teams, the team's members and invitations. */
export function MembersPanel({ locale, texts }: { locale: string; texts: MembersTexts }) {
  const { state, reload } = useMembers();
  if (state.status === 'loading') {
    return (
      <p className="muted" role="status">
        {texts.loading}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert" className="members-failed">
        <p>{texts.loadFailed}</p>
        <button type="button" className="button" onClick={() => reload()}>
          {texts.retry}
        </button>
      </div>
    );
  }
  const { data } = state;
  const isOwner = data.team.role === 'owner';
  return (
    <div className="members-page" data-testid="members-panel">
      <IncomingInvitations
        incoming={data.incoming}
        emailConfirmed={data.emailConfirmed}
        locale={locale}
        texts={texts}
        reload={reload}
      />
      <TeamMembers data={data} locale={locale} texts={texts} reload={reload} />
      {isOwner && <InviteForm texts={texts} reload={reload} />}
      {isOwner && (
        <PendingInvitations
          pending={data.pending ?? []}
          locale={locale}
          texts={texts}
          reload={reload}
        />
      )}
      <TeamSwitch data={data} texts={texts} reload={reload} />
    </div>
  );
}
