import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { balanceOf, dataOf, readEvents, send } from '../../test/chat-helpers';
import { api, registerUser } from '../../test/helpers';
import { holdCount, setBalance as setTeamBalance, usageLines } from '../../test/money-helpers';
import { costKopecks } from './cost';
import { isUncoveredHold, placeHoldInBatch } from './money';

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

  it('fails the whole batch of a hold that cannot be placed, writing none of it', async () => {
    const [a, b] = await Promise.all([registerUser(), registerUser()]);
    const requestId = crypto.randomUUID();
    const now = new Date().toISOString();
    /** A hold and a ledger row of the same team, as one batch. */
    const heldBatch = (entityId: string, userId: string) =>
      env.DB.batch([
        placeHoldInBatch(env.DB, { requestId, entityId, amount: 10, now }),
        env.DB.prepare(
          `INSERT INTO ledger (id, entity_id, user_id, amount_kopecks, kind, ref, created_at)
           VALUES (?1, ?2, ?3, 1, 'grant', 'hold-test', ?4)`,
        ).bind(crypto.randomUUID(), entityId, userId, now),
      ]);
    const written = (entityId: string) =>
      env.DB.prepare(
        `SELECT (SELECT COUNT(*) FROM ledger WHERE entity_id = ?1 AND ref = 'hold-test') AS ledger,
           (SELECT COUNT(*) FROM billing_holds WHERE entity_id = ?1) AS holds`,
      )
        .bind(entityId)
        .first();
    await heldBatch(a.user.entityId, a.user.id);
    // The same requestId held by another team: refused, and that hold stays as it was.
    const taken = await heldBatch(b.user.entityId, b.user.id).catch((error: unknown) => error);
    expect(taken).toBeInstanceOf(Error);
    expect(isUncoveredHold(taken)).toBe(false);
    expect(await written(b.user.entityId)).toEqual({ ledger: 0, holds: 0 });
    const rows = await env.DB.prepare(
      'SELECT entity_id, amount_kopecks FROM billing_holds WHERE request_id = ?1',
    )
      .bind(requestId)
      .all();
    expect(rows.results).toEqual([{ entity_id: a.user.entityId, amount_kopecks: 10 }]);
    // A balance that does not cover it: refused as such, nothing written.
    await setBalance(b.user.entityId, 0);
    const uncovered = await env.DB.batch([
      placeHoldInBatch(env.DB, {
        requestId: crypto.randomUUID(),
        entityId: b.user.entityId,
        amount: 10,
        now,
      }),
    ]).catch((error: unknown) => error);
    expect(isUncoveredHold(uncovered)).toBe(true);
    expect(await written(b.user.entityId)).toEqual({ ledger: 0, holds: 0 });
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
