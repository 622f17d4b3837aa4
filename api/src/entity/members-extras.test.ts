import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, registerUser } from '../../test/helpers';
import { moveTeamMoney } from '../../test/move-helpers';

type Members = {
  members: { id: string; spentThisMonthKopecks: number }[];
  pending?: { id: string; email: string; expiresAt: string }[];
};

const outboxCount = (to: string) =>
  env.DB.prepare('SELECT count(*) AS n FROM email_outbox WHERE to_address = ?1')
    .bind(to)
    .first<number>('n');

describe('members: spending this month and resending invitations (issue 12)', () => {
  // From D1's ledger, and from the team's object once its money moved (decision 225).
  it.each(['d1', 'object'] as const)(
    "shows each member's usage since the 1st of the month, Moscow time (%s)",
    async (home) => {
      // A team of the previous version, its lines written in D1 (decision 227).
      const owner = await registerUser({ inD1: true });
      const row = (amount: number, createdAt: string) =>
        env.DB.prepare(
          `INSERT INTO ledger (id, entity_id, user_id, amount_kopecks, kind, ref, created_at)
         VALUES (?1, ?2, ?3, ?4, 'usage', 'm', ?5)`,
        ).bind(crypto.randomUUID(), owner.user.entityId, owner.user.id, amount, createdAt);
      // The balance moves with its lines, as every writer moves it (the move checks Σ ledger).
      const balance = env.DB.prepare(
        'UPDATE entities SET balance_kopecks = balance_kopecks - 2249 WHERE id = ?1',
      ).bind(owner.user.entityId);
      await env.DB.batch([
        row(-1250, new Date().toISOString()),
        row(-999, '2020-01-01T00:00:00Z'),
        balance,
      ]);
      if (home === 'object') {
        await moveTeamMoney(owner.user.entityId);
        // D1's lines are a frozen copy now: the figure comes from the team's object.
        await env.DB.prepare('DELETE FROM ledger WHERE entity_id = ?1')
          .bind(owner.user.entityId)
          .run();
      }
      const res = await api('/v1/entity/members', { headers: owner.headers });
      const body = (await res.json()) as Members;
      expect(body.members[0]?.spentThisMonthKopecks).toBe(1250);
    },
  );

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
