import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, mailedCode, type RegisteredUser, registerUser } from '../../test/helpers';
import { createApp } from '../app';

type Headers = Record<string, string>;
type Incoming = { invitations: Array<{ id: string; team: { id: string; name: string } }> };
type Members = { members: Array<{ id: string }>; pending?: Array<{ id: string; email: string }> };

const invite = (email: string, headers: Headers) =>
  api('/v1/entity/members', json('POST', { email }, headers));
const incoming = async (headers: Headers) =>
  (await (await api('/v1/entity/invitations', { headers })).json()) as Incoming;
const act = (id: string, action: 'accept' | 'decline', headers: Headers) =>
  api(`/v1/entity/invitations/${id}/${action}`, { method: 'POST', headers });
const currentTeam = async (headers: Headers) =>
  ((await (await api('/v1/entity', { headers })).json()) as { id: string }).id;
const members = async (headers: Headers) =>
  (await (await api('/v1/entity/members', { headers })).json()) as Members;
const teamOf = (userId: string) =>
  env.DB.prepare('SELECT entity_id FROM users WHERE id = ?1')
    .bind(userId)
    .first<string>('entity_id');

/** An owner and a confirmed invitee holding one pending invitation; returns its id. */
async function invited() {
  const owner = await registerUser({ name: 'Owner' });
  const guest = await registerUser({ name: 'Guest' });
  expect((await invite(guest.email, owner.headers)).status).toBe(202);
  const [invitation] = (await incoming(guest.headers)).invitations;
  if (!invitation) throw new Error('no invitation');
  return { owner, guest, id: invitation.id };
}

describe('team invitations', () => {
  it('answers the same 202 for a registered and an unknown email, and changes nobody', async () => {
    const owner = await registerUser();
    const guest = await registerUser();
    const known = await invite(guest.email, owner.headers);
    const unknownEmail = `nobody-${crypto.randomUUID()}@example.com`;
    const unknown = await invite(unknownEmail, owner.headers);
    expect([known.status, unknown.status]).toEqual([202, 202]);
    const bodies = [await known.json(), await unknown.json()] as Array<{ email: string }>;
    expect({ ...bodies[0], email: '' }).toEqual({ ...bodies[1], email: '' });
    expect(await currentTeam(guest.headers)).toBe(guest.user.entityId);
    expect(await teamOf(guest.user.id)).toBe(guest.user.entityId);
    expect((await members(owner.headers)).members).toHaveLength(1);
    const pending = (await members(owner.headers)).pending?.map((p) => p.email).sort();
    expect(pending).toEqual([guest.email, unknownEmail].sort());
    const mail = await env.DB.prepare('SELECT body FROM email_outbox WHERE to_address = ?1')
      .bind(unknownEmail)
      .first<string>('body');
    expect(mail).toContain('/cabinet/members');
  });

  it('mails an absolute link to the page where that very invitation is accepted', async () => {
    const owner = await registerUser({ name: 'Owner' });
    const guest = await registerUser({ name: 'Guest' });
    const newcomer = `link-${crypto.randomUUID()}@example.com`;
    const configured = { ...env, PUBLIC_WEB_URL: 'https://beseda.example/' };
    const app = createApp();
    for (const email of [guest.email, newcomer]) {
      const request = new Request(
        'http://api.test/v1/entity/members',
        json('POST', { email }, { ...owner.headers, 'X-Ad-Locale': 'en' }),
      );
      request.headers.set('CF-Connecting-IP', `10.48.${Math.floor(Math.random() * 250)}.1`);
      expect((await app.fetch(request, configured)).status).toBe(202);
    }
    const pending = (await members(owner.headers)).pending ?? [];
    const idOf = (email: string) => pending.find((p) => p.email === email)?.id ?? 'missing';
    const mailTo = (email: string) =>
      env.DB.prepare(
        "SELECT body FROM email_outbox WHERE to_address = ?1 AND body LIKE '%/cabinet/members%'",
      )
        .bind(email)
        .first<string>('body');
    const links = [await mailTo(guest.email), await mailTo(newcomer)].map(
      (body) => /https?:\/\/\S+[^\s.]/.exec(body ?? '')?.[0],
    );
    const guestLocale = await env.DB.prepare('SELECT locale FROM users WHERE id = ?1')
      .bind(guest.user.id)
      .first<string>('locale');
    expect(links).toEqual([
      `https://beseda.example/${guestLocale}/cabinet/members#invitation-${idOf(guest.email)}`,
      `https://beseda.example/en/cabinet/members#invitation-${idOf(newcomer)}`,
    ]);
    // The mail only points at the page: the invitation waits for the invitee's own press there.
    expect((await incoming(guest.headers)).invitations.map((i) => i.id)).toEqual([
      idOf(guest.email),
    ]);
    expect(await currentTeam(guest.headers)).toBe(guest.user.entityId);
  });

  it('lets an unknown email register later, then see and accept the invitation', async () => {
    const owner = await registerUser();
    const email = `later-${crypto.randomUUID()}@example.com`;
    expect((await invite(email, owner.headers)).status).toBe(202);
    const guest = await registerUser({ email, confirm: false });
    // Not listed, and not acceptable, while the address is unconfirmed.
    expect(await incoming(guest.headers)).toEqual({ invitations: [], emailConfirmed: false });
    const id = (await members(owner.headers)).pending?.[0]?.id ?? '';
    const early = await act(id, 'accept', guest.headers);
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: 'email_not_confirmed' });
    expect(await teamOf(guest.user.id)).toBe(guest.user.entityId);

    const code = await mailedCode(email);
    expect(
      (await api('/v1/auth/confirm-email', json('POST', { code }, guest.headers))).status,
    ).toBe(200);
    const list = await incoming(guest.headers);
    expect(list.invitations).toEqual([
      expect.objectContaining({ id, team: { id: owner.user.entityId, name: expect.any(String) } }),
    ]);
    const accepted = await act(id, 'accept', guest.headers);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ id: owner.user.entityId, role: 'member' });
    expect(await currentTeam(guest.headers)).toBe(owner.user.entityId);
    expect((await members(owner.headers)).members.map((m) => m.id)).toContain(guest.user.id);
    expect((await members(owner.headers)).pending).toEqual([]);
  });

  it('treats a second accept as harmless and keeps the team the user chose since', async () => {
    const { owner, guest, id } = await invited();
    expect((await act(id, 'accept', guest.headers)).status).toBe(200);
    const back = await api(
      '/v1/entity/current',
      json('PUT', { entityId: guest.user.entityId }, guest.headers),
    );
    expect(back.status).toBe(200);
    expect((await act(id, 'accept', guest.headers)).status).toBe(200);
    expect(await currentTeam(guest.headers)).toBe(guest.user.entityId);
    expect((await members(owner.headers)).members).toHaveLength(2);
  });

  it('declines: nothing joins, the invitation disappears and cannot be accepted', async () => {
    const { owner, guest, id } = await invited();
    const declined = await act(id, 'decline', guest.headers);
    expect(declined.status).toBe(200);
    expect(await declined.json()).toMatchObject({ invitations: [] });
    const late = await act(id, 'accept', guest.headers);
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ code: 'invitation_declined' });
    expect((await members(owner.headers)).members).toHaveLength(1);
    expect(await teamOf(guest.user.id)).toBe(guest.user.entityId);
  });

  it('lets the owner revoke a pending invitation, which then cannot be accepted', async () => {
    const { owner, guest, id } = await invited();
    const revoked = await api(`/v1/entity/invitations/${id}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as Members).pending).toEqual([]);
    expect((await incoming(guest.headers)).invitations).toEqual([]);
    const late = await act(id, 'accept', guest.headers);
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ code: 'invitation_revoked' });
    expect(await teamOf(guest.user.id)).toBe(guest.user.entityId);
  });

  it('refuses an expired invitation', async () => {
    const { guest, id } = await invited();
    // Seven days pass.
    await env.DB.prepare('UPDATE entity_invitations SET expires_at = ?2 WHERE id = ?1')
      .bind(id, new Date(Date.now() - 1000).toISOString())
      .run();
    expect((await incoming(guest.headers)).invitations).toEqual([]);
    const late = await act(id, 'accept', guest.headers);
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ code: 'invitation_expired' });
    expect(await teamOf(guest.user.id)).toBe(guest.user.entityId);
  });

  it("answers 404 for someone else's invitation, to the invitee and to other owners", async () => {
    const { owner, guest, id } = await invited();
    const stranger = await registerUser();
    for (const action of ['accept', 'decline'] as const) {
      expect((await act(id, action, stranger.headers)).status).toBe(404);
    }
    const otherOwner = await registerUser();
    expect(
      (await api(`/v1/entity/invitations/${id}`, { method: 'DELETE', headers: otherOwner.headers }))
        .status,
    ).toBe(404);
    expect(
      (await api(`/v1/entity/invitations/${id}`, { method: 'DELETE', headers: guest.headers }))
        .status,
    ).toBe(404);
    expect((await members(owner.headers)).pending).toHaveLength(1);
    expect(await teamOf(stranger.user.id)).toBe(stranger.user.entityId);
  });

  it('lets a member leave and the owner remove one, each back in their own team', async () => {
    const { owner, guest, id } = await invited();
    await act(id, 'accept', guest.headers);
    const leave = await api(`/v1/entity/members/${guest.user.id}`, {
      method: 'DELETE',
      headers: guest.headers,
    });
    expect(leave.status).toBe(200);
    expect(await currentTeam(guest.headers)).toBe(guest.user.entityId);

    const again = await registerUser();
    await invite(again.email, owner.headers);
    const [next] = (await incoming(again.headers)).invitations;
    await act(next?.id ?? '', 'accept', again.headers);
    const removed = await api(`/v1/entity/members/${again.user.id}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(removed.status).toBe(200);
    expect(await currentTeam(again.headers)).toBe(again.user.entityId);
    expect((await members(owner.headers)).members.map((m) => m.id)).toEqual([owner.user.id]);
  });

  it('switches the current team only to a team the caller belongs to', async () => {
    const { owner, guest, id } = await invited();
    const foreign = await api(
      '/v1/entity/current',
      json('PUT', { entityId: owner.user.entityId }, guest.headers),
    );
    expect(foreign.status).toBe(404);
    await act(id, 'accept', guest.headers);
    const mine = await api(
      '/v1/entity/current',
      json('PUT', { entityId: guest.user.entityId }, guest.headers),
    );
    expect(await mine.json()).toMatchObject({ id: guest.user.entityId, role: 'owner' });
    const listed = await api('/v1/entity/current', { headers: guest.headers });
    expect(await listed.json()).toEqual({
      currentId: guest.user.entityId,
      teams: [
        { id: guest.user.entityId, name: expect.any(String), role: 'owner' },
        { id: owner.user.entityId, name: expect.any(String), role: 'member' },
      ],
    });
    const theirs = await api(
      '/v1/entity/current',
      json('PUT', { entityId: owner.user.entityId }, guest.headers),
    );
    expect(await theirs.json()).toMatchObject({ id: owner.user.entityId, role: 'member' });
  });

  it('rate-limits invitations per inviter and per invited email', async () => {
    const owner = await registerUser();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await invite(`bulk-${i}-${crypto.randomUUID()}@example.com`, owner.headers)).status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(statuses[20]).toBe(429);

    const target = `target-${crypto.randomUUID()}@example.com`;
    const first = await registerUser();
    for (let i = 0; i < 5; i++) expect((await invite(target, first.headers)).status).toBe(202);
    // Another team is refused too: the limit belongs to the address.
    const second = await registerUser();
    const refused = await invite(target, second.headers);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'too_many_attempts' });
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });

  it('never lets anyone but the user change which team they act for', async () => {
    const users: RegisteredUser[] = [];
    for (let i = 0; i < 3; i++) users.push(await registerUser());
    const [owner, victim, other] = users as [RegisteredUser, RegisteredUser, RegisteredUser];
    await invite(victim.email, owner.headers);
    await invite(victim.email, other.headers);
    const [invitation] = (await incoming(victim.headers)).invitations;
    await api(`/v1/entity/invitations/${invitation?.id}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    await api('/v1/entity/current', json('PUT', { entityId: owner.user.entityId }, victim.headers));
    await api('/v1/entity/current', json('PUT', { entityId: victim.user.entityId }, owner.headers));
    for (const u of users) expect(await teamOf(u.user.id)).toBe(u.user.entityId);
  });
});
