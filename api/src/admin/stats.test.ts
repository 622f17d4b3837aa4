import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/helpers';
import { addLedgerLines } from '../../test/money-helpers';
import { moveTeamMoney } from '../../test/move-helpers';
import { teamOf } from '../team/team-of';
import { ROLLED_KEY } from '../team/team-rollups';
import { adminCall, signInOperator } from './operator-helpers';

/** A ledger row as billing writes it, at a chosen moment. */
function ledgerRow(entityId: string, userId: string, kind: string, kopecks: number, at: string) {
  return addLedgerLines(env, [{ entityId, userId, kind, amountKopecks: kopecks, at }]);
}

describe('revenue and usage in the console', { timeout: 30_000 }, () => {
  it('sums revenue, spend and active people by Moscow day, with top spenders and CSV', async () => {
    const operator = await signInOperator();
    // Teams of the previous version: the figures sum D1's ledger. A new team's money is in its
    // object (decision 227), counted from the roll-ups it sends (the next test).
    const anna = await registerUser({ name: 'Anna', inD1: true });
    const boris = await registerUser({ name: 'Boris', inD1: true });
    // 2030-03-01 23:30 UTC is already 2 March in Moscow.
    await ledgerRow(
      anna.user.entityId,
      anna.user.id,
      'top_up',
      100_000,
      '2030-03-01T10:00:00.000Z',
    );
    await ledgerRow(anna.user.entityId, anna.user.id, 'usage', -1_500, '2030-03-01T23:30:00.000Z');
    await ledgerRow(
      boris.user.entityId,
      boris.user.id,
      'usage',
      -4_000,
      '2030-03-02T08:00:00.000Z',
    );
    await ledgerRow(boris.user.entityId, boris.user.id, 'usage', -500, '2030-03-05T08:00:00.000Z');

    const res = await adminCall(operator, 'GET', '/stats?from=2030-03-01&to=2030-03-03');
    expect(res.status).toBe(200);
    const stats = (await res.json()) as {
      totals: Record<string, number>;
      days: { day: string; revenueKopecks: number; spendKopecks: number; activeUsers: number }[];
      topSpenders: { entityId: string; spendKopecks: number }[];
    };
    expect(stats.totals).toMatchObject({
      revenueKopecks: 100_000,
      payments: 1,
      spendKopecks: 5_500,
      activeUsers: 2,
    });
    expect(stats.days).toEqual([
      { day: '2030-03-01', revenueKopecks: 100_000, spendKopecks: 0, activeUsers: 0 },
      { day: '2030-03-02', revenueKopecks: 0, spendKopecks: 5_500, activeUsers: 2 },
      { day: '2030-03-03', revenueKopecks: 0, spendKopecks: 0, activeUsers: 0 },
    ]);
    expect(stats.topSpenders.map((t) => [t.entityId, t.spendKopecks])).toEqual([
      [boris.user.entityId, 4_000],
      [anna.user.entityId, 1_500],
    ]);

    const csv = await adminCall(operator, 'GET', '/stats.csv?from=2030-03-01&to=2030-03-02');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(await csv.text()).toBe(
      'day_msk,revenue_rub,spend_rub,active_users\r\n2030-03-01,1000.00,0.00,0\r\n2030-03-02,0.00,55.00,2\r\n',
    );
    const backwards = await adminCall(operator, 'GET', '/stats?from=2030-03-05&to=2030-03-01');
    expect(backwards.status).toBe(400);
  });

  it('counts a team whose money moved to its object from its roll-ups, the same and once', async () => {
    const operator = await signInOperator();
    // Accounts of the previous version, their money in D1 until the move.
    const anna = await registerUser({ name: 'Anna', inD1: true });
    const boris = await registerUser({ name: 'Boris', inD1: true });
    const lines = [
      [anna, 'top_up', 50_000, '2031-05-01T09:00:00.000Z'],
      [anna, 'usage', -700, '2031-05-01T22:00:00.000Z'],
      [boris, 'top_up', 100_000, '2031-05-01T10:00:00.000Z'],
      [boris, 'usage', -1_200, '2031-05-01T11:00:00.000Z'],
      [boris, 'usage', -300, '2031-05-02T11:00:00.000Z'],
    ] as const;
    for (const [who, kind, kopecks, at] of lines) {
      await ledgerRow(who.user.entityId, who.user.id, kind, kopecks, at);
    }
    const read = async () => {
      const res = await adminCall(operator, 'GET', '/stats?from=2031-05-01&to=2031-05-03');
      expect(res.status).toBe(200);
      return (await res.json()) as Record<string, unknown>;
    };
    const before = await read();
    expect(before.totals).toMatchObject({
      revenueKopecks: 150_000,
      payments: 2,
      spendKopecks: 2_200,
      activeUsers: 2,
    });

    // D1 balanced, as billing keeps it (the move's check refuses a balance that is not Σ ledger).
    await env.DB.prepare(
      `UPDATE entities SET balance_kopecks =
         (SELECT SUM(amount_kopecks) FROM ledger WHERE entity_id = ?1) WHERE id = ?1`,
    )
      .bind(boris.user.entityId)
      .run();
    // Boris's money moves: the console reads his team from the roll-ups his object sends, which
    // are its own alarm's work (the test fires it).
    await moveTeamMoney(boris.user.entityId);
    const team = teamOf(env, boris.user.entityId);
    expect(await runDurableObjectAlarm(team)).toBe(true);
    expect(await read()).toEqual(before);
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM team_days WHERE entity_id = ?1')
        .bind(boris.user.entityId)
        .first('n'),
    ).toBeGreaterThanOrEqual(2);

    // A new usage line in the object is counted by the next alarm.
    await team.placeHold({ holdId: 'rollup-hold', amount: 900, now: '2031-05-03T08:00:00.000Z' });
    await team.settle({
      holdId: 'rollup-hold',
      cost: 900,
      userId: boris.user.id,
      ref: 'rollup-ref',
      now: '2031-05-03T08:00:01.000Z',
      model: 'gpt:gpt-mini',
    });
    expect(await runDurableObjectAlarm(team)).toBe(true);
    const after = (await read()) as {
      totals: Record<string, number>;
      days: { day: string; spendKopecks: number; activeUsers: number }[];
      spendByModel: { model: string; spendKopecks: number }[];
    };
    expect(after.totals).toMatchObject({ spendKopecks: 3_100, activeUsers: 2 });
    expect(after.days.at(-1)).toMatchObject({
      day: '2031-05-03',
      spendKopecks: 900,
      activeUsers: 1,
    });
    expect(after.spendByModel).toContainEqual({ model: 'gpt:gpt-mini', spendKopecks: 900 });

    // A step sent again (its answer lost): D1 has counted it already and refuses it.
    await runInDurableObject(team, async (_, state) => {
      await state.storage.put(ROLLED_KEY, 0);
      await state.storage.setAlarm(Date.now());
    });
    expect(await runDurableObjectAlarm(team)).toBe(true);
    expect(await read()).toEqual(after);
  });
});
