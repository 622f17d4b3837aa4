import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/helpers';
import { addLedgerLines } from '../../test/money-helpers';
import { adminCall, signInOperator } from './operator-helpers';

/** A ledger row as billing writes it, at a chosen moment. */
function ledgerRow(entityId: string, userId: string, kind: string, kopecks: number, at: string) {
  return addLedgerLines(env, [{ entityId, userId, kind, amountKopecks: kopecks, at }]);
}

describe('revenue and usage in the console', { timeout: 30_000 }, () => {
  // Roll-ups of the teams' objects (docs/storage-plan.md, slice B5) are not built.
  it.todo("counts the money of teams whose money is in their objects (every team's since sign-up)");

  it('sums revenue, spend and active people by Moscow day, with top spenders and CSV', async () => {
    const operator = await signInOperator();
    // Teams of the previous version: the figures sum D1's ledger. A new team's money is in its
    // object (decision 227), which they do not see yet (the todo below).
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
});
