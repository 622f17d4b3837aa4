import { describe, expect, it } from 'vitest';
import { api, json, registerUser } from '../../test/helpers';
import { moveTeamMoney } from '../../test/move-helpers';
import { joinTeam } from '../../test/team-helpers';

type Members = { members: Array<{ id: string; email: string; name: string; role: string }> };
type Team = { id: string; name: string; role: string; balanceKopecks: number; balanceRub: string };

const team = async (headers: Record<string, string>) =>
  (await (await api('/v1/entity', { headers })).json()) as Team;
const members = async (headers: Record<string, string>) =>
  (await (await api('/v1/entity/members', { headers })).json()) as Members;

describe('/v1/entity', () => {
  // The balance from D1, and from the team's object once its money moved (decision 225).
  it.each(['d1', 'object'] as const)(
    'shows the own team with its balance in kopecks and RUB (%s)',
    async (home) => {
      // A team of the previous version keeps its money in D1 until it moves (decision 227).
      const { headers, user } = await registerUser({ name: 'Olga', inD1: true });
      if (home === 'object') await moveTeamMoney(user.entityId);
      const res = await api('/v1/entity', { headers });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        id: user.entityId,
        ownerId: user.id,
        role: 'owner',
        balanceKopecks: 50000,
        balanceRub: '500.00',
      });
      expect((await members(headers)).members).toEqual([
        expect.objectContaining({ id: user.id, role: 'owner', name: 'Olga' }),
      ]);
    },
  );

  it('lets the owner rename the team', async () => {
    const { headers } = await registerUser();
    const res = await api('/v1/entity', json('PATCH', { name: 'Acme' }, headers));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Acme' });
    const empty = await api('/v1/entity', json('PATCH', { name: '  ' }, headers));
    expect(empty.status).toBe(400);
  });

  it('invites a member who then sees the team, and removes them again', async () => {
    const owner = await registerUser({ name: 'Owner' });
    const guest = await registerUser({ name: 'Guest' });
    await joinTeam(owner, guest, guest.email.toUpperCase());
    expect((await members(owner.headers)).members.map((m) => [m.id, m.role])).toEqual([
      [owner.user.id, 'owner'],
      [guest.user.id, 'member'],
    ]);
    expect(await team(guest.headers)).toMatchObject({ id: owner.user.entityId, role: 'member' });
    expect((await members(guest.headers)).members).toHaveLength(2);
    const again = await api(
      '/v1/entity/members',
      json('POST', { email: guest.email }, owner.headers),
    );
    expect(again.status).toBe(409);

    // A member cannot rename, invite or remove others.
    expect((await api('/v1/entity', json('PATCH', { name: 'Mine' }, guest.headers))).status).toBe(
      403,
    );
    const stranger = await registerUser();
    const byMember = await api(
      '/v1/entity/members',
      json('POST', { email: stranger.email }, guest.headers),
    );
    expect(byMember.status).toBe(403);

    const removed = await api(`/v1/entity/members/${guest.user.id}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as Members).members).toHaveLength(1);
    // Back in their own team; the owner's team is out of reach.
    expect(await team(guest.headers)).toMatchObject({ id: guest.user.entityId, role: 'owner' });
    expect((await members(guest.headers)).members.map((m) => m.id)).toEqual([guest.user.id]);
  });

  it('never shows or touches another team', async () => {
    const alice = await registerUser();
    const bob = await registerUser();
    const bobTeam = await team(bob.headers);
    expect(bobTeam.id).not.toBe(alice.user.entityId);
    expect((await members(bob.headers)).members.map((m) => m.id)).not.toContain(alice.user.id);
    const remove = await api(`/v1/entity/members/${alice.user.id}`, {
      method: 'DELETE',
      headers: bob.headers,
    });
    expect(remove.status).toBe(404);
    const outsider = await registerUser();
    const removeOutsider = await api(`/v1/entity/members/${outsider.user.id}`, {
      method: 'DELETE',
      headers: alice.headers,
    });
    expect(removeOutsider.status).toBe(404);
    expect((await api('/v1/entity', { headers: {} })).status).toBe(401);
  });

  it('lets a member leave and the owner cannot be removed', async () => {
    const owner = await registerUser();
    const guest = await registerUser();
    await joinTeam(owner, guest);
    const self = await api(`/v1/entity/members/${owner.user.id}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(self.status).toBe(400);
    const leave = await api(`/v1/entity/members/${guest.user.id}`, {
      method: 'DELETE',
      headers: guest.headers,
    });
    expect(leave.status).toBe(200);
    expect((await members(owner.headers)).members).toHaveLength(1);
  });

  it('never tells whether an invited email has an account', async () => {
    const { headers } = await registerUser();
    const res = await api(
      '/v1/entity/members',
      json('POST', { email: 'ghost@example.com' }, headers),
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'invited', email: 'ghost@example.com' });
  });
});
