import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { answerRow, dataOf, readEvents, readSome, send, settled } from '../../test/chat-helpers';
import { api, registerUser } from '../../test/helpers';
import { balanceOf, holdsOfRequest, ledgerLinesOfRef } from '../../test/money-helpers';
import { messagesOfRequest } from '../../test/storage-helpers';
import { generationsOf } from './generation';
import type { StreamEvent } from './sse';

type Meta = { chatId: string; messageId: string; requestId: string };
const texts = (events: StreamEvent[]) =>
  events
    .filter((e) => e.event === 'delta')
    .map((e) => dataOf<{ text: string }>(e).text)
    .join('');

describe('a generation outlives its client', () => {
  it('saves the whole answer when the client disconnects mid-stream', async () => {
    const { headers } = await registerUser();
    const res = await send(headers, { question: 'Long fake:chunks=8 fake:delay=30' });
    const first = await readSome(res, 3);
    const meta = dataOf<Meta>(first[0]);
    // A reloaded page finds the running answer and its requestId in the message list.
    const list = await api(`/v1/message/chat/${meta.chatId}/`, { headers });
    const items = ((await list.json()) as { items: { status: string; requestId: string }[] }).items;
    expect(items.at(-1)).toMatchObject({ status: 'streaming', requestId: meta.requestId });
    const row = await settled(meta.messageId);
    expect(row).toMatchObject({ status: 'complete', content: 'w1 w2 w3 w4 w5 w6 w7 w8 ' });
  });

  it('resumes after Last-Event-ID with exactly the missing events, live and after the end', async () => {
    const { headers } = await registerUser();
    const requestId = crypto.randomUUID();
    const res = await send(headers, { requestId, question: 'Resume fake:chunks=6 fake:delay=40' });
    const seen = await readSome(res, 3);
    const lastId = seen.at(-1)?.id;
    const live = await api(`/v1/openai/stream/${requestId}`, {
      headers: { ...headers, 'Last-Event-ID': String(lastId) },
    });
    expect(live.status).toBe(200);
    const rest = await readEvents(live);
    const all = [...seen, ...rest];
    expect(all.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(texts(all)).toBe('w1 w2 w3 w4 w5 w6 ');
    expect(all.at(-1)?.data).toBe('[DONE]');
    // After the end: a replay from the start, then [DONE].
    const replay = await readEvents(await api(`/v1/openai/stream/${requestId}`, { headers }));
    expect(replay.map((e) => e.id)).toEqual(all.map((e) => e.id));
  });

  it('lets nobody but the chat owner (or who it is shared with) attach or stop: 404', async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const requestId = crypto.randomUUID();
    const ownEvents = await readEvents(
      await send(owner.headers, { requestId, model: 'gpt:gpt', question: 'Mine fake:chunks=3' }),
    );
    const own = dataOf<Meta>(ownEvents[0]);
    const ownAnswer = await settled(own.messageId);
    const ownCharge = await ledgerLinesOfRef(env, own.messageId, 'usage', owner.user.entityId);
    expect(ownCharge).toHaveLength(1);
    const ownBalance = await balanceOf(env, owner.user.entityId);
    expect((await api(`/v1/openai/stream/${requestId}`, { headers: other.headers })).status).toBe(
      404,
    );
    const stop = await api(`/v1/openai/stop/${requestId}`, {
      method: 'POST',
      headers: other.headers,
    });
    expect(stop.status).toBe(404);
    // A requestId is its author's (decision 226): someone else sending with it starts their own
    // answer, in their own chat, paid by their own team, and reaches nothing of the owner's.
    const reuse = await send(other.headers, {
      requestId,
      model: 'gpt:gpt',
      question: 'Theirs fake:chunks=2',
    });
    expect(reuse.status).toBe(200);
    const theirEvents = await readEvents(reuse);
    const theirs = dataOf<Meta>(theirEvents[0]);
    expect(texts(theirEvents)).toBe('w1 w2 ');
    expect(theirs.chatId).not.toBe(own.chatId);
    expect(theirs.messageId).not.toBe(own.messageId);
    await settled(theirs.messageId);
    // The owner's answer, chat, events and money are as they were; the chat stays theirs alone.
    expect(await answerRow(own.messageId, owner.user.id)).toEqual(ownAnswer);
    const ownPage = await api(`/v1/message/chat/${own.chatId}/`, { headers: owner.headers });
    expect(((await ownPage.json()) as { total: number }).total).toBe(2);
    expect((await api(`/v1/message/chat/${own.chatId}/`, { headers: other.headers })).status).toBe(
      404,
    );
    expect(
      await readEvents(await api(`/v1/openai/stream/${requestId}`, { headers: owner.headers })),
    ).toEqual(ownEvents);
    expect(await ledgerLinesOfRef(env, own.messageId, 'usage', owner.user.entityId)).toEqual(
      ownCharge,
    );
    expect(await balanceOf(env, owner.user.entityId)).toBe(ownBalance);
    expect(await ledgerLinesOfRef(env, theirs.messageId, 'usage', other.user.entityId)).toEqual([
      expect.objectContaining({ entity_id: other.user.entityId, user_id: other.user.id }),
    ]);
    // The requestId now names each one's own answer: attach and stop reach only that.
    const theirReplay = await readEvents(
      await api(`/v1/openai/stream/${requestId}`, { headers: other.headers }),
    );
    expect(dataOf<Meta>(theirReplay[0]).messageId).toBe(theirs.messageId);
    const stopped = await api(`/v1/openai/stop/${requestId}`, {
      method: 'POST',
      headers: other.headers,
    });
    expect(await stopped.json()).toMatchObject({ messageId: theirs.messageId });
    expect(await answerRow(own.messageId, owner.user.id)).toEqual(ownAnswer);
  });

  it('answers the same requestId twice with one generation, never two answers', async () => {
    const { headers } = await registerUser();
    const requestId = crypto.randomUUID();
    const [a, b] = await Promise.all([
      send(headers, { requestId, question: 'Once fake:chunks=3 fake:delay=20' }),
      send(headers, { requestId, question: 'Once fake:chunks=3 fake:delay=20' }),
    ]);
    const [first, second] = await Promise.all([readEvents(a), readEvents(b)]);
    expect(first).toEqual(second);
    const meta = dataOf<Meta>(first[0]);
    const page = (await (await api(`/v1/message/chat/${meta.chatId}/`, { headers })).json()) as {
      total: number;
    };
    expect(page.total).toBe(2);
  });

  it('gives a requestId sent by two people at once at most one answer each, never the other’s; no hold left', async () => {
    const people = await Promise.all([registerUser(), registerUser()]);
    const requestId = crypto.randomUUID();
    const question = 'Twice fake:chunks=3 fake:delay=20';
    const sends = await Promise.all(people.map((u) => send(u.headers, { requestId, question })));
    // Each gets their own answer (decision 226), or 404 where one hold names the requestId for
    // both (teams whose money is in D1, while the first answer holds it): never the other's.
    expect(sends.some((res) => res.status === 200)).toBe(true);
    let answered = 0;
    for (const [i, res] of sends.entries()) {
      const [me, them] = i === 0 ? [people[0], people[1]] : [people[1], people[0]];
      if (!me || !them) throw new Error('two people');
      if (res.status !== 200) {
        expect(res.status).toBe(404);
        expect(await res.json()).toMatchObject({ code: 'not_found' });
        expect(await messagesOfRequest(env, requestId, me.user.id)).toEqual([]);
        continue;
      }
      answered += 1;
      const events = await readEvents(res);
      expect(texts(events)).toBe('w1 w2 w3 ');
      const meta = dataOf<Meta>(events[0]);
      await settled(meta.messageId);
      const page = `/v1/message/chat/${meta.chatId}/`;
      expect((await api(page, { headers: me.headers })).status).toBe(200);
      expect((await api(page, { headers: them.headers })).status).toBe(404);
      expect(
        (await messagesOfRequest(env, requestId, me.user.id)).map((m) => [m.id, m.user_id]),
      ).toEqual([[meta.messageId, me.user.id]]);
    }
    expect(answered).toBeGreaterThan(0);
    for (const { user } of people) {
      expect(await holdsOfRequest(env, requestId, user.entityId)).toHaveLength(0);
    }
  });

  it('resumes a long answer byte-exact across the batches its events were stored in', async () => {
    const { headers } = await registerUser();
    const requestId = crypto.randomUUID();
    // 150 deltas with no delay: stored by count, three full batches and a part (decision 110).
    const res = await send(headers, { requestId, question: 'Long fake:chunks=150' });
    const seen = await readSome(res, 100);
    const rest = await readEvents(
      await api(`/v1/openai/stream/${requestId}`, {
        headers: { ...headers, 'Last-Event-ID': String(seen.at(-1)?.id) },
      }),
    );
    const all = [...seen, ...rest];
    expect(all.map((e) => e.id)).toEqual(all.map((_, i) => i + 1));
    const words = Array.from({ length: 150 }, (_, i) => `w${i + 1} `).join('');
    expect(texts(all)).toBe(words);
    expect(all.at(-1)?.data).toBe('[DONE]');
    const replay = await readEvents(await api(`/v1/openai/stream/${requestId}`, { headers }));
    expect(replay).toEqual(all);
  });

  it('answers a requestId again once its events expired: no second answer, no hold, nothing to others', async () => {
    const { headers, user } = await registerUser();
    const other = await registerUser();
    const requestId = crypto.randomUUID();
    const first = await readEvents(
      await send(headers, { requestId, question: 'Once fake:chunks=2' }),
    );
    const meta = dataOf<Meta>(first[0]);
    await settled(meta.messageId);
    // A day later the object's alarm drops its events; the answer stays in D1.
    const stub = generationsOf(env, user.id);
    await runInDurableObject(stub, (_, state) => {
      state.storage.sql.exec(
        'UPDATE generations SET expires_at = 0 WHERE request_id = ?',
        requestId,
      );
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const again = await send(headers, { requestId, question: 'Once fake:chunks=2' });
    expect(again.status).toBe(200);
    await again.text();
    // Someone else's send with it is their own answer (decision 226), never a join of this one.
    const theirs = await send(other.headers, { requestId, question: 'Theirs fake:chunks=2' });
    expect(theirs.status).toBe(200);
    expect(dataOf<Meta>((await readEvents(theirs))[0]).chatId).not.toBe(meta.chatId);
    const page = (await (await api(`/v1/message/chat/${meta.chatId}/`, { headers })).json()) as {
      total: number;
    };
    expect(page.total).toBe(2);
    expect(await messagesOfRequest(env, requestId, user.id)).toHaveLength(1);
    expect(await holdsOfRequest(env, requestId, user.entityId)).toHaveLength(0);
  });
});

describe('endings', () => {
  it('stops on request, keeping the text so far with status stopped', async () => {
    const { headers } = await registerUser();
    const requestId = crypto.randomUUID();
    const res = await send(headers, {
      requestId,
      question: 'Stop me fake:chunks=40 fake:delay=30',
    });
    const seen = await readSome(res, 3);
    const meta = dataOf<Meta>(seen[0]);
    const stop = await api(`/v1/openai/stop/${requestId}`, { method: 'POST', headers });
    expect(await stop.json()).toMatchObject({ status: 'stopped', messageId: meta.messageId });
    const row = await answerRow(meta.messageId);
    expect(row?.status).toBe('stopped');
    expect(row?.content.startsWith('w1 w2 ')).toBe(true);
    expect(row?.content.length).toBeLessThan('w1 '.length * 40);
    const events = await readEvents(await api(`/v1/openai/stream/${requestId}`, { headers }));
    expect(texts(events)).toBe(row?.content);
    expect(events.at(-1)?.data).toBe('[DONE]');
  });

  it.each([
    ['a provider 500', 'Fail fake:fail=500', ''],
    ['a stream cut mid-way', 'Cut fake:chunks=6 fake:cut=3', 'w1 w2 w3 '],
    ['an error event mid-stream', 'Err fake:chunks=6 fake:errorat=2', 'w1 w2 '],
    ['a provider gone silent', 'Hang fake:chunks=2 fake:delay=5000', '', 'provider_timeout'],
  ])(
    'ends %s with an error event and the partial text kept',
    async (_, question, partial, code = 'provider_error') => {
      const { headers } = await registerUser();
      const events = await readEvents(await send(headers, { question }));
      expect(events.map((e) => e.event ?? e.data).slice(-2)).toEqual(['error', '[DONE]']);
      expect(dataOf(events.at(-2))).toMatchObject({
        code,
        message: expect.any(String),
      });
      expect(texts(events)).toBe(partial);
      const row = await answerRow(dataOf<Meta>(events[0]).messageId);
      expect(row).toMatchObject({ status: 'error', content: partial, cost_kopecks: 0 });
    },
  );
});
