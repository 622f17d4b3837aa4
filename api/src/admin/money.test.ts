import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, registerUser } from '../../test/helpers';
import { balanceOf as teamBalance, ledgerSum as teamLedgerSum } from '../../test/money-helpers';
import { moveTeamMoney } from '../../test/move-helpers';
import { adminCall, signInOperator } from './operator-helpers';

const balanceOf = (entityId: string) => teamBalance(env, entityId);

const ledgerSum = (entityId: string) => teamLedgerSum(env, entityId);

// Several sign-ups and ten parallel calls per test: generous on a busy machine.
describe('balance adjustments', { timeout: 30_000 }, () => {
  it('credits with a reason once per idempotency key, in the ledger as `adjustment` and audited', async () => {
    const operator = await signInOperator();
    const person = await registerUser();
    const entityId = person.user.entityId;
    const body = { amountKopecks: 12_345, reason: 'Refund for the outage' };
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    // Ten identical requests at once (a double click, a retry): one applies, all answer alike.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        adminCall(operator, 'POST', `/entities/${entityId}/adjustments`, body, headers),
      ),
    );
    const bodies = await Promise.all(answers.map((res) => res.json() as Promise<{ id: string }>));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(bodies[0]).toMatchObject({ ...body, entityId, balanceKopecks: 62_345 });
    expect(await balanceOf(entityId)).toBe(62_345);
    expect(await ledgerSum(entityId)).toBe(62_345);

    // The team's own ledger shows it; the console's shows the reason and the operator.
    const cabinet = (await (
      await api('/v1/entity/ledger?kind=adjustment', { headers: person.headers })
    ).json()) as { items: Record<string, unknown>[] };
    // The person reads why their balance moved, not only that it did.
    expect(cabinet.items).toEqual([
      expect.objectContaining({
        kind: 'adjustment',
        amountKopecks: 12_345,
        reason: 'Refund for the outage',
      }),
    ]);
    const team = await adminCall(operator, 'GET', `/entities/${entityId}`);
    const { ledger } = (await team.json()) as { ledger: Record<string, unknown>[] };
    expect(ledger.filter((row) => row.kind === 'adjustment')).toEqual([
      expect.objectContaining({
        amountKopecks: 12_345,
        reason: 'Refund for the outage',
        operator: 'operator@beseda.test',
      }),
    ]);
    const audit = await adminCall(operator, 'GET', `/audit?target=${entityId}`);
    const { entries } = (await audit.json()) as { entries: Record<string, unknown>[] };
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'entity.adjust',
        operator: 'operator@beseda.test',
        details: expect.objectContaining({
          amountKopecks: 12_345,
          reason: 'Refund for the outage',
        }),
      }),
    ]);

    // The same key with another amount is refused and changes nothing.
    const reused = await adminCall(
      operator,
      'POST',
      `/entities/${entityId}/adjustments`,
      { ...body, amountKopecks: 1 },
      headers,
    );
    expect(reused.status).toBe(409);
    expect(await balanceOf(entityId)).toBe(62_345);
  });

  it("shows the same team, balance and ledger once the team's money moved to its object", async () => {
    const operator = await signInOperator();
    const person = await registerUser({ inD1: true });
    const entityId = person.user.entityId;
    const adjusted = await adminCall(
      operator,
      'POST',
      `/entities/${entityId}/adjustments`,
      { amountKopecks: -2_500, reason: 'Chargeback' },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(adjusted.status).toBe(201);
    const read = async () => (await adminCall(operator, 'GET', `/entities/${entityId}`)).json();
    const before = (await read()) as { team: { balanceKopecks: number }; ledger: unknown[] };
    expect(before.team.balanceKopecks).toBe(47_500);
    expect(before.ledger).toEqual([
      expect.objectContaining({ kind: 'adjustment', amountKopecks: -2_500, reason: 'Chargeback' }),
      expect.objectContaining({ kind: 'grant', amountKopecks: 50_000 }),
    ]);
    await moveTeamMoney(entityId);
    // D1's lines are a frozen copy now: the console reads the object's.
    await env.DB.prepare('UPDATE ledger SET amount_kopecks = 0 WHERE entity_id = ?1')
      .bind(entityId)
      .run();
    expect(await read()).toEqual(before);
  });

  it('debits, but never below zero', async () => {
    const operator = await signInOperator();
    const person = await registerUser();
    const entityId = person.user.entityId;
    const debit = (amountKopecks: number) =>
      adminCall(
        operator,
        'POST',
        `/entities/${entityId}/adjustments`,
        { amountKopecks, reason: 'Chargeback' },
        { 'Idempotency-Key': crypto.randomUUID(), 'X-Ad-Locale': 'en' },
      );
    const tooMuch = await debit(-50_001);
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.json()).toMatchObject({ code: 'adjustment_exceeds_balance' });
    expect((await debit(-20_000)).status).toBe(201);
    expect(await balanceOf(entityId)).toBe(30_000);
    expect(await ledgerSum(entityId)).toBe(30_000);
  });

  it('requires a reason, a non-zero amount, an idempotency key and an existing team', async () => {
    const operator = await signInOperator();
    const person = await registerUser();
    const path = `/entities/${person.user.entityId}/adjustments`;
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    for (const body of [
      { amountKopecks: 100 },
      { amountKopecks: 100, reason: ' ' },
      { amountKopecks: 0, reason: 'zero' },
      { amountKopecks: 1.5, reason: 'half' },
    ]) {
      const res = await adminCall(operator, 'POST', path, body, key);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    }
    const noKey = await adminCall(operator, 'POST', path, { amountKopecks: 100, reason: 'gift' });
    expect(noKey.status).toBe(400);
    expect(await noKey.json()).toMatchObject({ code: 'idempotency_key_required' });
    const unknown = await adminCall(
      operator,
      'POST',
      '/entities/no-such-team/adjustments',
      { amountKopecks: 100, reason: 'gift' },
      key,
    );
    expect(unknown.status).toBe(404);
    expect(await balanceOf(person.user.entityId)).toBe(50_000);
  });
});

describe('promo codes in the console', { timeout: 30_000 }, () => {
  it('creates a code, counts its redemptions, and disables it', async () => {
    const operator = await signInOperator();
    const code = `SPRING${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    const created = await adminCall(operator, 'POST', '/promocodes', {
      code: code.toLowerCase(),
      amountKopecks: 30_000,
      days: 7,
      maxRedemptions: 2,
      expiresAt: '2099-01-01T00:00:00Z',
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      code,
      amountKopecks: 30_000,
      days: 7,
      maxRedemptions: 2,
      redemptions: 0,
      expiresAt: '2099-01-01T00:00:00.000Z',
      disabledAt: null,
    });
    const twice = await adminCall(operator, 'POST', '/promocodes', {
      code,
      amountKopecks: 1,
      days: 0,
    });
    expect(twice.status).toBe(409);

    const person = await registerUser();
    const redeem = (who: { headers: Record<string, string> }) =>
      api('/v2/user/promocodes/redeem', json('POST', { name: code }, who.headers));
    expect((await redeem(person)).status).toBe(200);
    expect(await balanceOf(person.user.entityId)).toBe(80_000);
    const listed = async () => {
      const { promocodes } = (await (await adminCall(operator, 'GET', '/promocodes')).json()) as {
        promocodes: { code: string; redemptions: number; disabledAt: string | null }[];
      };
      return promocodes.find((promo) => promo.code === code);
    };
    expect((await listed())?.redemptions).toBe(1);

    const disabled = await adminCall(operator, 'PATCH', `/promocodes/${code}`, { disabled: true });
    expect(disabled.status).toBe(200);
    expect((await listed())?.disabledAt).toBeTruthy();
    const late = await registerUser();
    const refused = await redeem(late);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'promo_invalid' });
    expect((await listed())?.redemptions).toBe(1);

    const audit = await adminCall(operator, 'GET', `/audit?target=${code}`);
    const { entries } = (await audit.json()) as { entries: { action: string }[] };
    expect(entries.map((entry) => entry.action)).toEqual(['promo.disable', 'promo.create']);
    expect(
      (await adminCall(operator, 'PATCH', '/promocodes/NOSUCH', { disabled: true })).status,
    ).toBe(404);
  });
});
