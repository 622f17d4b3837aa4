import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  answerRow,
  dataOf,
  readSome,
  type SendOptions,
  send,
  settled,
} from '../../test/chat-helpers';
import { api, type RegisteredUser, registerUser } from '../../test/helpers';
import { balanceOf, holdCount, usageLines } from '../../test/money-helpers';

type Meta = { chatId: string; messageId: string; userMessageId?: string; requestId: string };
type Running = { id: string; requestId: string; model: string | null; createdAt: string };
type Item = {
  id: string;
  siblings: { index: number; count: number; ids: string[]; running?: Running[] };
};

/** Starts a streamed send and reads only its `meta`: the answer keeps running on its own. */
async function start(user: RegisteredUser, opts: SendOptions) {
  const res = await send(user.headers, { ...opts, stream: true });
  expect(res.status).toBe(200);
  const [meta] = await readSome(res, 1);
  return dataOf<Meta>(meta);
}

const release = (gate: string) =>
  fetch(`${env.FAKE_OPENAI_URL}/__fake/release/${gate}`, { method: 'POST' });

const lastItem = async (user: RegisteredUser, chatId: string) => {
  const res = await api(`/v1/message/chat/${chatId}/`, { headers: user.headers });
  return ((await res.json()) as { items: Item[] }).items.at(-1);
};

describe('answerTo: several models answer one question (compare)', () => {
  it('adds versions that stream at once, each held and settled, at most four at a time', async () => {
    const user = await registerUser();
    const gate = `cmp${crypto.randomUUID().replaceAll('-', '')}`;
    const first = await start(user, { question: `Which is best? fake:chunks=3 fake:hold=${gate}` });
    const question = first.userMessageId ?? '';
    const more = await Promise.all(
      ['gpt:gpt-mini', 'gpt:gpt', 'gpt:gpt-mini'].map((model) =>
        start(user, { model, chatId: first.chatId, answerTo: question }),
      ),
    );
    // Four answers stream at once, each on its own hold; a fifth is refused and changes nothing.
    expect(await holdCount(env, user.user.entityId)).toBe(4);
    const fifth = await send(user.headers, { chatId: first.chatId, answerTo: question });
    expect(fifth.status).toBe(409);
    expect(await fifth.json()).toEqual({
      code: 'too_many_answers',
      message: 'At most 4 answers to one question can be written at once',
    });
    const ru = await send(user.headers, {
      chatId: first.chatId,
      answerTo: question,
      locale: 'ru',
    });
    expect(((await ru.json()) as { message: string }).message).toMatch(/не больше 4/);

    await release(gate);
    const answers = [first, ...more];
    for (const meta of answers) {
      expect(meta.userMessageId === undefined).toBe(meta !== first);
      expect(await settled(meta.messageId)).toMatchObject({ status: 'complete' });
    }
    // Each answer was billed once through its own hold, and every hold is gone.
    const usage = await usageLines(env, user.user.entityId);
    expect(usage.map((r) => r.ref).sort()).toEqual(answers.map((a) => a.messageId).sort());
    expect(await holdCount(env, user.user.entityId)).toBe(0);

    // They are versions of one answer, reachable with the version arrows.
    const shown = await lastItem(user, first.chatId);
    expect(shown?.siblings.count).toBe(4);
    expect([...(shown?.siblings.ids ?? [])].sort()).toEqual(answers.map((a) => a.messageId).sort());
    // Once they have ended, the question takes more answers.
    const later = await start(user, { chatId: first.chatId, answerTo: question });
    await settled(later.messageId);
    expect((await lastItem(user, first.chatId))?.siblings.count).toBe(5);
  });

  it('lists the versions still being written, so a reloaded page attaches to each', async () => {
    const user = await registerUser();
    const gate = `run${crypto.randomUUID().replaceAll('-', '')}`;
    const first = await start(user, { question: `Colour? fake:chunks=2 fake:hold=${gate}` });
    const other = await start(user, {
      model: 'gpt:gpt',
      chatId: first.chatId,
      answerTo: first.userMessageId,
    });
    const shown = await lastItem(user, first.chatId);
    // The newest answer is shown; both it and the first are listed with what attaching needs.
    expect(shown?.id).toBe(other.messageId);
    expect(shown?.siblings.running?.map((r) => [r.id, r.requestId, r.model])).toEqual([
      [first.messageId, first.requestId, 'gpt:gpt-mini'],
      [other.messageId, other.requestId, 'gpt:gpt'],
    ]);
    expect(Date.parse(shown?.siblings.running?.[0]?.createdAt ?? '')).not.toBeNaN();
    // The question itself has no running versions of its own.
    const page = await api(`/v1/message/chat/${first.chatId}/`, { headers: user.headers });
    const [question] = ((await page.json()) as { items: Item[] }).items;
    expect(question?.siblings.running).toBeUndefined();
    await release(gate);
    await settled(first.messageId);
    await settled(other.messageId);
    expect((await lastItem(user, first.chatId))?.siblings.running).toBeUndefined();
  });

  it('stops every compared answer on its own hold: nothing said costs nothing, the rest billed once', async () => {
    const user = await registerUser();
    const entity = user.user.entityId;
    const stop = (requestId: string) =>
      api(`/v1/openai/stop/${requestId}`, { method: 'POST', headers: user.headers });
    const usageRows = async () =>
      (await usageLines(env, entity)).map((r) => ({ ref: r.ref ?? '', amount: r.amount_kopecks }));
    const holdsLeft = () => holdCount(env, entity);

    // Held before any text (the only chunk is the held one): stopped, each is free.
    const silent = `sil${crypto.randomUUID().replaceAll('-', '')}`;
    const quiet = await start(user, { question: `Quiet fake:chunks=1 fake:hold=${silent}` });
    const quietMore = await Promise.all(
      ['gpt:gpt', 'gpt:gpt-mini'].map((model) =>
        start(user, { model, chatId: quiet.chatId, answerTo: quiet.userMessageId }),
      ),
    );
    expect(await holdsLeft()).toBe(3);
    for (const meta of [quiet, ...quietMore]) {
      expect((await stop(meta.requestId)).status).toBe(200);
      expect(await answerRow(meta.messageId)).toMatchObject({ status: 'stopped', cost_kopecks: 0 });
    }
    await release(silent);
    expect(await usageRows()).toEqual([]);
    expect(await holdsLeft()).toBe(0);

    // Each has said something: stopped, each is billed for it once, through its own hold.
    const gate = `spk${crypto.randomUUID().replaceAll('-', '')}`;
    const question = `Talk fake:chunks=3 fake:hold=${gate}`;
    const spoke = async (opts: SendOptions) => {
      const res = await send(user.headers, { ...opts, stream: true });
      const [meta, ...deltas] = await readSome(res, 3);
      expect(deltas.map((d) => d.event ?? 'delta')).toEqual(['delta', 'delta']);
      return dataOf<Meta>(meta);
    };
    const loud = await spoke({ question });
    const loudMore = await Promise.all(
      ['gpt:gpt', 'gpt:gpt-mini'].map((model) =>
        spoke({ model, chatId: loud.chatId, answerTo: loud.userMessageId }),
      ),
    );
    const answers = [loud, ...loudMore];
    const before = await balanceOf(env, entity);
    await Promise.all(answers.map((meta) => stop(meta.requestId)));
    // A second stop (a double press, or the page and the api racing) changes nothing.
    await Promise.all(answers.map((meta) => stop(meta.requestId)));
    await release(gate);
    const rows = await Promise.all(answers.map((meta) => answerRow(meta.messageId)));
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'stopped' });
      expect(row?.content.startsWith('w1 w2 ')).toBe(true);
      expect(row?.cost_kopecks).toBeGreaterThan(0);
    }
    const usage = await usageRows();
    expect(usage.map((r) => r.ref).sort()).toEqual(answers.map((a) => a.messageId).sort());
    const billed = rows.reduce((sum, row) => sum + (row?.cost_kopecks ?? 0), 0);
    expect(usage.reduce((sum, r) => sum - r.amount, 0)).toBe(billed);
    const after = await balanceOf(env, entity);
    expect((before ?? 0) - (after ?? 0)).toBe(billed);
    expect(await holdsLeft()).toBe(0);
  });

  it('keeps the form’s system messages (a merge carries the candidates) over the stored branch', async () => {
    const user = await registerUser();
    const marker = `merge-${crypto.randomUUID()}`;
    const first = await start(user, { question: `Name a colour ${marker} fake:chunks=1` });
    await settled(first.messageId);
    const candidates = 'Candidate answers: 1) red 2) blue. Merge them into one answer.';
    const merged = await start(user, {
      chatId: first.chatId,
      answerTo: first.userMessageId,
      messages: [
        { role: 'system', content: candidates },
        { role: 'user', content: 'ignored: the stored question is answered' },
      ],
    });
    await settled(merged.messageId);
    const list = (await (await fetch(`${env.FAKE_OPENAI_URL}/__fake/requests`)).json()) as {
      body: { messages: { role: string; content: unknown }[] };
    }[];
    const sent = list.findLast((r) => JSON.stringify(r.body).includes(candidates));
    expect(sent?.body.messages.map((m) => `${m.role}:${String(m.content)}`)).toEqual([
      `system:${candidates}`,
      `user:Name a colour ${marker} fake:chunks=1`,
    ]);
  });

  it('answers someone else’s message with 404, and a bad id with 404 or 400', async () => {
    const owner = await registerUser();
    const first = await start(owner, { question: 'Mine fake:chunks=1' });
    await settled(first.messageId);
    const question = first.userMessageId ?? '';
    const stranger = await registerUser();
    const own = await start(stranger, { question: 'Theirs fake:chunks=1' });
    await settled(own.messageId);
    // The stranger's own chat, the owner's question; and the owner's chat itself.
    for (const chatId of [own.chatId, first.chatId]) {
      const res = await send(stranger.headers, { chatId, answerTo: question });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'not_found' });
    }
    const unknown = await send(owner.headers, { chatId: first.chatId, answerTo: 'nope' });
    expect(unknown.status).toBe(404);
    const anAnswer = await send(owner.headers, { chatId: first.chatId, answerTo: first.messageId });
    expect(anAnswer.status).toBe(400);
    expect(await anAnswer.json()).toMatchObject({ code: 'validation_failed', field: 'answerTo' });
    const noChat = await send(owner.headers, { answerTo: question });
    expect(noChat.status).toBe(400);
    expect(await noChat.json()).toMatchObject({ field: 'answerTo' });
    const tooLong = await send(owner.headers, { chatId: first.chatId, answerTo: 'x'.repeat(101) });
    expect(tooLong.status).toBe(400);
    // Nothing was added: the owner's answer has no other version.
    expect((await lastItem(owner, first.chatId))?.siblings.count).toBe(1);
  });
});
