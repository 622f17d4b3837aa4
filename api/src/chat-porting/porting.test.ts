import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { send } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { moveConversations } from '../../test/move-helpers';
import { joinTeam } from '../../test/team-helpers';
import { chatsInObject } from '../chat/chat-db';
import type { ChatExport } from './export-format';
import chatGptExport from './fixtures/chatgpt-conversations.json';

type Sent = { chatId: string; messageId: string };
type Preview = {
  dryRun: boolean;
  source: string;
  totalChats: number;
  totalMessages: number;
  chats: { id: string | null; name: string; messages: number }[];
};
type Listed = {
  items: { role: string; content: string; cost: number; usage: unknown; requestId: unknown }[];
};

const en = { 'X-Ad-Locale': 'en' };

async function chatWithAnswer(user: RegisteredUser, question: string, name?: string) {
  const res = await send(user.headers, { stream: false, question });
  const sent = (await res.json()) as Sent;
  if (name) await api(`/v1/chat/${sent.chatId}`, json('PATCH', { name }, user.headers));
  return sent;
}

function importFile(user: RegisteredUser, body: string | Blob, query = '') {
  const form = new FormData();
  form.set('file', body instanceof Blob ? body : new Blob([body]), 'export.json');
  return api(`/v1/chat/import${query}`, {
    method: 'POST',
    body: form,
    headers: { ...user.headers, ...en },
  });
}

async function exportJson(user: RegisteredUser, chatId: string) {
  const res = await api(`/v1/chat/${chatId}/export?format=json`, { headers: user.headers });
  expect(res.status).toBe(200);
  return (await res.json()) as ChatExport;
}

const chatCount = async (user: RegisteredUser) =>
  ((await (await api('/v1/chat', { headers: user.headers })).json()) as { total: number }).total;

describe('chat export and import', () => {
  it('exports a chat as Markdown and JSON, named after it, to readers only', async () => {
    const user = await registerUser();
    const stranger = await registerUser();
    const { chatId } = await chatWithAnswer(user, 'Как испечь хлеб?', 'Хлеб "дома"');
    const md = await api(`/v1/chat/${chatId}/export?format=md`, {
      headers: { ...user.headers, ...en },
    });
    expect(md.status).toBe(200);
    expect(md.headers.get('content-type')).toContain('text/markdown');
    expect(md.headers.get('content-disposition')).toBe(
      `attachment; filename="chat.md"; filename*=UTF-8''${encodeURIComponent('Хлеб дома.md')}`,
    );
    const text = await md.text();
    expect(text).toMatch(/^# Хлеб "дома"\n/);
    expect(text).toContain('## You · ');
    expect(text).toContain('Как испечь хлеб?');
    expect(text).toMatch(/## Assistant \(gpt:gpt-mini\) · /);

    const exported = await exportJson(user, chatId);
    expect(exported).toMatchObject({ format: 'beseda.chats', version: 1 });
    const [chat] = exported.chats;
    expect(chat?.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(chat?.messages[1]?.parentId).toBe(chat?.messages[0]?.id);
    expect(JSON.stringify(exported)).not.toMatch(/cost|token|requestId/i);

    const foreign = await api(`/v1/chat/${chatId}/export?format=md`, { headers: stranger.headers });
    expect(foreign.status).toBe(404);
    const all = await api('/v1/chat/export?format=json', { headers: stranger.headers });
    expect(((await all.json()) as ChatExport).chats).toEqual([]);
  });

  it('imports its own export back with the same text, after a preview that creates nothing', async () => {
    const user = await registerUser();
    await chatWithAnswer(user, 'First question');
    await chatWithAnswer(user, 'Второй вопрос');
    // All chats as one Markdown file too: each under its own title.
    const allMd = await api('/v1/chat/export?format=md', { headers: user.headers });
    expect(allMd.headers.get('content-disposition')).toMatch(/beseda-chats-[\d-]+\.md/);
    const markdown = await allMd.text();
    expect(markdown.match(/^# /gm)).toHaveLength(2);
    expect(markdown).toContain('First question');
    expect(markdown).toContain('Второй вопрос');
    const all = await api('/v1/chat/export?format=json', { headers: user.headers });
    expect(all.headers.get('content-disposition')).toMatch(/beseda-chats-\d{4}-\d\d-\d\d\.json/);
    const file = await all.text();
    const original = JSON.parse(file) as ChatExport;
    expect(original.chats).toHaveLength(2);

    const preview = await importFile(user, file, '?dryRun=1');
    expect(preview.status).toBe(200);
    expect(await preview.json()).toMatchObject({
      dryRun: true,
      source: 'beseda',
      totalChats: 2,
      totalMessages: 4,
    });
    expect(await chatCount(user)).toBe(2);

    const created = await importFile(user, file);
    expect(created.status).toBe(201);
    const result = (await created.json()) as Preview;
    expect(await chatCount(user)).toBe(4);
    for (const [index, chat] of result.chats.entries()) {
      const again = (await exportJson(user, chat.id as string)).chats[0];
      const before = original.chats[index];
      expect(again?.name).toBe(before?.name);
      expect(again?.messages.map((m) => [m.role, m.content])).toEqual(
        before?.messages.map((m) => [m.role, m.content]),
      );
      expect(again?.messages[1]?.parentId).toBe(again?.messages[0]?.id);
    }
  });

  it('carries an answer’s thinking: a JSON field, a collapsed quoted section in Markdown, kept by import', async () => {
    const user = await registerUser();
    const thought = 'First <b>weigh</b> the flour.\n\nThen knead.';
    const hex = Buffer.from(thought, 'utf8').toString('hex');
    const res = await send(user.headers, {
      stream: false,
      model: 'local:deepseek-r1',
      question: `Bread? fake:chunks=2 fake:thinktext=${hex}`,
    });
    const { chatId } = (await res.json()) as Sent;
    const exported = await exportJson(user, chatId);
    const answer = exported.chats[0]?.messages[1];
    expect(answer?.reasoning?.text).toBe(thought);
    expect(answer?.reasoning?.ms).toEqual(expect.any(Number));
    expect(exported.chats[0]?.messages[0]).not.toHaveProperty('reasoning');

    const markdown = async (locale: 'en' | 'ru') =>
      (
        await api(`/v1/chat/${chatId}/export?format=md`, {
          headers: { ...user.headers, 'X-Ad-Locale': locale },
        })
      ).text();
    const enText = await markdown('en');
    // Collapsed where rendered, quoted where read as text; its markup cannot leak out.
    expect(enText).toMatch(
      /<details>\n<summary>Thinking( \(thought for \d+ s\))?<\/summary>\n\n> First &lt;b>weigh&lt;\/b> the flour\.\n>\n> Then knead\.\n\n<\/details>\n\n/,
    );
    expect(enText.indexOf('<details>')).toBeLessThan(enText.lastIndexOf('w1'));
    expect(await markdown('ru')).toMatch(/<summary>Размышления( \(\d+ с\))?<\/summary>/);

    // Importing the file back keeps the thinking with its answer.
    const created = await importFile(user, JSON.stringify(exported));
    expect(created.status).toBe(201);
    const [copy] = ((await created.json()) as Preview).chats;
    const again = (await exportJson(user, copy?.id as string)).chats[0]?.messages[1];
    expect(again?.reasoning).toEqual(answer?.reasoning);
    const listed = await api(`/v1/message/chat/${copy?.id}/`, { headers: user.headers });
    const items = ((await listed.json()) as { items: { reasoning?: { text: string } }[] }).items;
    expect(items[1]?.reasoning?.text).toBe(thought);
  });

  it('imports ChatGPT’s conversations.json with its branches, the shown one current, no cost', async () => {
    const user = await registerUser();
    const balance = async () =>
      (
        (await (await api('/v1/entity', { headers: user.headers })).json()) as {
          balanceKopecks: number;
        }
      ).balanceKopecks;
    const before = await balance();
    const file = JSON.stringify(chatGptExport);
    const preview = (await (await importFile(user, file, '?dryRun=1')).json()) as Preview;
    expect(preview).toMatchObject({ source: 'chatgpt', totalChats: 2, totalMessages: 11 });
    expect(preview.chats.map((c) => [c.name, c.messages])).toEqual([
      ['Хлеб дома', 9],
      ['Hello world in Rust', 2],
    ]);
    const created = await importFile(user, file);
    expect(created.status).toBe(201);
    const { chats } = (await created.json()) as Preview;
    const bread = (await exportJson(user, chats[0]?.id as string)).chats[0];
    if (!bread) throw new Error('no chat');
    const byText = (start: string) => bread.messages.find((m) => m.content.startsWith(start));
    const question = byText('Как испечь хлеб дома?');
    // A regenerated answer is a sibling of the first; an edited question starts its own branch.
    expect(byText('Первый вариант')?.parentId).toBe(question?.id);
    expect(byText('Второй вариант')?.parentId).toBe(question?.id);
    expect(byText('Как испечь хлеб без дрожжей?')?.parentId).toBeNull();
    // The tool call, the tool's result and hidden reasoning are left out; the answer follows.
    expect(byText('Бородинский хлеб')?.parentId).toBe(byText('Найди рецепт')?.id);
    expect(byText('[image]')?.content).toBe('[image]\n\nЧто на фото?');
    expect(bread.currentLeafId).toBe(byText('Бородинский хлеб')?.id);
    const md = await (
      await api(`/v1/chat/${chats[0]?.id}/export?format=md`, {
        headers: { ...user.headers, ...en },
      })
    ).text();
    const shown = ['Как испечь хлеб дома?', 'Второй вариант', 'Что на фото?', 'Бородинский хлеб'];
    const positions = shown.map((text) => md.indexOf(text));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(md).not.toContain('Первый вариант');
    expect(md).not.toContain('search(');

    const listed = (await (
      await api(`/v1/message/chat/${chats[1]?.id}?pageNumber=1&pageSize=50`, {
        headers: user.headers,
      })
    ).json()) as Listed;
    expect(listed.items.map((m) => [m.role, m.cost, m.usage, m.requestId])).toEqual([
      ['user', 0, null, null],
      ['assistant', 0, null, null],
    ]);
    expect(await balance()).toBe(before);
  });

  it('refuses a file too big (413) or malformed (400) and creates nothing', async () => {
    const user = await registerUser();
    const huge = new Blob([new Uint8Array(21 * 1024 * 1024).fill(32)]);
    const big = await importFile(user, huge);
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toContain('at most 20 MB');

    const cases = [
      'not json',
      '{"format":"beseda.chats","version":2,"chats":[]}',
      JSON.stringify({
        format: 'beseda.chats',
        version: 1,
        chats: [
          {
            name: 'Ok',
            createdAt: '2026-01-01T00:00:00Z',
            updatedAt: '2026-01-01T00:00:00Z',
            messages: [
              {
                id: 'a',
                parentId: null,
                role: 'user',
                content: 'hi',
                createdAt: '2026-01-01T00:00:00Z',
              },
            ],
          },
          {
            name: 'Broken tree',
            createdAt: '2026-01-01T00:00:00Z',
            updatedAt: '2026-01-01T00:00:00Z',
            messages: [
              {
                id: 'b',
                parentId: 'nowhere',
                role: 'user',
                content: 'hi',
                createdAt: '2026-01-01T00:00:00Z',
              },
            ],
          },
        ],
      }),
      '[{"mapping": 5}]',
    ];
    for (const body of cases) {
      const res = await importFile(user, body);
      expect(res.status).toBe(400);
      const error = (await res.json()) as { code: string; message: string };
      expect(error.code).toBe('import_unreadable');
      expect(error.message).toMatch(/^This file is not a chat export we can read: /);
    }
    expect(await chatCount(user)).toBe(0);
  });
});

describe('chat export and import with people moved', () => {
  it.each(['owner', 'reader'] as const)(
    'exports own and shared chats when only the %s has moved',
    async (moved) => {
      const owner = await registerUser({ inD1: true });
      const mate = await registerUser({ inD1: true });
      const stranger = await registerUser();
      await joinTeam(owner, mate);
      const { chatId } = await chatWithAnswer(owner, 'Как испечь хлеб?', 'Хлеб дома');
      await chatWithAnswer(mate, 'My own question');
      await api('/v1/chat/share', json('POST', { chatId, userIds: [mate.user.id] }, owner.headers));
      const before = await exportJson(owner, chatId);
      await moveConversations((moved === 'owner' ? owner : mate).user.id);

      expect((await exportJson(owner, chatId)).chats).toEqual(before.chats);
      expect((await exportJson(mate, chatId)).chats).toEqual(before.chats);
      const md = await api(`/v1/chat/${chatId}/export?format=md`, {
        headers: { ...mate.headers, ...en },
      });
      expect(await md.text()).toMatch(/^# Хлеб дома\n/);
      const foreign = await api(`/v1/chat/${chatId}/export?format=json`, {
        headers: stranger.headers,
      });
      expect(foreign.status).toBe(404);
      // "Export all" holds one's own chats only, read where they live.
      const all = async (user: RegisteredUser) =>
        (
          (await (
            await api('/v1/chat/export?format=json', { headers: user.headers })
          ).json()) as ChatExport
        ).chats;
      expect((await all(owner)).map((chat) => chat.id)).toEqual([chatId]);
      expect((await all(mate)).map((chat) => chat.name)).toEqual(['My own question']);
    },
  );

  it('imports into the object in one batch; D1’s copy stays as it was', async () => {
    const user = await registerUser({ inD1: true });
    await chatWithAnswer(user, 'First question');
    await chatWithAnswer(user, 'Второй вопрос');
    await moveConversations(user.user.id);
    const file = await (await api('/v1/chat/export?format=json', { headers: user.headers })).text();
    const original = JSON.parse(file) as ChatExport;
    expect(original.chats).toHaveLength(2);

    const created = await importFile(user, file);
    expect(created.status).toBe(201);
    const result = (await created.json()) as Preview;
    const object = chatsInObject(env, user.user.id);
    const COUNT = 'SELECT COUNT(*) AS n FROM chats WHERE owner_id = ?1';
    expect(await object.prepare(COUNT).bind(user.user.id).first('n')).toBe(4);
    // D1 keeps the conversations as they were when they moved (decision 203).
    expect(await env.DB.prepare(COUNT).bind(user.user.id).first('n')).toBe(2);
    for (const [index, chat] of result.chats.entries()) {
      const again = (await exportJson(user, chat.id as string)).chats[0];
      const before = original.chats[index];
      expect(again?.name).toBe(before?.name);
      expect(again?.messages.map((m) => [m.role, m.content])).toEqual(
        before?.messages.map((m) => [m.role, m.content]),
      );
      expect(again?.messages[1]?.parentId).toBe(again?.messages[0]?.id);
      expect(again?.currentLeafId).toBe(again?.messages[1]?.id);
    }
  });
});
