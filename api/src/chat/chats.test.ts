import { describe, expect, it } from 'vitest';
import { send } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { joinTeam } from '../../test/team-helpers';

type Sent = { chatId: string; messageId: string; requestId: string };
type ChatList = { items: { id: string; name: string; isOwner: boolean }[]; total: number };

const newChat = async (user: RegisteredUser, question = 'Hello?', chatId?: string) =>
  (await (await send(user.headers, { stream: false, question, chatId })).json()) as Sent;

describe('chats', () => {
  it('pages the chat list, newest activity first, with the total', async () => {
    const user = await registerUser();
    const a = await newChat(user, 'first');
    const b = await newChat(user, 'second');
    const c = await newChat(user, 'third');
    await newChat(user, 'again', a.chatId);
    const page1 = (await (
      await api('/v1/chat?page=1&take=2', { headers: user.headers })
    ).json()) as ChatList;
    const page2 = (await (
      await api('/v1/chat?page=2&take=2', { headers: user.headers })
    ).json()) as ChatList;
    expect(page1.total).toBe(3);
    expect([...page1.items, ...page2.items].map((chat) => chat.id)).toEqual([
      a.chatId,
      c.chatId,
      b.chatId,
    ]);
  });

  it('renames (trimmed, 1–200 characters) and soft-deletes', async () => {
    const user = await registerUser();
    const { chatId } = await newChat(user);
    const renamed = await api(
      `/v1/chat/${chatId}`,
      json('PATCH', { name: '  Bread  ' }, user.headers),
    );
    expect(await renamed.json()).toMatchObject({ id: chatId, name: 'Bread' });
    expect(
      (await api(`/v1/chat/${chatId}`, json('PATCH', { name: '   ' }, user.headers))).status,
    ).toBe(400);
    const long = 'x'.repeat(201);
    expect(
      (await api(`/v1/chat/${chatId}`, json('PATCH', { name: long }, user.headers))).status,
    ).toBe(400);
    const deleted = await api(`/v1/chat/delete/${chatId}`, {
      method: 'PATCH',
      headers: user.headers,
    });
    expect(deleted.status).toBe(200);
    expect((await api(`/v1/chat/${chatId}`, { headers: user.headers })).status).toBe(404);
    const list = (await (await api('/v1/chat', { headers: user.headers })).json()) as ChatList;
    expect(list.total).toBe(0);
  });

  it('answers 404 for another user’s chat on every path', async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const { chatId, requestId } = await newChat(owner);
    const h = other.headers;
    const calls = [
      api(`/v1/chat/${chatId}`, { headers: h }),
      api(`/v1/chat/${chatId}`, json('PATCH', { name: 'Mine' }, h)),
      api(`/v1/chat/delete/${chatId}`, { method: 'PATCH', headers: h }),
      api('/v1/chat/share/', json('POST', { chatId, userIds: [] }, h)),
      api(`/v1/message/chat/${chatId}/`, { headers: h }),
      api('/v1/message', json('POST', { chatId, role: 'user', content: 'hi' }, h)),
      send(h, { chatId }),
      api(`/v1/openai/stream/${requestId}`, { headers: h }),
      api(`/v1/openai/stop/${requestId}`, { method: 'POST', headers: h }),
    ];
    const statuses = await Promise.all(calls.map(async (call) => (await call).status));
    expect(statuses).toEqual(Array(calls.length).fill(404));
  });

  it('shares only with members of the owner’s team', async () => {
    const owner = await registerUser();
    const mate = await registerUser();
    const outsider = await registerUser();
    await joinTeam(owner, mate);
    const { chatId, requestId } = await newChat(owner);
    const refused = await api(
      '/v1/chat/share/',
      json('POST', { chatId, userIds: [mate.user.id, outsider.user.id] }, owner.headers),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'share_outside_team' });
    expect((await api(`/v1/chat/${chatId}`, { headers: mate.headers })).status).toBe(404);

    const shared = await api(
      '/v1/chat/share',
      json('POST', { chatId, userIds: [mate.user.id] }, owner.headers),
    );
    expect(shared.status).toBe(200);
    const chat = await (await api(`/v1/chat/${chatId}`, { headers: mate.headers })).json();
    expect(chat).toMatchObject({
      isOwner: false,
      owner: { id: owner.user.id },
      sharedUsers: [{ id: mate.user.id }],
    });
    const list = (await (await api('/v1/chat', { headers: mate.headers })).json()) as ChatList;
    expect(list.items.map((c) => c.id)).toEqual([chatId]);
    expect((await api(`/v1/openai/stream/${requestId}`, { headers: mate.headers })).status).toBe(
      200,
    );
    // Reading is shared; renaming and deleting stay with the owner.
    expect(
      (await api(`/v1/chat/${chatId}`, json('PATCH', { name: 'x' }, mate.headers))).status,
    ).toBe(403);
    expect((await api(`/v1/chat/${chatId}`, { headers: outsider.headers })).status).toBe(404);
  });
});

describe('messages', () => {
  it('pages messages: newest page first, oldest first within a page; SPEC’s trailing slash works', async () => {
    const user = await registerUser();
    const first = await newChat(user, 'one');
    await newChat(user, 'two', first.chatId);
    const page = async (n: number) =>
      (await (
        await api(`/v1/message/chat/${first.chatId}/?pageNumber=${n}&pageSize=3`, {
          headers: user.headers,
        })
      ).json()) as {
        items: { role: string; content: string; status: string; requestId: string | null }[];
        total: number;
      };
    const [p1, p2] = [await page(1), await page(2)];
    expect(p1.total).toBe(4);
    expect(p1.items.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(p1.items[1]?.content).toBe('two');
    expect(p2.items.map((m) => m.content)).toEqual(['one']);
    expect(p1.items[0]).toMatchObject({ status: 'complete', requestId: first.requestId });
  });

  it('saves a user message, and with the regeneration flag first drops the last answer', async () => {
    const user = await registerUser();
    const { chatId, messageId } = await newChat(user);
    const saved = await api(
      '/v1/message',
      json('POST', { chatId, role: 'user', content: 'Note' }, user.headers),
    );
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({
      chatId,
      role: 'user',
      content: 'Note',
      status: 'complete',
    });
    const answered = await newChat(user, 'Again?', chatId);
    const regen = await api(
      '/v1/message',
      json('POST', { chatId, role: 'user', content: 'Q2', regeneration: true }, user.headers),
    );
    expect(regen.status).toBe(201);
    const list = (await (
      await api(`/v1/message/chat/${chatId}`, { headers: user.headers })
    ).json()) as {
      items: { id: string; content: string }[];
    };
    const ids = list.items.map((m) => m.id);
    expect(ids).toContain(messageId);
    expect(ids).not.toContain(answered.messageId);
    expect(list.items.at(-1)?.content).toBe('Q2');
  });
});
