import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { createKey } from '../../test/api-key-helpers';
import { dataOf, readEvents, send } from '../../test/chat-helpers';
import { registerUser } from '../../test/helpers';
import { mirroredBalance } from '../../test/money-helpers';
import { moveTeamMoney } from '../../test/move-helpers';
import { ApiError } from '../lib/errors';
import { nowIso } from '../lib/time';
import { teamOf } from '../team/team-of';
import { balance, holdExists, placeHold, settle } from './money';

/** The team's money wherever it lives, through the facade (decision 224). */
const moneyOf = (entityId: string) => balance(env.DB, entityId, nowIso());

/**
 * D1's own copy of the team's usage lines and holds, frozen once the money moved (decision 203);
 * its balance column is then the object's mirror (decision 225, `mirroredBalance`).
 */
const d1Money = (entityId: string) =>
  env.DB.prepare(
    `SELECT (SELECT COUNT(*) FROM ledger WHERE entity_id = e.id AND kind = 'usage') AS usage,
       (SELECT COUNT(*) FROM billing_holds WHERE entity_id = e.id) AS holds
     FROM entities e WHERE e.id = ?1`,
  )
    .bind(entityId)
    .first<{ usage: number; holds: number }>();

/** The team's usage lines as its home keeps them: amount, what they paid for, oldest first. */
async function usageLines(entityId: string, home: 'd1' | 'object') {
  const sql = `SELECT amount_kopecks, model, api_key_id IS NOT NULL AS by_key FROM ledger
    WHERE kind = 'usage' __TEAM__ ORDER BY created_at, amount_kopecks`;
  if (home === 'd1') {
    const { results } = await env.DB.prepare(sql.replace('__TEAM__', 'AND entity_id = ?1'))
      .bind(entityId)
      .all();
    return results;
  }
  return runInDurableObject(teamOf(env, entityId), (_, state) =>
    state.storage.sql.exec(sql.replace('__TEAM__', '')).toArray(),
  );
}

/**
 * Sets a D1 team's balance as the ledger explains it (an adjustment line for the difference), so
 * the move's check, which requires balance = Σ ledger, passes.
 */
async function setD1Balance(entityId: string, kopecks: number) {
  const now = nowIso();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO ledger (id, entity_id, user_id, amount_kopecks, kind, ref, created_at)
       SELECT ?1, ?2, NULL, ?3 - balance_kopecks, 'adjustment', ?1, ?4 FROM entities WHERE id = ?2`,
    ).bind(crypto.randomUUID(), entityId, kopecks, now),
    env.DB.prepare('UPDATE entities SET balance_kopecks = ?2 WHERE id = ?1').bind(
      entityId,
      kopecks,
    ),
  ]);
}

const costly = [{ role: 'user' as const, content: 'Hi fake:input=1000 fake:output=2000' }];

async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    return error as InstanceType<typeof OpenAI.APIError>;
  }
  throw new Error('the call succeeded');
}

/**
 * An account whose team's money is in D1, as the previous version made it (a new team's starts in
 * its object, decision 227), with a key whose cap covers one costly call.
 */
async function spend() {
  const owner = await createKey({ monthlyCapKopecks: 230 }, await registerUser({ inD1: true }));
  return owner;
}

async function runSpending(owner: Awaited<ReturnType<typeof spend>>) {
  const events = await readEvents(
    await send(owner.headers, {
      model: 'gpt:gpt',
      question: 'Bill me fake:input=1000 fake:output=2000',
    }),
  );
  const usage = dataOf<{ cost: number }>(events.find((e) => e.event === 'usage'));
  expect(usage.cost).toBe(225);
  await owner.client.chat.completions.create({
    model: 'gpt:gpt',
    messages: costly,
    max_tokens: 100,
  });
  const capped = await failure(
    owner.client.chat.completions.create({ model: 'gpt:gpt', messages: costly, max_tokens: 100 }),
  );
  expect(capped.status).toBe(402);
  expect(capped).toMatchObject({ code: 'insufficient_quota' });
}

describe("a team's money in its Team object (decision 224)", () => {
  it('bills the same to the kopeck in both homes, and leaves D1’s copy as it was', async () => {
    const inD1 = await spend();
    const inObject = await spend();
    await moveTeamMoney(inObject.user.entityId);
    const frozen = await d1Money(inObject.user.entityId);
    const before = [await moneyOf(inD1.user.entityId), await moneyOf(inObject.user.entityId)];
    expect(before[1]).toEqual(before[0]);

    await runSpending(inD1);
    await runSpending(inObject);

    const d1After = await moneyOf(inD1.user.entityId);
    const objectAfter = await moneyOf(inObject.user.entityId);
    expect(d1After.balance).toBe((before[0]?.balance ?? 0) - 450);
    expect(objectAfter).toEqual(d1After);
    expect(objectAfter).toMatchObject({ held: 0, ledgerSum: objectAfter.balance });
    // D1 keeps the moved team's money as it was when it moved (decision 203).
    expect(await d1Money(inObject.user.entityId)).toEqual(frozen);
    expect(frozen).toMatchObject({ usage: 0, holds: 0 });
    expect(await mirroredBalance(env, inObject.user.entityId, objectAfter.balance)).toBe(
      objectAfter.balance,
    );
    const lines = await usageLines(inObject.user.entityId, 'object');
    expect(lines).toEqual(await usageLines(inD1.user.entityId, 'd1'));
    expect(lines).toHaveLength(2);
  });

  it('lets parallel sends of a moved team spend its last kopeck once', async () => {
    const { headers, user } = await registerUser({ inD1: true });
    await setD1Balance(user.entityId, 1);
    await moveTeamMoney(user.entityId);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        send(headers, { model: 'gpt:gpt', question: 'Race fake:chunks=2 fake:delay=50' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 402, 402]);
    await Promise.all(results.map((r) => r.text()));
    // One answer's cost at most below zero: 12 input + 2 output tokens of gpt:gpt cost 1 kopeck.
    expect(await moneyOf(user.entityId)).toMatchObject({ balance: 0, held: 0, ledgerSum: 0 });
    expect(await d1Money(user.entityId)).toMatchObject({ usage: 0, holds: 0 });
    expect(await mirroredBalance(env, user.entityId, 0)).toBe(0);
  });

  it('refuses a settle while the money is copied, and settles it once in the object after', async () => {
    const { user } = await registerUser({ inD1: true });
    const entityId = user.entityId;
    const holdId = crypto.randomUUID();
    expect(
      await placeHold(env.DB, {
        requestId: holdId,
        entityId,
        userId: null,
        amount: 40,
        now: nowIso(),
      }),
    ).toBe(true);
    const start = await moneyOf(entityId);
    await env.DB.prepare(
      `INSERT INTO storage_moves (owner_kind, owner_id, part, state, started_at, updated_at)
       VALUES ('team', ?1, 'money', 'copying', ?2, ?2)`,
    )
      .bind(entityId, nowIso())
      .run();
    const charge = () => ({
      holdId,
      entityId,
      userId: user.id,
      ref: holdId,
      cost: 33,
      now: nowIso(),
    });
    const refused = await settle(env.DB, charge(), { model: 'gpt:gpt' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 503, code: 'storage_moving' });

    // The move goes on; the hold moves with the money, and the owner's retry settles it there.
    await moveTeamMoney(entityId);
    expect(await holdExists(env.DB, holdId, entityId)).toBe(true);
    await settle(env.DB, charge(), { model: 'gpt:gpt' });
    await settle(env.DB, charge(), { model: 'gpt:gpt' });
    expect(await holdExists(env.DB, holdId, entityId)).toBe(false);
    expect(await moneyOf(entityId)).toMatchObject({
      balance: start.balance - 33,
      held: 0,
      ledgerSum: start.balance - 33,
    });
    // D1's copy still has the hold it had when the copy began; its balance mirrors the object's.
    expect(await d1Money(entityId)).toMatchObject({ usage: 0, holds: 1 });
    expect(await mirroredBalance(env, entityId, start.balance - 33)).toBe(start.balance - 33);
  });
});
