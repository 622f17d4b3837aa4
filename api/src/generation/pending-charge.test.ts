import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  dataOf,
  readEvents,
  readSome,
  type SendOptions,
  send,
  settled,
} from '../../test/chat-helpers';
import { type RegisteredUser, registerUser } from '../../test/helpers';
import {
  holdCount,
  ledgerLinesOfRef,
  setBalance as setTeamBalance,
} from '../../test/money-helpers';
import {
  countChats,
  countMessages,
  countMessagesBy,
  messagesOfRequest,
} from '../../test/storage-helpers';
import { joinTeam } from '../../test/team-helpers';
import { placeHold } from '../billing/money';
import { generationsOf } from './generation';
import type { StartInput } from './types';

type Meta = { chatId: string; messageId: string; userMessageId?: string; requestId: string };

// The team's money wherever it lives (its object from sign-up, decision 227).
const setBalance = (entityId: string, kopecks: number) => setTeamBalance(env, entityId, kopecks);

const holdsOf = (entityId: string) => holdCount(env, entityId);

const usageLines = async (ref: string) =>
  (await ledgerLinesOfRef(env, ref, 'usage')).map(({ amount_kopecks }) => ({ amount_kopecks }));

/** The charges the author's Generation object keeps until they are settled. */
const pendingCharges = (authorId: string) =>
  runInDurableObject(generationsOf(env, authorId), (_, state) =>
    state.storage.sql
      .exec<{ request_id: string; attempts: number }>(
        'SELECT request_id, attempts FROM pending_charges',
      )
      .toArray(),
  );

/** The rows a start of `requestId` by `user` could have written, in their own home. */
const startRows = async (user: RegisteredUser, requestId: string) => ({
  chats: await countChats(env, user.user.id),
  messages: await countMessagesBy(env, user.user.id),
  answers: (await messagesOfRequest(env, requestId, user.user.id)).filter(
    (row) => row.user_id === user.user.id,
  ).length,
});

/** A paid answer's start as the send route hands it to the author's object. */
const startInput = (user: RegisteredUser, requestId: string): StartInput => ({
  requestId,
  userId: user.user.id,
  entityId: user.user.entityId,
  locale: 'en',
  chatMode: 'text',
  question: 'Hi fake:chunks=2',
  regeneration: false,
  attachments: [],
  prompt: {
    modelId: 'gpt:gpt',
    browsing: false,
    messages: [{ role: 'user', content: 'Hi fake:chunks=2' }],
  },
});

async function start(user: RegisteredUser, opts: SendOptions) {
  const res = await send(user.headers, { ...opts, stream: true });
  expect(res.status).toBe(200);
  const [meta] = await readSome(res, 1);
  return dataOf<Meta>(meta);
}

describe('an answer whose settle failed', () => {
  it('keeps its charge in the Generation object, whose alarm settles it exactly once', async () => {
    // A team whose money is in D1 (the previous version's), so D1 can refuse its lines.
    const user = await registerUser({ inD1: true });
    const { entityId } = user.user;
    // The team's ledger refuses this team's lines, as an unreachable money store would.
    const trigger = `ledger_down_${crypto.randomUUID().replaceAll('-', '')}`;
    await env.DB.prepare(
      `CREATE TRIGGER ${trigger} BEFORE INSERT ON ledger WHEN NEW.entity_id = '${entityId}'
       BEGIN SELECT RAISE(ABORT, 'ledger unavailable'); END`,
    ).run();
    const before = await balanceOf(entityId);
    try {
      const events = await readEvents(
        await send(user.headers, { model: 'gpt:gpt', question: 'Bill me fake:chunks=3' }),
      );
      const meta = dataOf<Meta>(events[0]);
      const row = await settled(meta.messageId);
      // The answer is saved whole; only its charge waits, its hold kept.
      expect(row).toMatchObject({ status: 'complete', content: 'w1 w2 w3 ' });
      expect(row.cost_kopecks).toBeGreaterThan(0);
      expect(await usageLines(meta.messageId)).toEqual([]);
      expect(await balanceOf(entityId)).toBe(before);
      expect(await holdsOf(entityId)).toBe(1);
      expect(await pendingCharges(user.user.id)).toEqual([
        { request_id: meta.requestId, attempts: 0 },
      ]);

      // Still unavailable: the alarm's retry fails too and keeps the charge.
      expect(await runDurableObjectAlarm(generationsOf(env, user.user.id))).toBe(true);
      expect(await pendingCharges(user.user.id)).toEqual([
        { request_id: meta.requestId, attempts: 1 },
      ]);
      expect(await usageLines(meta.messageId)).toEqual([]);

      // The money is back: the next alarm settles it, once.
      await env.DB.prepare(`DROP TRIGGER ${trigger}`).run();
      expect(await runDurableObjectAlarm(generationsOf(env, user.user.id))).toBe(true);
      expect(await pendingCharges(user.user.id)).toEqual([]);
      expect(await usageLines(meta.messageId)).toEqual([{ amount_kopecks: -row.cost_kopecks }]);
      expect(await balanceOf(entityId)).toBe(before - row.cost_kopecks);
      expect(await holdsOf(entityId)).toBe(0);

      // Nothing is charged again, however often the alarm runs.
      await runDurableObjectAlarm(generationsOf(env, user.user.id));
      expect(await usageLines(meta.messageId)).toHaveLength(1);
      expect(await balanceOf(entityId)).toBe(before - row.cost_kopecks);
    } finally {
      await env.DB.prepare(`DROP TRIGGER IF EXISTS ${trigger}`).run();
    }
  });
});

describe('a refused start', () => {
  it('the team cannot pay (402): no hold, no chat, no message', async () => {
    const user = await registerUser();
    await setBalance(user.user.entityId, 0);
    const requestId = crypto.randomUUID();
    // Past the route's check (a race with another send): the object's hold refuses it.
    const result = await generationsOf(env, user.user.id).start(startInput(user, requestId));
    expect(result).toEqual({ kind: 'refused', status: 402, code: 'insufficient_funds' });
    expect(await holdsOf(user.user.entityId)).toBe(0);
    expect(await startRows(user, requestId)).toEqual({ chats: 0, messages: 0, answers: 0 });
  });

  it('another start holds the requestId (404): nothing written, that hold untouched', async () => {
    // Teammates: the start's hold is on the team's money, where the other's hold already names
    // the requestId (wherever the team's money lives).
    const [owner, mate] = await Promise.all([registerUser(), registerUser()]);
    await joinTeam(owner, mate);
    const requestId = crypto.randomUUID();
    const now = new Date().toISOString();
    expect(
      await placeHold(env.DB, {
        requestId,
        entityId: owner.user.entityId,
        userId: null,
        amount: 7,
        now,
      }),
    ).toBe(true);
    const result = await generationsOf(env, mate.user.id).start({
      ...startInput(mate, requestId),
      entityId: owner.user.entityId,
    });
    expect(result).toEqual({ kind: 'refused', status: 404, code: 'not_found' });
    expect(await holdsOf(owner.user.entityId)).toBe(1);
    expect(await startRows(mate, requestId)).toEqual({ chats: 0, messages: 0, answers: 0 });
  });

  it("someone else's answered requestId starts the sender's own answer, the other's untouched", async () => {
    // A requestId is its author's (decision 226): each person's answers live in their own home.
    const [owner, stranger] = await Promise.all([registerUser(), registerUser()]);
    const requestId = crypto.randomUUID();
    const first = dataOf<Meta>(
      (await readEvents(await send(owner.headers, { requestId, model: 'gpt:gpt' })))[0],
    );
    const answered = await settled(first.messageId);
    const owners = await startRows(owner, requestId);
    expect(owners).toEqual({ chats: 1, messages: 2, answers: 1 });
    const result = await generationsOf(env, stranger.user.id).start(
      startInput(stranger, requestId),
    );
    if (result.kind !== 'started') throw new Error(`not started: ${JSON.stringify(result)}`);
    expect(result.meta.chatId).not.toBe(first.chatId);
    expect(result.meta.messageId).not.toBe(first.messageId);
    await settled(result.meta.messageId);
    expect(await startRows(stranger, requestId)).toEqual({ chats: 1, messages: 2, answers: 1 });
    expect(await holdsOf(stranger.user.entityId)).toBe(0);
    expect(await usageLines(result.meta.messageId)).toHaveLength(1);
    expect(await startRows(owner, requestId)).toEqual(owners);
    expect(await settled(first.messageId)).toEqual(answered);
    expect(await usageLines(first.messageId)).toEqual([{ amount_kopecks: -answered.cost_kopecks }]);
    expect(await holdsOf(owner.user.entityId)).toBe(0);
  });

  it("someone else's answered requestId, both in D1: its hold is released, nothing written", async () => {
    // Accounts of the previous version share D1's messages, where the requestId is answered.
    const [owner, stranger] = await Promise.all([
      registerUser({ inD1: true }),
      registerUser({ inD1: true }),
    ]);
    const requestId = crypto.randomUUID();
    await readEvents(await send(owner.headers, { requestId, model: 'gpt:gpt' }));
    const result = await generationsOf(env, stranger.user.id).start(
      startInput(stranger, requestId),
    );
    expect(result).toEqual({ kind: 'existing', userId: owner.user.id });
    expect(await holdsOf(stranger.user.entityId)).toBe(0);
    expect(await startRows(stranger, requestId)).toEqual({ chats: 0, messages: 0, answers: 0 });
    expect(await startRows(owner, requestId)).toEqual({ chats: 1, messages: 2, answers: 1 });
  });

  it('too many answers to one question (409): its hold released, nothing written', async () => {
    const user = await registerUser();
    const gate = `pending${crypto.randomUUID().replaceAll('-', '')}`;
    const first = await start(user, { question: `Which? fake:chunks=2 fake:hold=${gate}` });
    const question = first.userMessageId ?? '';
    for (let i = 0; i < 3; i += 1) {
      await start(user, { chatId: first.chatId, answerTo: question });
    }
    expect(await holdsOf(user.user.entityId)).toBe(4);
    const count = () => countMessages(env, first.chatId, '1', user.user.id);
    const messages = await count();
    const requestId = crypto.randomUUID();
    const fifth = await send(user.headers, { requestId, chatId: first.chatId, answerTo: question });
    expect(fifth.status).toBe(409);
    expect(await holdsOf(user.user.entityId)).toBe(4);
    expect(await count()).toBe(messages);
    expect(await startRows(user, requestId)).toMatchObject({ answers: 0 });
    await fetch(`${env.FAKE_OPENAI_URL}/__fake/release/${gate}`, { method: 'POST' });
  });
});
