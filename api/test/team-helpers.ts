import { api, json, type RegisteredUser } from './helpers';

/**
 * Brings `guest` into `owner`'s team the only way there is: the owner invites, the guest (whose email
 * `registerUser` confirmed) accepts. The team becomes the guest's current team.
 *
 * @example await joinTeam(owner, mate); // mate now acts for owner's team
 */
export async function joinTeam(owner: RegisteredUser, guest: RegisteredUser, email = guest.email) {
  const invite = await api('/v1/entity/members', json('POST', { email }, owner.headers));
  if (invite.status !== 202) throw new Error(`invite failed: ${invite.status}`);
  const list = await api('/v1/entity/invitations', { headers: guest.headers });
  const { invitations } = (await list.json()) as {
    invitations: Array<{ id: string; team: { id: string } }>;
  };
  const invitation = invitations.find((i) => i.team.id === owner.user.entityId);
  if (!invitation) throw new Error('no invitation listed for the guest');
  const accept = await api(`/v1/entity/invitations/${invitation.id}/accept`, {
    method: 'POST',
    headers: guest.headers,
  });
  if (accept.status !== 200) throw new Error(`accept failed: ${accept.status}`);
}
