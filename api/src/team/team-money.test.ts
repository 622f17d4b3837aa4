import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/helpers';
import * as d1Money from '../billing/money';
import { addMs, MINUTE, nowIso } from '../lib/time';
import { teamOf } from './team-of';

/** A fresh team's object (no D1 row is needed: the object trusts the Worker in front). */
const freshTeam = () => teamOf(env, `test-${crypto.randomUUID()}`);
type TeamStub = ReturnType<typeof freshTeam>;

/** A team holding `kopecks`, credited by one top-up. */
async function teamWith(kopecks: number) {
  const team = freshTeam();
  const ref = `payment-${crypto.randomUUID()}`;
  expect(
    await team.credit({ kind: 'top_up', ref, amount: kopecks, userId: 'u1', now: nowIso() }),
  ).toBe('credited');
  return team;
}

/** The balance now, after checking the object's invariant: balance = Σ ledger. */
async function balanceOf(team: TeamStub, now = nowIso()) {
  const money = await team.balance(now);
  expect(money.balance).toBe(money.ledgerSum);
  return money;
}

const ledgerOf = (team: TeamStub) =>
  runInDurableObject(team, (_, state) =>
    state.storage.sql
      .exec(
        `SELECT user_id, amount_kopecks, kind, ref, model, chat_id, chat_mode, api_key_id
         FROM ledger ORDER BY seq`,
      )
      .toArray(),
  );

const charge = (holdId: string, cost: number, extra: Record<string, unknown> = {}) => ({
  holdId,
  cost,
  userId: 'u1',
  ref: `message-${holdId}`,
  model: 'gpt:gpt-mini',
  chatId: 'chat-1',
  chatMode: 'text',
  now: nowIso(),
  ...extra,
});

describe('a team’s money in its object', () => {
  it('50 concurrent holds on a small balance never reserve more than it has', async () => {
    const team = await teamWith(1000);
    const whole = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        team.placeHold({ holdId: `w${i}`, amount: 100, mode: 'whole', now: nowIso() }),
      ),
    );
    expect(whole.filter((r) => r === 'placed')).toHaveLength(10);
    expect(whole.filter((r) => r === 'uncovered')).toHaveLength(40);
    expect(await balanceOf(team)).toMatchObject({ balance: 1000, held: 1000, available: 0 });
    expect(await team.fundsCover(1, nowIso())).toBe(false);

    // `some`: placed while anything is left, so the last one may overdraw by its own estimate.
    const other = await teamWith(1000);
    const some = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        other.placeHold({ holdId: `s${i}`, amount: 300, now: nowIso() }),
      ),
    );
    expect(some.filter((r) => r === 'placed')).toHaveLength(4);
    expect(await balanceOf(other)).toMatchObject({ held: 1200, available: -200 });
  });

  it('a hold id is held once, and holds past their 30 minutes reserve nothing', async () => {
    const team = await teamWith(500);
    const now = nowIso();
    const old = addMs(now, -31 * MINUTE);
    expect(await team.placeHold({ holdId: 'old', amount: 500, mode: 'whole', now: old })).toBe(
      'placed',
    );
    expect(await team.placeHold({ holdId: 'old', amount: 1, now })).toBe('exists');
    expect(await balanceOf(team, now)).toMatchObject({ held: 0, available: 500 });
    expect(await team.fundsCover(500, now)).toBe(true);
    expect(await team.holdExists('old')).toBe(true);
    expect(await team.heldAmount('old')).toBe(500);
    expect(await team.heldAmount('none')).toBeNull();
  });

  it('grows a hold while anything is left, never a missing one', async () => {
    const team = await teamWith(300);
    const now = nowIso();
    expect(await team.placeHold({ holdId: 'g', amount: 200, now })).toBe('placed');
    expect(await team.growHold({ holdId: 'g', amount: 200, now })).toBe(true);
    expect(await team.heldAmount('g')).toBe(400);
    expect(await team.growHold({ holdId: 'g', amount: 1, now })).toBe(false);
    expect(await team.growHold({ holdId: 'missing', amount: 1, now })).toBe(false);
  });

  it('settles twice and charges once, with a usage line naming what it paid for', async () => {
    const team = await teamWith(1000);
    expect(await team.placeHold({ holdId: 'a', amount: 100, now: nowIso() })).toBe('placed');
    const [first, second] = await Promise.all([
      team.settle(charge('a', 250)),
      team.settle(charge('a', 250)),
    ]);
    expect(first).toEqual(second);
    expect(first?.debited).toBe(250);
    expect(first?.ledgerId).toEqual(expect.any(String));
    expect(await team.settle(charge('a', 999))).toEqual(first);
    expect(await team.holdExists('a')).toBe(false);
    expect(await balanceOf(team)).toMatchObject({ balance: 750, held: 0 });
    expect((await ledgerOf(team)).at(-1)).toEqual({
      user_id: 'u1',
      amount_kopecks: -250,
      kind: 'usage',
      ref: 'message-a',
      model: 'gpt:gpt-mini',
      chat_id: 'chat-1',
      chat_mode: 'text',
      api_key_id: null,
    });
    // A settled id cannot be held again (a late retry cannot reserve what was paid for).
    expect(await team.placeHold({ holdId: 'a', amount: 1, now: nowIso() })).toBe('exists');
    // A free charge releases the hold and writes no line, as D1's settle.
    expect(await team.placeHold({ holdId: 'free', amount: 10, now: nowIso() })).toBe('placed');
    expect(await team.settle(charge('free', 0))).toEqual({ debited: 0, ledgerId: null });
    expect(await ledgerOf(team)).toHaveLength(2);
  });

  it('a released hold charges nothing when settled later; a missing one debits 0', async () => {
    const team = await teamWith(1000);
    expect(await team.placeHold({ holdId: 'r', amount: 100, now: nowIso() })).toBe('placed');
    await team.releaseHold('r', nowIso());
    await team.releaseHold('r', nowIso());
    expect(await team.settle(charge('r', 400))).toEqual({ debited: 0, ledgerId: null });
    expect(await team.settle(charge('never-held', 400))).toEqual({ debited: 0, ledgerId: null });
    expect(await balanceOf(team)).toMatchObject({ balance: 1000, held: 0 });
  });

  it('a clamped settle debits no more than the hold plus what is left beyond holds', async () => {
    const team = await teamWith(100);
    expect(await team.placeHold({ holdId: 'c', amount: 50, mode: 'whole', now: nowIso() })).toBe(
      'placed',
    );
    const settled = await team.settle(charge('c', 500, { clampToAvailable: true }));
    expect(settled.debited).toBe(100);
    expect(await balanceOf(team)).toMatchObject({ balance: 0 });
    // Nothing left: the line still records the charge, debiting 0 (an integer, as in D1).
    expect(await team.placeHold({ holdId: 'd', amount: 0, mode: 'whole', now: nowIso() })).toBe(
      'placed',
    );
    expect((await team.settle(charge('d', 500, { clampToAvailable: true }))).debited).toBe(0);
    const [line] = await runInDurableObject(team, (_, state) =>
      state.storage.sql
        .exec(
          "SELECT amount_kopecks AS a, typeof(amount_kopecks) AS t FROM ledger WHERE ref = 'message-d'",
        )
        .toArray(),
    );
    expect(line).toEqual({ a: 0, t: 'integer' });
  });

  it('credits once by kind and ref, and moves the bonus days as a promo code does', async () => {
    const team = freshTeam();
    const now = '2026-03-01T10:00:00.000Z';
    const promo = {
      kind: 'promo' as const,
      ref: 'SPRING/u1',
      amount: 500,
      userId: 'u1',
      bonusDays: 7,
      now,
    };
    const results = await Promise.all([team.credit(promo), team.credit(promo)]);
    expect(results.sort()).toEqual(['credited', 'exists']);
    expect(await balanceOf(team, now)).toMatchObject({
      balance: 500,
      bonusUntil: '2026-03-08T10:00:00.000Z',
    });
    // A second code adds its days after the ones left.
    await team.credit({ ...promo, ref: 'AUTUMN/u2', userId: 'u2', bonusDays: 3 });
    expect((await balanceOf(team, now)).bonusUntil).toBe('2026-03-11T10:00:00.000Z');
    // A payment credits once by its id.
    const payment = { kind: 'top_up' as const, ref: 'p1', amount: 1000, userId: 'u1', now };
    expect(await team.credit(payment)).toBe('credited');
    expect(await team.credit(payment)).toBe('exists');
    expect((await balanceOf(team, now)).balance).toBe(2000);
  });

  it('refuses an adjustment that would take the balance below zero, and adjusts once', async () => {
    const team = await teamWith(300);
    const now = nowIso();
    expect(await team.adjust({ id: 'adj-1', amount: -301, now })).toBe('below_zero');
    expect(await team.adjust({ id: 'adj-2', amount: -300, now })).toBe('adjusted');
    expect(await team.adjust({ id: 'adj-2', amount: -300, now })).toBe('exists');
    expect(await balanceOf(team)).toMatchObject({ balance: 0 });
    expect((await ledgerOf(team)).at(-1)).toMatchObject({
      user_id: null,
      kind: 'adjustment',
      ref: 'adj-2',
    });
  });

  it('an API key’s holds stay within its monthly cap, counting its settled calls', async () => {
    const team = await teamWith(10_000);
    const apiKey = { keyId: 'k1', monthlyCapKopecks: 300 };
    const call = (id: string) => `api-key/k1/${id}`;
    const place = (id: string, amount: number) =>
      team.placeHold({ holdId: call(id), amount, mode: { apiKey }, now: nowIso() });
    expect(await place('one', 200)).toBe('placed');
    const settled = await team.settle({
      ...charge(call('one'), 200),
      apiKeyId: 'k1',
      tokens: { input: 10, output: 20 },
    });
    expect(settled.debited).toBe(200);
    expect(await place('two', 150)).toBe('uncovered');
    expect(await place('three', 100)).toBe('placed');
    expect(await place('four', 1)).toBe('uncovered');
    // Another key, and an uncapped one, are not limited by it.
    expect(
      await team.placeHold({
        holdId: 'api-key/k2/x',
        amount: 1000,
        mode: { apiKey: { keyId: 'k2', monthlyCapKopecks: null } },
        now: nowIso(),
      }),
    ).toBe('placed');
  });

  it('places, settles and clamps as D1’s money seam does, to the kopeck', async () => {
    // A team of the previous version: the facade serves it from D1 (decision 227).
    const person = await registerUser({ inD1: true });
    const entityId = person.user.entityId;
    const start = (await d1Money.balance(env.DB, entityId, nowIso())).balance;
    const team = await teamWith(start);
    const now = nowIso();
    const d1 = [] as unknown[];
    const object = [] as unknown[];
    const holdIds = ['x', 'y', 'z'].map((id) => `${id}-${crypto.randomUUID()}`);
    for (const holdId of holdIds) {
      const amount = Math.floor(start * 0.4);
      d1.push(
        await d1Money.placeHold(
          env.DB,
          { requestId: holdId, entityId, userId: null, amount, now },
          'whole',
        ),
      );
      object.push((await team.placeHold({ holdId, amount, mode: 'whole', now })) === 'placed');
    }
    expect(object).toEqual(d1);
    expect(object).toEqual([true, true, false]);
    const [first, second] = holdIds as [string, string];
    const meta = { model: 'gpt:gpt-mini' };
    const cost = Math.floor(start * 0.5);
    await d1Money.settle(
      env.DB,
      { holdId: first, entityId, userId: person.user.id, ref: first, cost, now },
      meta,
    );
    await team.settle(charge(first, cost));
    const d1Debited = await d1Money.settleClamped(
      env.DB,
      { holdId: second, entityId, userId: person.user.id, ref: second, cost: start, now },
      meta,
    );
    expect((await team.settle(charge(second, start, { clampToAvailable: true }))).debited).toBe(
      d1Debited,
    );
    const inD1 = await d1Money.balance(env.DB, entityId, now);
    const inObject = await balanceOf(team, now);
    expect({ balance: inObject.balance, held: inObject.held }).toEqual({
      balance: inD1.balance,
      held: inD1.held,
    });
    expect(inObject.balance).toBe(0);
  });
});
