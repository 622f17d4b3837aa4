import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { balanceOf, dataOf, readEvents, readSome, send } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { ledgerLinesOfRef } from '../../test/money-helpers';
import { moveConversations } from '../../test/move-helpers';
import { joinTeam } from '../../test/team-helpers';
import { chatsInD1, chatsOf } from '../chat/chat-db';
import { generationsOf } from './generation';

type Meta = { requestId: string; messageId: string; chatId: string };
type Row = { status: string; content: string; cost_kopecks: number | null; updated_at: string };

/** A message as the owner's home has it now (the object once moved), and as D1 keeps it. */
const inHome = async (ownerId: string, messageId: string) =>
  (await chatsOf(env, ownerId))
    .prepare('SELECT * FROM messages WHERE id = ?1')
    .bind(messageId)
    .first<Row>();
const inD1 = (ownerId: string, sql: string, ...values: string[]) =>
  chatsInD1(env.DB, ownerId)
    .prepare(sql)
    .bind(...values)
    .first<Record<string, unknown>>();

/** Polls the owner's home until the answer is no longer `streaming`. */
async function settledIn(ownerId: string, messageId: string) {
  const until = Date.now() + 10_000;
  for (;;) {
    const row = await inHome(ownerId, messageId);
    if (row && row.status !== 'streaming') return row;
    if (Date.now() > until) throw new Error(`answer ${messageId} still ${row?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Wherever the payer's team keeps its money (its object from sign-up, decision 227).
const usageLines = async (messageId: string) =>
  (await ledgerLinesOfRef(env, messageId, 'usage')).map(({ amount_kopecks }) => ({
    amount_kopecks,
  }));

const ask = async (who: RegisteredUser, question: string, chatId?: string) => {
  const res = await send(who.headers, { stream: false, question, ...(chatId ? { chatId } : {}) });
  expect(res.status).toBe(200);
  return (await res.json()) as Meta;
};

// Sign-ups, a move and streamed answers per case: slow on a busy machine.
describe('answers are written where the author’s conversations live (decision 223)', {
  timeout: 60_000,
}, () => {
  it('a moved author’s sends stream, are saved in their object, billed once; D1’s copy is untouched', async () => {
    const author = await registerUser({ inD1: true });
    const first = await ask(author, 'Before the move fake:chunks=2');
    const chatBefore = await inD1(
      author.user.id,
      'SELECT * FROM chats WHERE id = ?1',
      first.chatId,
    );
    await moveConversations(author.user.id);

    // Into the moved chat, streamed.
    const before = await balanceOf(author.user.entityId);
    const res = await send(author.headers, {
      chatId: first.chatId,
      question: 'After fake:chunks=3',
    });
    expect(res.status).toBe(200);
    const events = await readEvents(res);
    const meta = dataOf<Meta>(events[0]);
    expect(events.map((e) => e.data).join('')).toContain('w2');
    expect(events.at(-1)?.data).toBe('[DONE]');
    const row = await settledIn(author.user.id, meta.messageId);
    expect(row).toMatchObject({ status: 'complete' });
    expect(row.content).toContain('w2');
    expect(row.cost_kopecks).toBeGreaterThan(0);
    expect(await usageLines(meta.messageId)).toEqual([
      { amount_kopecks: -(row.cost_kopecks ?? 0) },
    ]);
    expect(before - (await balanceOf(author.user.entityId))).toBe(row.cost_kopecks);
    // D1's frozen copy (decision 203): neither the answer nor a change to the chat.
    expect(
      await inD1(author.user.id, 'SELECT id FROM messages WHERE id = ?1', meta.messageId),
    ).toBeNull();
    expect(await inD1(author.user.id, 'SELECT * FROM chats WHERE id = ?1', first.chatId)).toEqual(
      chatBefore,
    );

    // A new chat, answered as JSON; the stop and stream routes find it by requestId.
    const fresh = await ask(author, 'A new chat fake:chunks=2');
    expect(
      await inD1(author.user.id, 'SELECT id FROM chats WHERE id = ?1', fresh.chatId),
    ).toBeNull();
    expect(await settledIn(author.user.id, fresh.messageId)).toMatchObject({ status: 'complete' });
    const replay = await api(`/v1/openai/stream/${fresh.requestId}`, { headers: author.headers });
    expect(replay.status).toBe(200);
    expect(await replay.text()).toContain('[DONE]');
    const stop = await api(`/v1/openai/stop/${fresh.requestId}`, {
      method: 'POST',
      headers: author.headers,
    });
    expect(stop.status).toBe(200);
    expect(await stop.json()).toMatchObject({ messageId: fresh.messageId, status: 'complete' });

    // Regenerating reads the moved chat's tree.
    const again = await send(author.headers, {
      chatId: first.chatId,
      regeneration: true,
      stream: false,
      question: 'After fake:chunks=2',
    });
    expect(again.status).toBe(200);

    // Another person's answer stays unknown.
    const stranger = await registerUser();
    const theirs = await api(`/v1/openai/stream/${fresh.requestId}`, { headers: stranger.headers });
    expect(theirs.status).toBe(404);
    const stopped = await api(`/v1/openai/stop/${fresh.requestId}`, {
      method: 'POST',
      headers: stranger.headers,
    });
    expect(stopped.status).toBe(404);
  });

  it.each([
    ['the owner moved, the reader not', true, false],
    ['the reader moved, the owner not', false, true],
  ] as const)(
    'a shared chat’s answer reads by requestId: %s',
    async (_, ownerMoves, readerMoves) => {
      const owner = await registerUser({ inD1: true });
      const reader = await registerUser({ inD1: true });
      await joinTeam(owner, reader);
      const mine = await ask(reader, 'The reader’s own');
      const first = await ask(owner, 'Start');
      const share = json(
        'POST',
        { chatId: first.chatId, userIds: [reader.user.id] },
        owner.headers,
      );
      expect((await api('/v1/chat/share', share)).status).toBe(200);
      if (ownerMoves) await moveConversations(owner.user.id);
      if (readerMoves) await moveConversations(reader.user.id);
      const next = await ask(owner, 'Next fake:chunks=2', first.chatId);
      await settledIn(owner.user.id, next.messageId);
      const read = await api(`/v1/openai/stream/${next.requestId}`, { headers: reader.headers });
      expect(read.status).toBe(200);
      expect(await read.text()).toContain('w1');
      // A reader does not stop it; the owner reads the reader's own answer no more than a stranger.
      const stop = await api(`/v1/openai/stop/${next.requestId}`, {
        method: 'POST',
        headers: reader.headers,
      });
      expect(stop.status).toBe(403);
      const notShared = await api(`/v1/openai/stream/${mine.requestId}`, {
        headers: owner.headers,
      });
      expect(notShared.status).toBe(404);
    },
  );

  it('a final save refused by the move’s guard is kept and saved again by the alarm, billed once', async () => {
    const author = await registerUser({ inD1: true });
    const { id: userId } = author.user;
    const gate = `save${crypto.randomUUID().replaceAll('-', '')}`;
    const res = await send(author.headers, { question: `Hold fake:chunks=3 fake:hold=${gate}` });
    const meta = dataOf<Meta>((await readSome(res, 1))[0]);
    // A move marked while the answer streams (its check forbids it; D1 unreachable would do the
    // same): D1 refuses every write of the author's conversations from now on.
    const marked = new Date().toISOString();
    await env.DB.prepare(
      `INSERT INTO storage_moves (owner_kind, owner_id, part, state, attempts, started_at, updated_at)
       VALUES ('person', ?1, 'chats', 'copying', 1, ?2, ?2)`,
    )
      .bind(userId, marked)
      .run();
    await fetch(`${env.FAKE_OPENAI_URL}/__fake/release/${gate}`, { method: 'POST' });
    // The run ends, its save refused: kept for the alarm; the charge is settled all the same.
    const until = Date.now() + 10_000;
    while (!(await pendingSaves(userId))) {
      if (Date.now() > until) throw new Error('the refused save was not kept');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await inHome(userId, meta.messageId)).toMatchObject({ status: 'streaming' });
    const charged = await usageLines(meta.messageId);
    expect(charged).toHaveLength(1);
    // Still refused: the alarm keeps it.
    await runDurableObjectAlarm(generationsOf(env, userId));
    expect(await pendingSaves(userId)).toBe(1);
    // The move gone, the next alarm saves it where the conversations live.
    await env.DB.prepare("DELETE FROM storage_moves WHERE owner_id = ?1 AND part = 'chats'")
      .bind(userId)
      .run();
    await runDurableObjectAlarm(generationsOf(env, userId));
    expect(await pendingSaves(userId)).toBe(0);
    const row = await inHome(userId, meta.messageId);
    expect(row).toMatchObject({ status: 'complete' });
    expect(row?.content).toContain('w2');
    expect(row?.cost_kopecks).toBe(-(charged[0]?.amount_kopecks ?? 0));
    expect(await usageLines(meta.messageId)).toEqual(charged);
  });
});

/** The answers a Generation object keeps to save again. */
const pendingSaves = (authorId: string) =>
  runInDurableObject(
    generationsOf(env, authorId),
    (_, state) =>
      state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM pending_saves').one().n,
  );
