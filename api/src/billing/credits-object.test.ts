import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, registerUser } from '../../test/helpers';
import { mirroredBalance } from '../../test/money-helpers';
import { moveTeamMoney } from '../../test/move-helpers';
import { adminCall, signInOperator } from '../admin/operator-helpers';
import { nowIso } from '../lib/time';
import { balance } from './money';

const fake = env.FAKE_YOOKASSA_URL;

/** The team's money wherever it lives, through the facade (decision 224). */
const moneyOf = (entityId: string) => balance(env.DB, entityId, nowIso());

/** A new person whose team's money lives in its object. */
async function movedTeam() {
  const person = await registerUser();
  await moveTeamMoney(person.user.entityId);
  return person;
}

// Sign-ups, a move and parallel calls per test: generous on a busy machine.
describe('credits of a team whose money is in its object (decision 224)', {
  timeout: 60_000,
}, () => {
  it('credits a paid top-up once in the object, the payment marked in D1', async () => {
    const { headers, user } = await movedTeam();
    const entityId = user.entityId;
    const start = await moneyOf(entityId);
    const res = await api('/v1/payments', json('POST', { amountKopecks: 50_000 }, headers));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await env.DB.prepare('SELECT provider_id FROM payments WHERE id = ?1')
      .bind(id)
      .first<{ provider_id: string }>();
    const paid = await fetch(
      `${fake}/__fake/payments/${row?.provider_id}`,
      json('POST', { status: 'succeeded', paid: true }),
    );
    expect(paid.status).toBe(200);
    const notify = () =>
      api(
        '/v1/payments/yookassa/notifications',
        json('POST', {
          type: 'notification',
          event: 'payment.succeeded',
          object: { id: row?.provider_id, status: 'succeeded' },
        }),
      );
    const answers = await Promise.all([1, 2, 3].map(() => notify()));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await api(`/v1/payments/${id}`, { headers })).status).toBe(200);
    expect(await moneyOf(entityId)).toMatchObject({
      balance: start.balance + 50_000,
      ledgerSum: start.balance + 50_000,
    });
    const payment = await env.DB.prepare('SELECT status FROM payments WHERE id = ?1')
      .bind(id)
      .first<string>('status');
    expect(payment).toBe('succeeded');
    // D1's balance is the object's mirror (decision 225); the credit itself is the object's.
    expect(await mirroredBalance(env, entityId, start.balance + 50_000)).toBe(
      start.balance + 50_000,
    );
  });

  it('adjusts once per idempotency key, and never below zero', async () => {
    const operator = await signInOperator();
    const { user } = await movedTeam();
    const entityId = user.entityId;
    const start = await moneyOf(entityId);
    const body = { amountKopecks: 12_345, reason: 'Refund for the outage' };
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        adminCall(operator, 'POST', `/entities/${entityId}/adjustments`, body, headers),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(5).fill(201));
    const bodies = await Promise.all(answers.map((res) => res.json() as Promise<{ id: string }>));
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    const credited = start.balance + 12_345;
    expect(bodies[0]).toMatchObject({ ...body, entityId, balanceKopecks: credited });
    expect(await moneyOf(entityId)).toMatchObject({ balance: credited, ledgerSum: credited });

    const tooMuch = await adminCall(
      operator,
      'POST',
      `/entities/${entityId}/adjustments`,
      { amountKopecks: -(credited + 1), reason: 'More than it has' },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.json()).toMatchObject({ code: 'adjustment_exceeds_balance' });
    const claims = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM admin_adjustments WHERE entity_id = ?1',
    )
      .bind(entityId)
      .first<number>('n');
    expect(claims).toBe(1);
    expect((await moneyOf(entityId)).balance).toBe(credited);
    expect(await mirroredBalance(env, entityId, credited)).toBe(credited);
  });

  it('credits a promo code once per person, with its days', async () => {
    const code = `MOVED${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
    await env.DB.prepare(
      `INSERT INTO promo_codes (code, days, bonus_kopecks, max_redemptions, redemptions, expires_at, created_at)
       VALUES (?1, 3, 2500, NULL, 0, NULL, '2026-01-01T00:00:00.000Z')`,
    )
      .bind(code)
      .run();
    const { headers, user } = await movedTeam();
    const entityId = user.entityId;
    const start = await moneyOf(entityId);
    const redeem = () =>
      api(
        '/v2/user/promocodes/redeem',
        json('POST', { name: code }, { ...headers, 'X-Ad-Locale': 'en' }),
      );
    const answers = await Promise.all([redeem(), redeem()]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await redeem()).status).toBe(409);
    const money = await moneyOf(entityId);
    expect(money).toMatchObject({ balance: start.balance + 2500, ledgerSum: start.balance + 2500 });
    expect(Date.parse(money.bonusUntil ?? '') - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    expect(await mirroredBalance(env, entityId, start.balance + 2500)).toBe(start.balance + 2500);
  });

  it('refuses a credit while the money is copied, with nothing claimed', async () => {
    const operator = await signInOperator();
    const { user } = await registerUser({ inD1: true });
    const entityId = user.entityId;
    await env.DB.prepare(
      `INSERT INTO storage_moves (owner_kind, owner_id, part, state, started_at, updated_at)
       VALUES ('team', ?1, 'money', 'copying', ?2, ?2)`,
    )
      .bind(entityId, nowIso())
      .run();
    const res = await adminCall(
      operator,
      'POST',
      `/entities/${entityId}/adjustments`,
      { amountKopecks: 100, reason: 'During the move' },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'storage_moving' });
    const claims = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM admin_adjustments WHERE entity_id = ?1',
    )
      .bind(entityId)
      .first<number>('n');
    expect(claims).toBe(0);
  });
});
