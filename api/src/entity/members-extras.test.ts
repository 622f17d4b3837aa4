import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, registerUser } from '../../test/helpers';
import { addLedgerLines } from '../../test/money-helpers';

type Members = {
  members: { id: string; spentThisMonthKopecks: number }[];
  pending?: { id: string; email: string; expiresAt: string }[];
};

const outboxCount = (to: string) =>
  env.DB.prepare('SELECT count(*) AS n FROM email_outbox WHERE to_address = ?1')
    .bind(to)
    .first<number>('n');

describe('members: spending this month and resending invitations (issue 12)', () => {
  it("shows each member's usage since the 1st of the month, Moscow time", async () => {
    const owner = await registerUser();
    const row = (amountKopecks: number, at: string) => ({
      entityId: owner.user.entityId,
      userId: owner.user.id,
      amountKopecks,
      kind: 'usage',
      ref: 'm',
      at,
    });
    await addLedgerLines(env, [
      row(-1250, new Date().toISOString()),
      row(-999, '2020-01-01T00:00:00Z'),
    ]);
    const res = await api('/v1/entity/members', { headers: owner.headers });
    const body = (await res.json()) as Members;
    expect(body.members[0]?.spentThisMonthKopecks).toBe(1250);
  });

  it('mails a pending invitation again with a fresh week, for the owner only', async () => {
    const owner = await registerUser();
    const guest = await registerUser();
    const invited = await api(
      '/v1/entity/members',
      json('POST', { email: guest.email }, owner.headers),
    );
    expect(invited.status).toBe(202);
    const before = (await (
      await api('/v1/entity/members', { headers: owner.headers })
    ).json()) as Members;
    const invitation = before.pending?.[0];
    if (!invitation) throw new Error('no pending invitation');
    await env.DB.prepare('UPDATE entity_invitations SET expires_at = ?2 WHERE id = ?1')
      .bind(invitation.id, new Date(Date.now() + 60_000).toISOString())
      .run();
    const mails = await outboxCount(guest.email);
    const res = await api(`/v1/entity/invitations/${invitation.id}/resend`, {
      method: 'POST',
      headers: owner.headers,
    });
    expect(res.status).toBe(200);
    const after = (await res.json()) as Members;
    expect(Date.parse(after.pending?.[0]?.expiresAt ?? '')).toBeGreaterThan(
      Date.now() + 6 * 86400_000,
    );
    expect(await outboxCount(guest.email)).toBe((mails ?? 0) + 1);
    const stranger = await api(`/v1/entity/invitations/${invitation.id}/resend`, {
      method: 'POST',
      headers: guest.headers,
    });
    expect(stranger.status).toBeGreaterThanOrEqual(403);
    const gone = await api(`/v1/entity/invitations/${crypto.randomUUID()}/resend`, {
      method: 'POST',
      headers: owner.headers,
    });
    expect(gone.status).toBe(404);
  });
});
