import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { createKey } from '../../test/api-key-helpers';
import { dataOf, readEvents, send } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { moveConversations, moveTeamMoney } from '../../test/move-helpers';
import { joinTeam } from '../../test/team-helpers';
import { synthesize } from '../../test/voice-helpers';
import { adminCall, signInOperator } from '../admin/operator-helpers';
import { teamOf } from '../team/team-of';
import { moscowDay } from './moscow-time';

type Headers = Record<string, string>;

const body = async (res: Response) => {
  expect(res.status).toBe(200);
  return (res.headers.get('content-type') ?? '').includes('json') ? res.json() : res.text();
};
const get = async (path: string, headers: Headers) => body(await api(path, { headers }));

/** Everything a team's money shows: to its owner, a member, a stranger, the console, the export. */
async function readAll(owner: RegisteredUser, mate: RegisteredUser, operator: RegisteredUser) {
  const { entityId } = owner.user;
  const month = moscowDay(Date.now()).slice(0, 7);
  const exported = (await get('/v1/user/export', owner.headers)) as { ledger: unknown[] };
  return {
    page: await get('/v1/entity/ledger', owner.headers),
    second: await get('/v1/entity/ledger?take=2&page=2', owner.headers),
    usage: await get('/v1/entity/ledger?kind=usage', owner.headers),
    month: await get(`/v1/entity/ledger?month=${month}`, owner.headers),
    old: await get('/v1/entity/ledger?month=2020-01', owner.headers),
    mate: await get('/v1/entity/ledger', mate.headers),
    csv: await get('/v1/entity/ledger.csv', owner.headers),
    mateCsv: await get('/v1/entity/ledger.csv?kind=usage', mate.headers),
    spending: await get('/v1/entity/spending', owner.headers),
    team: await get('/v1/entity', owner.headers),
    members: await get('/v1/entity/members', owner.headers),
    console: await body(await adminCall(operator, 'GET', `/entities/${entityId}`)),
    users: await body(await adminCall(operator, 'GET', `/users?query=${owner.user.id}`)),
    export: exported.ledger,
  };
}

/** An answer of `who` in a new chat: its chat and its answer's message id. */
async function answer(who: RegisteredUser, question: string) {
  const events = await readEvents(await send(who.headers, { model: 'gpt:gpt', question }));
  const chatId = dataOf<{ chatId: string }>(events[0]).chatId;
  const listed = (await get(
    `/v1/message/chat/${chatId}?pageNumber=1&pageSize=10`,
    who.headers,
  )) as {
    items: { id: string; role: string }[];
  };
  return { chatId, answerId: listed.items.find((m) => m.role === 'assistant')?.id ?? '' };
}

/** A paid top-up through the YooKassa fake: create, pay at the fake, notify. */
async function topUp(headers: Headers, amountKopecks: number) {
  const res = await api('/v1/payments', json('POST', { amountKopecks }, headers));
  const { id } = (await res.json()) as { id: string };
  const providerId =
    (await env.DB.prepare('SELECT provider_id FROM payments WHERE id = ?1')
      .bind(id)
      .first<string>('provider_id')) ?? '';
  await fetch(
    `${env.FAKE_YOOKASSA_URL}/__fake/payments/${providerId}`,
    json('POST', { status: 'succeeded', paid: true }),
  );
  await api(
    '/v1/payments/yookassa/notifications',
    json('POST', { type: 'notification', event: 'payment.succeeded', object: { id: providerId } }),
  );
}

/**
 * A team with every kind of line: grants, answers of the owner and of a member (one private, one
 * shared with the owner), read-aloud, an API key's call, a top-up, an operator's adjustment, and
 * the owner's rating of their answer. The owner and the member are accounts of the previous version
 * (their chats and their team's money in D1).
 */
async function busyTeam() {
  const operator = await signInOperator();
  // The team's lines are written in D1 before each test moves them (a previous version's team).
  const owner = await registerUser({ name: 'Анна "Owner", =1+1', inD1: true });
  const mate = await registerUser({ inD1: true });
  await joinTeam(owner, mate);
  const own = await answer(owner, 'Bill fake:input=1000 fake:output=2000');
  const hidden = await answer(mate, 'A private question');
  const shared = await answer(mate, 'A shared question');
  const share = json('POST', { chatId: shared.chatId, userIds: [owner.user.id] }, mate.headers);
  expect((await api('/v1/chat/share', share)).status).toBe(200);
  const rated = await api(
    `/v1/message/rating/${own.answerId}`,
    json('PUT', { rating: 'down', reason: 'wrong', comment: 'Not = this' }, owner.headers),
  );
  expect(rated.status).toBe(200);
  const tts = await synthesize(owner.headers, `Read ${crypto.randomUUID()} aloud`);
  await tts.arrayBuffer();
  const key = await createKey({}, owner);
  await key.client.chat.completions.create({
    model: 'gpt:gpt',
    messages: [{ role: 'user', content: 'Hi fake:input=1000 fake:output=2000' }],
  });
  await topUp(owner.headers, 10_000);
  const adjusted = await adminCall(
    operator,
    'POST',
    `/entities/${owner.user.entityId}/adjustments`,
    { amountKopecks: 12_345, reason: 'Refund for the outage' },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  expect(adjusted.status).toBe(201);
  return { operator, owner, mate, own, hidden, shared };
}

/** D1's ledger of a team after its money moved: a frozen copy no reader may use. */
const spoilFrozenCopy = (entityId: string) =>
  env.DB.prepare('UPDATE ledger SET amount_kopecks = amount_kopecks - 7 WHERE entity_id = ?1')
    .bind(entityId)
    .run();

describe("a team's money read from its object", { timeout: 120_000 }, () => {
  it('shows the same pages, totals, CSV, spending, members, console and export to the kopeck', async () => {
    const { operator, owner, mate, own, hidden, shared } = await busyTeam();
    const stranger = await registerUser();
    const before = await readAll(owner, mate, operator);
    // The chat rule: the payer and whoever the chat is shared with see it, no one else.
    const usage = (before.usage as { items: { chatId: string | null; model: string }[] }).items;
    const chats = usage.map((row) => row.chatId);
    expect(chats).toContain(own.chatId);
    expect(chats).toContain(shared.chatId);
    expect(chats).not.toContain(hidden.chatId);
    expect(before.csv).toContain(',down,wrong,');

    await moveTeamMoney(owner.user.entityId);
    await spoilFrozenCopy(owner.user.entityId);
    expect(await readAll(owner, mate, operator)).toEqual(before);
    // Another team's ledger is its own.
    const strangers = (await get('/v1/entity/ledger', stranger.headers)) as {
      items: { kind: string }[];
    };
    expect(strangers.items.map((row) => row.kind)).toEqual(['grant']);
  });

  it('names lines written before they named what they paid for, as D1 did', async () => {
    // Such lines were written for accounts whose answers were in D1.
    const { operator, owner, mate } = await busyTeam();
    await env.DB.prepare(
      `UPDATE ledger SET model = NULL, chat_id = NULL, chat_mode = NULL, api_key_id = NULL
       WHERE entity_id = ?1`,
    )
      .bind(owner.user.entityId)
      .run();
    const before = await readAll(owner, mate, operator);
    await moveTeamMoney(owner.user.entityId);
    await spoilFrozenCopy(owner.user.entityId);
    expect(await readAll(owner, mate, operator)).toEqual(before);
  });

  it("reads the same when the payers' conversations and ratings moved to their objects too", async () => {
    const { operator, owner, mate, shared } = await busyTeam();
    // The owner's chats (and rating) in their object, the member's still in D1.
    await moveConversations(owner.user.id);
    await env.DB.prepare(
      `UPDATE ledger SET model = NULL, chat_id = NULL, chat_mode = NULL, api_key_id = NULL
       WHERE entity_id = ?1 AND user_id = ?2`,
    )
      .bind(owner.user.entityId, owner.user.id)
      .run();
    const before = await readAll(owner, mate, operator);
    expect(before.csv).toContain(',down,wrong,');
    const usage = (before.usage as { items: { chatId: string | null }[] }).items;
    expect(usage.map((row) => row.chatId)).toContain(shared.chatId);
    await moveTeamMoney(owner.user.entityId);
    await spoilFrozenCopy(owner.user.entityId);
    expect(await readAll(owner, mate, operator)).toEqual(before);
  });

  it("keeps D1's balance, the console's list, a mirror of the object's after each change", async () => {
    const operator = await signInOperator();
    const owner = await registerUser();
    const { entityId } = owner.user;
    await moveTeamMoney(entityId);
    const now = new Date().toISOString();
    const credited = await teamOf(env, entityId).credit({
      kind: 'top_up',
      ref: crypto.randomUUID(),
      amount: 4_321,
      userId: owner.user.id,
      now,
    });
    expect(credited).toBe('credited');
    const team = (await get('/v1/entity', owner.headers)) as { balanceKopecks: number };
    expect(team.balanceKopecks).toBe(54_321);
    await vi.waitFor(
      async () => {
        const users = (await body(
          await adminCall(operator, 'GET', `/users?query=${owner.user.id}`),
        )) as { users: { team: { balanceKopecks: number } }[] };
        expect(users.users[0]?.team.balanceKopecks).toBe(54_321);
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});
