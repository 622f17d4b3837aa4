import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { readEvents, send } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { moveConversations } from '../../test/move-helpers';
import { deleteMessageRow, setMessageContent } from '../../test/storage-helpers';
import { joinTeam } from '../../test/team-helpers';
import { chatsInObject } from '../chat/chat-db';
import { stem, toMatchExpression } from './search-terms';

type Hit = {
  chatId: string;
  chatName: string;
  messageId: string | null;
  role: string | null;
  snippet: string;
  marks: { start: number; end: number }[];
};
type Page = { items: Hit[]; page: number; take: number; hasMore: boolean };
type Sent = { chatId: string; messageId: string };

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

/** A chat whose question is `question` and whose answer is exactly `answer`. */
async function ask(user: RegisteredUser, question: string, answer = 'Okay.', chatId?: string) {
  const res = await send(user.headers, {
    stream: false,
    question: `${question} fake:text=${hex(answer)}`,
    chatId,
  });
  return (await res.json()) as Sent;
}

async function search(user: RegisteredUser, q: string, query = '') {
  const res = await api(`/v1/chat/search?q=${encodeURIComponent(q)}${query}`, {
    headers: user.headers,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

const markedWords = (hit: Hit | undefined) =>
  (hit?.marks ?? []).map((m) => hit?.snippet.slice(m.start, m.end));

type Home = 'd1' | 'object';

/**
 * In `object`, moves the person's conversations (after they have some) into their object. The
 * people of these cases are accounts of the previous version (their chats in D1); a new account's
 * chats start in its object, as in the other cases of this file.
 */
async function settle(home: Home, user: RegisteredUser) {
  if (home === 'object') await moveConversations(user.user.id);
}

describe.each(['d1', 'object'] as const)('chat search, conversations in %s', (home) => {
  it('finds EN and RU words by prefix and stem in questions, answers and titles, marked', async () => {
    const user = await registerUser({ inD1: true });
    const ru = await ask(
      user,
      'Почему моя кошка спит весь день?',
      'Кошки спят до 16 часов в сутки.',
    );
    const en = await ask(
      user,
      'Tips for a first marathon',
      'Start running slowly; the runner who paces wins.',
    );
    await settle(home, user);

    // The first question names the chat, so the title is a hit too, listed first.
    const cats = await search(user, 'кошки');
    expect(cats.items.map((hit) => hit.role)).toEqual([null, 'assistant', 'user']);
    expect(cats.items[0]).toMatchObject({ chatId: ru.chatId, messageId: null });
    const question = cats.items.find((hit) => hit.role === 'user');
    expect(question).toMatchObject({ chatId: ru.chatId, messageId: expect.any(String) });
    expect(markedWords(question)).toEqual(['кошка']);
    expect(markedWords(cats.items.find((hit) => hit.role === 'assistant'))).toEqual(['Кошки']);

    // Case and ё fold; a prefix is enough; every word must match.
    expect((await search(user, 'КОШ')).items).toHaveLength(3);
    expect((await search(user, 'кошками весь')).items.map((h) => h.role)).toEqual([null, 'user']);
    expect((await search(user, 'кошка marathon')).items).toEqual([]);

    const run = await search(user, 'run');
    expect(run.items).toHaveLength(1);
    expect(run.items[0]).toMatchObject({ chatId: en.chatId, role: 'assistant' });
    expect(markedWords(run.items[0])).toEqual(['running', 'runner']);
    expect((await search(user, 'Running')).items).toHaveLength(1);

    // The chat's title (the first question) is a hit of its own, first, without a message.
    const titled = await search(user, 'marathons');
    expect(titled.items[0]).toMatchObject({ chatId: en.chatId, messageId: null });
    expect(markedWords(titled.items[0])).toEqual(['marathon']);
  });

  it('gives a message snippet as plain text, without the markdown it was written in', async () => {
    const user = await registerUser({ inD1: true });
    const answer =
      '### Заварка\n\n> Настоящий **улун** заваривают\n- [трижды](https://tea.test) `95°`';
    await ask(user, 'Как заварить чай?', answer);
    await settle(home, user);
    const [hit] = (await search(user, 'улун')).items;
    expect(hit?.snippet).toBe('Заварка Настоящий улун заваривают трижды 95°');
    expect(markedWords(hit)).toEqual(['улун']);
  });

  it('pages the matches without repeating one', async () => {
    const user = await registerUser({ inD1: true });
    const { chatId } = await ask(user, 'apple one');
    for (const n of ['two', 'three', 'four']) await ask(user, `apple ${n}`, 'Okay.', chatId);
    await settle(home, user);
    const seen: string[] = [];
    const pages: boolean[] = [];
    for (let page = 1; page <= 3; page++) {
      const result = await search(user, 'apple', `&page=${page}&take=2`);
      expect(result).toMatchObject({ page, take: 2 });
      pages.push(result.hasMore);
      seen.push(...result.items.map((hit) => hit.messageId ?? `title:${hit.chatId}`));
    }
    // One title hit and four questions.
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(seen[0]).toBe(`title:${chatId}`);
    expect(pages).toEqual([true, true, false]);
  });
});

describe('chat search', () => {
  it('shows only chats the caller may read: never a stranger’s, never a deleted one', async () => {
    const owner = await registerUser();
    const mate = await registerUser();
    const stranger = await registerUser();
    await joinTeam(owner, mate);
    const kept = await ask(owner, 'Secret zebra plans');
    const gone = await ask(owner, 'Zebra to delete');
    expect((await search(owner, 'zebra')).items.map((hit) => hit.chatId)).toContain(gone.chatId);
    expect((await search(stranger, 'zebra')).items).toEqual([]);
    expect((await search(mate, 'zebra')).items).toEqual([]);

    const deleted = await api(`/v1/chat/delete/${gone.chatId}`, {
      method: 'PATCH',
      headers: owner.headers,
    });
    expect(deleted.status).toBe(200);
    const left = await search(owner, 'zebra');
    expect(new Set(left.items.map((hit) => hit.chatId))).toEqual(new Set([kept.chatId]));

    // A chat shared with me is one of my chats (it is in my list), so it is searchable too.
    await api(
      '/v1/chat/share',
      json('POST', { chatId: kept.chatId, userIds: [mate.user.id] }, owner.headers),
    );
    expect((await search(mate, 'zebra')).items.map((hit) => hit.chatId)).toContain(kept.chatId);
    expect((await search(stranger, 'zebra')).items).toEqual([]);

    // A copy is the copier's own chat, found with its messages; the owner does not see it.
    const copied = await api(`/v1/chat/${kept.chatId}/copy`, {
      method: 'POST',
      headers: mate.headers,
    });
    expect(copied.status).toBe(201);
    const copyId = ((await copied.json()) as { id: string }).id;
    const mine = await search(mate, 'secret zebra');
    expect(new Set(mine.items.map((hit) => hit.chatId))).toEqual(new Set([kept.chatId, copyId]));
    expect(mine.items.filter((hit) => hit.chatId === copyId && hit.role === 'user')).toHaveLength(
      1,
    );
    expect((await search(owner, 'zebra')).items.map((hit) => hit.chatId)).not.toContain(copyId);
  });

  it('follows renames, streamed answers, edited and deleted text', async () => {
    const user = await registerUser();
    const { chatId } = await ask(user, 'Hello there', 'Old answer about volcanoes');
    await api(`/v1/chat/${chatId}`, json('PATCH', { name: 'Рецепты борща' }, user.headers));
    expect((await search(user, 'hello')).items.every((hit) => hit.messageId !== null)).toBe(true);
    const recipe = await search(user, 'рецепт');
    expect(recipe.items).toMatchObject([{ chatId, messageId: null, chatName: 'Рецепты борща' }]);
    expect(markedWords(recipe.items[0])).toEqual(['Рецепты']);

    // A streamed answer is found by its final text once it finishes.
    const streamed = await send(user.headers, {
      chatId,
      question: `Stream fake:chunks=6 fake:delay=10 fake:text=${hex('Glaciers move slowly downhill')}`,
    });
    await readEvents(streamed);
    expect((await search(user, 'glacier downhill')).items).toHaveLength(1);

    // Any writer of the text keeps the index in step (an edit of a sent message, say).
    const hit = (await search(user, 'glacier')).items[0];
    await setMessageContent(env, hit?.messageId ?? '', 'Deserts are dry', user.user.id);
    expect((await search(user, 'glacier')).items).toEqual([]);
    expect((await search(user, 'desert')).items.map((h) => h.messageId)).toEqual([hit?.messageId]);
    await deleteMessageRow(env, hit?.messageId ?? '', user.user.id);
    expect((await search(user, 'desert')).items).toEqual([]);
    expect((await search(user, 'volcano')).items).toHaveLength(1);
  });

  it('treats FTS syntax as plain text and refuses an empty or too long query, localized', async () => {
    const user = await registerUser();
    await ask(user, 'Meet me NEAR the station: gate-5 "north" * exit');
    for (const q of [
      '"',
      '*',
      'NEAR(',
      '-gate',
      'station:',
      'north" OR "x',
      'AND',
      '^exit',
      '{a b}',
    ]) {
      const res = await api(`/v1/chat/search?q=${encodeURIComponent(q)}`, {
        headers: user.headers,
      });
      expect(res.status, q).toBe(200);
    }
    expect((await search(user, 'NEAR')).items.length).toBeGreaterThan(0);
    expect((await search(user, '"north"')).items.length).toBeGreaterThan(0);
    expect((await search(user, 'gate-5')).items.length).toBeGreaterThan(0);
    expect((await search(user, '-gate')).items.length).toBeGreaterThan(0);
    expect((await search(user, 'north" OR "x')).items).toEqual([]);
    expect((await search(user, '*')).items).toEqual([]);

    for (const q of ['', '   ', 'x'.repeat(201)]) {
      const res = await api(`/v1/chat/search?q=${q}`, {
        headers: { ...user.headers, 'Accept-Language': 'ru' },
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe('validation_failed');
      expect(body.message).toMatch(/[а-я]/);
    }
    expect((await api('/v1/chat/search?q=x')).status).toBe(401);
  });
});

describe('chat search across homes', () => {
  /** An owner's chat shared with a teammate who has a matching chat of their own. */
  async function sharedZebra() {
    const owner = await registerUser({ inD1: true });
    const mate = await registerUser({ inD1: true });
    const stranger = await registerUser();
    await joinTeam(owner, mate);
    const kept = await ask(owner, 'Secret zebra plans', 'Zebras run at dawn.');
    const mine = await ask(mate, 'Zebra notes of my own', 'A zebra has stripes.');
    const shared = await api(
      '/v1/chat/share',
      json('POST', { chatId: kept.chatId, userIds: [mate.user.id] }, owner.headers),
    );
    expect(shared.status).toBe(200);
    return { owner, mate, stranger, kept, mine };
  }

  const keys = (page: Page) => page.items.map((hit) => hit.messageId ?? `title:${hit.chatId}`);

  it.each(['owner', 'reader'] as const)(
    'merges own chats and shared ones when only the %s has moved, then both, paging without repeats',
    async (first) => {
      const { owner, mate, stranger, kept, mine } = await sharedZebra();
      const before = await search(mate, 'zebra');
      expect(new Set(before.items.map((hit) => hit.chatId))).toEqual(
        new Set([kept.chatId, mine.chatId]),
      );
      // Two titles, then two questions and two answers, newest first.
      expect(before.items.map((hit) => hit.role)).toEqual([
        null,
        null,
        'assistant',
        'user',
        'assistant',
        'user',
      ]);
      const moves = first === 'owner' ? [owner, mate] : [mate, owner];
      for (const moved of moves) {
        await moveConversations(moved.user.id);
        const all = await search(mate, 'zebra');
        expect(keys(all)).toEqual(keys(before));
        expect(all.items).toEqual(before.items);
        // Paged one by one, the merge gives the same hits in the same order.
        const paged: string[] = [];
        for (let page = 1; page <= 7; page++) {
          const one = await search(mate, 'zebra', `&page=${page}&take=1`);
          expect(one.hasMore).toBe(page < 6);
          paged.push(...keys(one));
        }
        expect(paged).toEqual(keys(before));
        expect((await search(owner, 'zebra')).items.map((hit) => hit.chatId)).not.toContain(
          mine.chatId,
        );
        expect((await search(stranger, 'zebra')).items).toEqual([]);
      }
    },
  );

  it('keeps the index in step in the object and leaves D1’s frozen copy as it was', async () => {
    const user = await registerUser({ inD1: true });
    const { chatId } = await ask(user, 'Hello there', 'Glaciers move slowly downhill');
    await moveConversations(user.user.id);
    await api(`/v1/chat/${chatId}`, json('PATCH', { name: 'Рецепты борща' }, user.headers));
    expect((await search(user, 'рецепт')).items).toMatchObject([{ chatId, messageId: null }]);
    const hit = (await search(user, 'glacier')).items[0];
    const object = chatsInObject(env, user.user.id);
    await object
      .prepare('UPDATE messages SET content = ?2 WHERE id = ?1')
      .bind(hit?.messageId ?? '', 'Deserts are dry')
      .run();
    expect((await search(user, 'glacier')).items).toEqual([]);
    expect((await search(user, 'desert')).items.map((h) => h.messageId)).toEqual([hit?.messageId]);
    await object
      .prepare('DELETE FROM messages WHERE id = ?1')
      .bind(hit?.messageId ?? '')
      .run();
    expect((await search(user, 'desert')).items).toEqual([]);
    // D1 keeps the conversation as it was when it moved (decision 203).
    const frozen = await env.DB.prepare(
      'SELECT c.name, m.content FROM chats c JOIN messages m ON m.chat_id = c.id WHERE m.id = ?1',
    )
      .bind(hit?.messageId ?? '')
      .first<{ name: string; content: string }>();
    expect(frozen?.name).not.toBe('Рецепты борща');
    expect(frozen?.content).toBe('Glaciers move slowly downhill');
  });
});

describe('search terms', () => {
  it('cuts light RU/EN endings and quotes every word as a prefix', () => {
    expect(['кошки', 'Кошка', 'ёжиками', 'running', 'stopped', 'stories', 'кот'].map(stem)).toEqual(
      ['кошк', 'кошк', 'ежик', 'run', 'stop', 'stor', 'кот'],
    );
    expect(toMatchExpression('NEAR(a b) "x" -y:z*')).toBe('"near"* "a"* "b"* "x"* "y"* "z"*');
    expect(toMatchExpression('" * - : ^')).toBeNull();
  });
});
