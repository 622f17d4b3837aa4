import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { send } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { attachmentKeys, chatRow, countMessages } from '../../test/storage-helpers';
import { joinTeam } from '../../test/team-helpers';

type Sent = { chatId: string; messageId: string; requestId: string };
type Page = { items: { id: string; role: string; content: string; cost: number }[] };

/** An owner's chat shared with a team mate, and a stranger outside the team. */
async function sharedChat() {
  const owner = await registerUser();
  const reader = await registerUser();
  const stranger = await registerUser();
  await joinTeam(owner, reader);
  const file = new File(['a,b\n1,2\n'], 'data.csv', { type: 'text/csv' });
  const res = await send(owner.headers, { stream: false, question: 'Hello?', file });
  const sent = (await res.json()) as Sent;
  const shared = await api(
    '/v1/chat/share',
    json('POST', { chatId: sent.chatId, userIds: [reader.user.id] }, owner.headers),
  );
  expect(shared.status).toBe(200);
  return { owner, reader, stranger, ...sent };
}

const messagesOf = async (chatId: string, user: RegisteredUser) =>
  (await (await api(`/v1/message/chat/${chatId}/`, { headers: user.headers })).json()) as Page;

/** Every write to a chat, as `user`; the answers' statuses and bodies. */
async function writes(user: RegisteredUser, chatId: string, requestId: string) {
  const h = user.headers;
  const calls = {
    rename: () => api(`/v1/chat/${chatId}`, json('PATCH', { name: 'Mine' }, h)),
    share: () => api('/v1/chat/share/', json('POST', { chatId, userIds: [] }, h)),
    save: () => api('/v1/message', json('POST', { chatId, role: 'user', content: 'hi' }, h)),
    send: () => send(h, { chatId, stream: false }),
    regenerate: () => send(h, { chatId, stream: false, regeneration: true, question: 'Hello?' }),
    stop: () => api(`/v1/openai/stop/${requestId}`, { method: 'POST', headers: h }),
    saveRegenerating: () =>
      api(
        '/v1/message',
        json('POST', { chatId, role: 'user', content: 'x', regeneration: true }, h),
      ),
    delete: () => api(`/v1/chat/delete/${chatId}`, { method: 'PATCH', headers: h }),
  };
  const out: Record<string, { status: number; code?: string }> = {};
  for (const [name, call] of Object.entries(calls)) {
    const res = await call();
    const body = (await res.json()) as { code?: string };
    out[name] = { status: res.status, code: body.code };
  }
  return out;
}

describe('a shared chat is read-only to its readers', () => {
  it('refuses every write of a reader with 403 read_only_chat and changes nothing', async () => {
    const { owner, reader, chatId, requestId } = await sharedChat();
    const before = await messagesOf(chatId, owner);
    const answers = await writes(reader, chatId, requestId);
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer, name).toEqual({ status: 403, code: 'read_only_chat' });
    }
    expect(await messagesOf(chatId, owner)).toEqual(before);
    const chat = await (await api(`/v1/chat/${chatId}`, { headers: owner.headers })).json();
    expect(chat).toMatchObject({ name: expect.not.stringMatching(/^Mine$/), access: 'owner' });
  });

  it('answers 404 to a stranger on every write, and lets the owner write', async () => {
    const { owner, stranger, chatId, requestId } = await sharedChat();
    const refused = await writes(stranger, chatId, requestId);
    for (const [name, answer] of Object.entries(refused)) {
      expect(answer, name).toEqual({ status: 404, code: 'not_found' });
    }
    const allowed = await writes(owner, chatId, requestId);
    for (const [name, answer] of Object.entries(allowed)) {
      expect([200, 201], name).toContain(answer.status);
    }
  });

  it('keeps reading open to the reader: the chat, its messages, the stream, the file', async () => {
    const { reader, chatId, requestId } = await sharedChat();
    const h = reader.headers;
    expect(await (await api(`/v1/chat/${chatId}`, { headers: h })).json()).toMatchObject({
      access: 'reader',
      isOwner: false,
    });
    const page = (await (await api(`/v1/message/chat/${chatId}/`, { headers: h })).json()) as {
      items: { attachments: { url: string }[] }[];
    };
    const url = page.items[0]?.attachments[0]?.url ?? '';
    expect((await api(url, { headers: h })).status).toBe(200);
    const stream = await api(`/v1/openai/stream/${requestId}`, { headers: h });
    expect(stream.status).toBe(200);
    await stream.text();
  });
});

describe('POST /v1/message', () => {
  it('saves user messages only; roles, usage and cost of answers are not client-settable', async () => {
    const owner = await registerUser();
    const { chatId } = (await (await send(owner.headers, { stream: false })).json()) as Sent;
    const save = (body: object) =>
      api('/v1/message', json('POST', { chatId, ...body }, owner.headers));
    for (const role of ['assistant', 'system']) {
      const res = await save({ role, content: 'I am the model' });
      expect(res.status, role).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed', field: 'role' });
    }
    const withCost = await save({ role: 'user', content: 'x', cost: 0, usage: { input: 1 } });
    expect(withCost.status).toBe(400);
    expect((await messagesOf(chatId, owner)).items).toHaveLength(2);
    const saved = await save({ role: 'user', content: 'Note' });
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ role: 'user', content: 'Note', cost: 0 });
  });
});

describe('the share directory (migration 0053)', () => {
  it('names the chat’s owner and team on each share, without reading the chat', async () => {
    const { owner, reader, chatId } = await sharedChat();
    const rows = await env.DB.prepare(
      'SELECT user_id, owner_id, entity_id FROM chat_shares WHERE chat_id = ?1',
    )
      .bind(chatId)
      .all();
    expect(rows.results).toEqual([
      { user_id: reader.user.id, owner_id: owner.user.id, entity_id: owner.user.entityId },
    ]);
  });

  it('writes down both people as holders of the files a copy shares; nobody for one’s own', async () => {
    const { owner, reader, chatId } = await sharedChat();
    const [key] = await attachmentKeys(env, chatId, owner.user.id);
    const holders = async () =>
      (
        await env.DB.prepare('SELECT holder_id FROM file_refs WHERE r2_key = ?1 ORDER BY holder_id')
          .bind(key)
          .all<{ holder_id: string }>()
      ).results.map((row) => row.holder_id);
    // The owner continuing their own chat shares the file with nobody.
    const own = await api(`/v1/chat/${chatId}/copy`, { method: 'POST', headers: owner.headers });
    expect(own.status).toBe(201);
    expect(await holders()).toEqual([]);
    for (let copies = 0; copies < 2; copies++) {
      const res = await api(`/v1/chat/${chatId}/copy`, { method: 'POST', headers: reader.headers });
      expect(res.status).toBe(201);
    }
    expect(await holders()).toEqual([owner.user.id, reader.user.id].sort());
  });
});

describe('POST /v1/chat/{id}/copy', () => {
  it('continues a shared chat as the reader’s own: messages without costs, files kept', async () => {
    const { owner, reader, stranger, chatId } = await sharedChat();
    expect(
      (await api(`/v1/chat/${chatId}/copy`, { method: 'POST', headers: stranger.headers })).status,
    ).toBe(404);
    const res = await api(`/v1/chat/${chatId}/copy`, { method: 'POST', headers: reader.headers });
    expect(res.status).toBe(201);
    const copy = (await res.json()) as { id: string; ownerId: string; access: string };
    expect(copy).toMatchObject({ ownerId: reader.user.id, access: 'owner' });
    expect(copy.id).not.toBe(chatId);
    const row = await chatRow(env, copy.id, reader.user.id);
    const session = (await (await api('/v1/auth/session', { headers: reader.headers })).json()) as {
      user: { entityId: string };
    };
    expect(row?.entity_id).toBe(session.user.entityId);

    const original = await messagesOf(chatId, owner);
    const copied = await messagesOf(copy.id, reader);
    expect(copied.items.map((m) => [m.role, m.content])).toEqual(
      original.items.map((m) => [m.role, m.content]),
    );
    expect(await countMessages(env, copy.id, 'cost_kopecks IS NOT NULL', reader.user.id)).toBe(0);
    const files = (await (
      await api(`/v1/message/chat/${copy.id}/`, { headers: reader.headers })
    ).json()) as { items: { attachments: { url: string }[] }[] };
    const url = files.items[0]?.attachments[0]?.url ?? '';
    expect((await api(url, { headers: reader.headers })).status).toBe(200);

    // The copy is the reader's to write; the owner cannot even see it.
    const next = await send(reader.headers, { chatId: copy.id, stream: false });
    expect(next.status).toBe(200);
    expect((await api(`/v1/chat/${copy.id}`, { headers: owner.headers })).status).toBe(404);
    expect((await messagesOf(chatId, owner)).items).toHaveLength(original.items.length);
  });
});
