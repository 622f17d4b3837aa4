import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createKey } from '../../test/api-key-helpers';
import { send, settled } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { moveTeamMoney } from '../../test/move-helpers';
import { joinTeam } from '../../test/team-helpers';
import { growHold, placeHoldOnce } from '../billing/money';
import { moscowMonthStart } from './entity-store';

type Member = {
  id: string;
  role: string;
  spentThisMonthKopecks: number;
  monthlyLimitKopecks: number | null;
};

const membersOf = async (headers: Record<string, string>) =>
  ((await (await api('/v1/entity/members', { headers })).json()) as { members: Member[] }).members;

const setLimit = (owner: RegisteredUser, userId: string, limit: number | null, locale = 'en') =>
  api(
    `/v1/entity/members/${userId}`,
    json('PATCH', { monthlyLimitKopecks: limit }, { ...owner.headers, 'X-Ad-Locale': locale }),
  );

const patchTeam = (who: RegisteredUser, body: unknown) =>
  api('/v1/entity', json('PATCH', body, who.headers));

/**
 * An owner and a member of the owner's team; `inD1`: a team of the previous version, its money in
 * D1 (a new team's is in its object, decision 227).
 */
async function team(inD1 = false) {
  const owner = await registerUser({ name: 'Owner', inD1 });
  const member = await registerUser({ name: 'Member' });
  await joinTeam(owner, member);
  return { owner, member };
}

/** Mails sent to `email` whose subject matches `pattern`. */
async function mailsTo(email: string, pattern: RegExp) {
  const { results } = await env.DB.prepare('SELECT subject FROM email_outbox WHERE to_address = ?1')
    .bind(email)
    .all<{ subject: string }>();
  return results.map((row) => row.subject).filter((subject) => pattern.test(subject));
}

// About 19 kopecks an answer, held at about 26 (gpt-mini, its longest answer 4096 tokens).
const QUESTION = 'Spend fake:output=3000';

describe('team spending controls', { timeout: 120_000 }, () => {
  it('lets only the owner set a member’s monthly limit, shown in the members list', async () => {
    const { owner, member } = await team();
    const res = await setLimit(owner, member.user.id, 50_000);
    expect(res.status).toBe(200);
    const listed = (await res.json()) as { members: Member[] };
    expect(listed.members.find((m) => m.id === member.user.id)).toMatchObject({
      monthlyLimitKopecks: 50_000,
      spentThisMonthKopecks: 0,
    });
    expect((await membersOf(member.headers)).map((m) => m.monthlyLimitKopecks)).toEqual([
      null,
      50_000,
    ]);
    // A member: 403 owner_only; a stranger (their own team has no such member): 404.
    const byMember = await setLimit(member, member.user.id, null);
    expect(byMember.status).toBe(403);
    expect(await byMember.json()).toMatchObject({ code: 'owner_only' });
    const stranger = await registerUser();
    expect((await setLimit(stranger, member.user.id, 100)).status).toBe(404);
    // The owner is never limited; a negative limit is invalid, said in the caller's language.
    expect(await (await setLimit(owner, owner.user.id, 100)).json()).toMatchObject({
      code: 'cannot_limit_owner',
    });
    const invalid = await setLimit(owner, member.user.id, -1, 'ru');
    expect(invalid.status).toBe(400);
    const body = (await invalid.json()) as { code: string; message: string };
    expect(body.code).toBe('validation_failed');
    expect(body.message).toMatch(/[а-я]/);
    expect((await setLimit(owner, member.user.id, null)).status).toBe(200);
    expect((await membersOf(owner.headers)).every((m) => m.monthlyLimitKopecks === null)).toBe(
      true,
    );
  });

  // The limit is checked where the hold is placed: D1's guarded statement, or the team's object.
  it.each(['d1', 'object'] as const)(
    '60 parallel sends and API-key calls of a member end within one answer of a 5 ₽ limit, with alerts sent once (%s)',
    async (home) => {
      const { owner, member } = await team(home === 'd1');
      if (home === 'object') await moveTeamMoney(owner.user.entityId);
      expect((await setLimit(owner, member.user.id, 500)).status).toBe(200);
      const alerts = await patchTeam(owner, {
        spendingAlerts: [100, 10, 50],
        lowBalanceKopecks: 49_900,
      });
      expect(await alerts.json()).toMatchObject({
        spendingAlerts: [10, 50, 100],
        lowBalanceKopecks: 49_900,
      });
      // The member's key bills the team they work in (API keys allow 30 calls a minute).
      const key = await createKey({ name: 'member' }, member);
      const sends = Array.from({ length: 40 }, () =>
        send(member.headers, { question: QUESTION, stream: false }),
      );
      const calls = Array.from({ length: 20 }, () =>
        key.client.chat.completions
          .create({ model: 'gpt:gpt-mini', messages: [{ role: 'user', content: QUESTION }] })
          .then(
            () => ({ status: 200, body: {} as Record<string, unknown> }),
            (error: { status: number; error: Record<string, unknown> }) => ({
              status: error.status,
              body: error.error,
            }),
          ),
      );
      const answers = await Promise.all(sends);
      const refusals: Record<string, unknown>[] = [];
      let costliest = 0;
      for (const res of answers) {
        const body = (await res.json()) as Record<string, unknown>;
        if (res.status === 402) refusals.push(body);
        else {
          expect(res.status).toBe(200);
          const row = await settled(String(body.messageId ?? body.id));
          costliest = Math.max(costliest, Number(row.cost_kopecks ?? 0));
        }
      }
      for (const call of await Promise.all(calls)) {
        if (call.status === 402) refusals.push(call.body);
        else expect(call.status).toBe(200);
      }
      expect(refusals.length).toBeGreaterThan(0);
      for (const refusal of refusals) {
        expect(refusal).toMatchObject({
          code: 'member_limit_reached',
          limitKopecks: 500,
          spentKopecks: expect.any(Number),
          resetsAt: expect.any(String),
        });
      }
      const resetsAt = Date.parse(String(refusals[0]?.resetsAt));
      expect(resetsAt).toBeGreaterThan(Date.now());
      expect(new Date(resetsAt + 3 * 3600_000).getUTCDate()).toBe(1);
      const spent = (await membersOf(owner.headers)).find(
        (m) => m.id === member.user.id,
      )?.spentThisMonthKopecks;
      expect(spent).toBeGreaterThan(0);
      // At most one answer over (an answer here costs about 19 kopecks).
      expect(spent).toBeLessThanOrEqual(500 + Math.max(costliest, 30));
      // The owner is never limited by it.
      const own = await send(owner.headers, { question: QUESTION, stream: false });
      expect(own.status).toBe(200);
      await settled(((await own.json()) as { messageId: string }).messageId);

      // Each threshold passed mailed once (in the reader's language: Russian, the default), and
      // listed once as an in-app notice.
      const teamSpent = spent ?? 0;
      const ownerSpent = (await membersOf(owner.headers)).find(
        (m) => m.role === 'owner',
      )?.spentThisMonthKopecks;
      const total = teamSpent + (ownerSpent ?? 0);
      for (const percent of [10, 50, 100]) {
        const mails = await mailsTo(owner.email, new RegExp(`израсходовала ${percent}% месяца`));
        expect(mails).toHaveLength(total * 100 >= percent * 500 ? 1 : 0);
      }
      expect(await mailsTo(owner.email, /^Баланс команды .* ниже/)).toHaveLength(1);
      for (const percent of [80, 100]) {
        const mails = await mailsTo(
          member.email,
          new RegExp(`израсходовали ${percent}% месячного`),
        );
        expect(mails).toHaveLength(teamSpent * 100 >= percent * 500 ? 1 : 0);
      }
      const listed = await api('/v1/entity/alerts', { headers: owner.headers });
      const { alerts: notices } = (await listed.json()) as {
        alerts: { kind: string; percent: number | null; userId: string | null }[];
      };
      expect(notices.filter((n) => n.kind === 'low_balance')).toHaveLength(1);
      expect(notices.filter((n) => n.kind === 'team' && n.percent === 10)).toHaveLength(1);
      const mine = await api('/v1/entity/alerts', { headers: member.headers });
      const { alerts: memberNotices } = (await mine.json()) as { alerts: { userId: string }[] };
      expect(memberNotices.every((n) => n.userId === member.user.id)).toBe(true);
    },
  );

  it('answers member_limit_reached in the caller’s language', async () => {
    const { owner, member } = await team();
    await setLimit(owner, member.user.id, 0);
    const en = await send(member.headers, { question: QUESTION, stream: false });
    expect(en.status).toBe(402);
    const enBody = (await en.json()) as Record<string, unknown>;
    expect(enBody).toMatchObject({
      code: 'member_limit_reached',
      limitKopecks: 0,
      spentKopecks: 0,
    });
    expect(enBody.resetsAt).toBe(
      moscowMonthStart(Date.parse(moscowMonthStart()) + 40 * 24 * 3600_000),
    );
    expect(enBody.message).toMatch(/monthly spending limit/);
    const ru = await send(member.headers, { question: QUESTION, stream: false, locale: 'ru' });
    expect(((await ru.json()) as { message: string }).message).toMatch(/месячного лимита/);
  });

  it('keeps members to the allowed models (web and API key), never the owner', async () => {
    const { owner, member } = await team();
    expect((await patchTeam(member, { allowedModels: ['gpt:gpt-mini'] })).status).toBe(403);
    const res = await patchTeam(owner, { allowedModels: ['gpt:gpt-mini'] });
    expect(res.status).toBe(200);
    const seen = await api('/v1/entity', { headers: member.headers });
    expect(await seen.json()).toMatchObject({ allowedModels: ['gpt:gpt-mini'], role: 'member' });

    const refused = await send(member.headers, { model: 'gpt:gpt', stream: false, locale: 'ru' });
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body.code).toBe('model_not_allowed');
    expect(body.message).toMatch(/не разрешил/);
    const allowed = await send(member.headers, { model: 'gpt:gpt-mini', stream: false });
    expect(allowed.status).toBe(200);
    await settled(((await allowed.json()) as { messageId: string }).messageId);
    const key = await createKey({}, member);
    const viaKey = await key.client.chat.completions
      .create({ model: 'gpt:gpt', messages: [{ role: 'user', content: 'hi' }] })
      .catch((error: { status: number; code: string }) => error);
    expect(viaKey).toMatchObject({ status: 403, code: 'model_not_allowed' });

    const byOwner = await send(owner.headers, { model: 'gpt:gpt', stream: false });
    expect(byOwner.status).toBe(200);
    await settled(((await byOwner.json()) as { messageId: string }).messageId);
    // null: every model again.
    await patchTeam(owner, { allowedModels: null });
    const again = await send(member.headers, { model: 'gpt:gpt', stream: false });
    expect(again.status).toBe(200);
    await settled(((await again.json()) as { messageId: string }).messageId);
  });

  it.each([
    ['object', false],
    ['d1', true],
  ] as const)(
    'counts a step of an answer with tools against the limit, as a new hold (%s)',
    async (_, inD1) => {
      const { owner, member } = await team(inD1);
      expect((await setLimit(owner, member.user.id, 500)).status).toBe(200);
      const now = new Date().toISOString();
      const hold = (who: RegisteredUser, requestId: string, amount: number) => ({
        requestId,
        entityId: owner.user.entityId,
        userId: who.user.id,
        amount,
        now,
      });
      // The member's answer holds 300 of their 500; its next step may grow by 200, not by 201.
      expect(await placeHoldOnce(env.DB, hold(member, 'grow-member', 300))).toBe('placed');
      expect(await growHold(env.DB, hold(member, 'grow-member', 201))).toBe(false);
      expect(await growHold(env.DB, hold(member, 'grow-member', 200))).toBe(true);
      expect(await growHold(env.DB, hold(member, 'grow-member', 1))).toBe(false);
      // The owner is never limited.
      expect(await placeHoldOnce(env.DB, hold(owner, 'grow-owner', 300))).toBe('placed');
      expect(await growHold(env.DB, hold(owner, 'grow-owner', 5_000))).toBe(true);
    },
  );
});
