import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { balanceOf, dataOf, readEvents, send } from '../../test/chat-helpers';
import { api, registerUser } from '../../test/helpers';
import { holdCount, setBalance as setTeamBalance, usageLines } from '../../test/money-helpers';
import { ApiError } from '../lib/errors';
import { costKopecks } from './cost';
import { holdExists, placeHold, releaseHold, settle } from './money';

const setBalance = (entityId: string, kopecks: number) => setTeamBalance(env, entityId, kopecks);

describe('billing in kopecks', () => {
  it('rounds tokens × price per million up, once per answer', () => {
    const price = { inputKopecksPerMillion: 25_000, outputKopecksPerMillion: 100_000 };
    expect(costKopecks(price, { input: 1000, output: 2000 })).toBe(225);
    expect(costKopecks(price, { input: 1, output: 0 })).toBe(1);
    expect(costKopecks(price, { input: 0, output: 0 })).toBe(0);
  });

  it('debits exactly the usage cost with a ledger row referencing the message', async () => {
    const { headers, user } = await registerUser();
    const before = await balanceOf(user.entityId);
    const events = await readEvents(
      await send(headers, {
        model: 'gpt:gpt',
        question: 'Bill me fake:input=1000 fake:output=2000',
      }),
    );
    const usage = dataOf<{ cost: number; messageId: string }>(
      events.find((e) => e.event === 'usage'),
    );
    expect(usage.cost).toBe(225);
    expect(await balanceOf(user.entityId)).toBe(before - 225);
    const ledger = await usageLines(env, user.entityId);
    expect(ledger.map(({ amount_kopecks, ref }) => ({ amount_kopecks, ref }))).toEqual([
      { amount_kopecks: -225, ref: usage.messageId },
    ]);
    expect(await holdCount(env, user.entityId)).toBe(0);
    const messages = await api(
      `/v1/message/chat/${dataOf<{ chatId: string }>(events[0]).chatId}/`,
      { headers },
    );
    const page = (await messages.json()) as { items: { cost: number; usage: unknown }[] };
    expect(page.items[1]).toMatchObject({ cost: 225, usage: { input: 1000, output: 2000 } });
  });

  it('refuses a paid generation with 402 insufficient_funds when the balance is empty', async () => {
    const { headers, user } = await registerUser();
    await setBalance(user.entityId, 0);
    const res = await send(headers, { model: 'gpt:gpt' });
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({
      code: 'insufficient_funds',
      message: 'Not enough funds on the team balance. Top up the balance to continue.',
    });
    const chats = (await (await api('/v1/chat', { headers })).json()) as { total: number };
    expect(chats.total).toBe(0);
  });

  it('refuses every D1 money write of a team whose money has begun to move, writing none of it', async () => {
    // A team of the previous version, its money in D1 (decision 227).
    const { user } = await registerUser({ inD1: true });
    const entityId = user.entityId;
    const now = new Date().toISOString();
    const holdId = crypto.randomUUID();
    expect(
      await placeHold(env.DB, { requestId: holdId, entityId, userId: null, amount: 10, now }),
    ).toBe(true);
    const before = await balanceOf(entityId);
    // The move's first step: the team's money is being copied (decision 224).
    await env.DB.prepare(
      `INSERT INTO storage_moves (owner_kind, owner_id, part, state, started_at, updated_at)
       VALUES ('team', ?1, 'money', 'copying', ?2, ?2)`,
    )
      .bind(entityId, now)
      .run();
    const charge = { holdId, entityId, userId: user.id, ref: holdId, cost: 7, now };
    const refusals = await Promise.all([
      settle(env.DB, charge, { model: 'gpt:gpt' }).catch((error: unknown) => error),
      releaseHold(env.DB, holdId, entityId).catch((error: unknown) => error),
      placeHold(env.DB, {
        requestId: crypto.randomUUID(),
        entityId,
        userId: null,
        amount: 1,
        now,
      }).catch((error: unknown) => error),
    ]);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({ status: 503, code: 'storage_moving' });
    }
    // Reads still come from D1 while it is copied: the hold is there, nothing was charged.
    expect(await holdExists(env.DB, holdId, entityId)).toBe(true);
    expect(await balanceOf(entityId)).toBe(before);
    const lines = await env.DB.prepare('SELECT COUNT(*) AS n FROM ledger WHERE ref = ?1')
      .bind(holdId)
      .first<number>('n');
    expect(lines).toBe(0);
  });

  it('lets concurrent sends pass on the same money only once (holds)', async () => {
    const { headers, user } = await registerUser();
    await setBalance(user.entityId, 1);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        send(headers, { model: 'gpt:gpt', question: 'Race fake:chunks=2 fake:delay=50' }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 402, 402]);
    await Promise.all(results.map((r) => r.text()));
    // One answer's cost at most below zero: 12 input + 2 output tokens of gpt:gpt cost 1 kopeck.
    expect(await balanceOf(user.entityId)).toBe(0);
  });
});
