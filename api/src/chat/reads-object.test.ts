import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { send } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import {
  finished,
  generate,
  getTask,
  setBalance,
  type TaskJson,
} from '../../test/midjourney-helpers';
import { moveConversations } from '../../test/move-helpers';
import { joinTeam } from '../../test/team-helpers';

/**
 * The reads of chats, messages, files and images, and the owner's few writes among them, answer
 * the same whoever's conversations have moved into their `Person` object (decision 218): the
 * owner's, the reader's of a chat shared with them, or both.
 */

type Sent = { chatId: string; messageId: string; requestId: string };
type ChatList = {
  items: { id: string; access: string; pinned: boolean; thumbnailUrl?: string | null }[];
  total: number;
};
type Page = {
  items: {
    id: string;
    role: string;
    content: string;
    attachments: { url: string }[];
    images: { url: string; thumbnailUrl: string }[];
  }[];
  total: number;
  leafId: string | null;
};

const get = async <T>(user: RegisteredUser, path: string) => {
  const res = await api(path, { headers: user.headers });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const share = async (owner: RegisteredUser, chatId: string, reader: RegisteredUser) =>
  expect(
    (
      await api(
        '/v1/chat/share',
        json('POST', { chatId, userIds: [reader.user.id] }, owner.headers),
      )
    ).status,
  ).toBe(200);

function sendImage(user: RegisteredUser) {
  const form = new FormData();
  form.set('messages', JSON.stringify([{ role: 'user', content: 'a red fox' }]));
  form.set('requestId', crypto.randomUUID());
  return api('/v1/openai/gpt/gpt-image-1?image=true', {
    method: 'POST',
    headers: { 'X-Ad-Locale': 'en', ...user.headers },
    body: form,
  });
}

/**
 * An owner with a shared chat (a file, two answers to one question), an own pinned chat and a
 * shared image chat; a reader with a chat of their own; a stranger. The owner and the reader are
 * accounts of the previous version (their chats in D1), so each test moves whom it names.
 */
async function people() {
  const owner = await registerUser({ inD1: true });
  const reader = await registerUser({ inD1: true });
  const stranger = await registerUser();
  await joinTeam(owner, reader);
  const file = new File(['a,b\n1,2\n'], 'data.csv', { type: 'text/csv' });
  const first = (await (
    await send(owner.headers, { stream: false, question: 'Hello?', file })
  ).json()) as Sent;
  const again = (await (
    await send(owner.headers, {
      stream: false,
      chatId: first.chatId,
      regeneration: true,
      question: 'Hello?',
    })
  ).json()) as Sent;
  const own = (await (
    await send(owner.headers, { stream: false, question: 'Own' })
  ).json()) as Sent;
  const image = (await (await sendImage(owner)).json()) as { chatId: string };
  const mine = (await (
    await send(reader.headers, { stream: false, question: 'Mine' })
  ).json()) as Sent;
  await send(owner.headers, { stream: false, question: 'Later', chatId: first.chatId });
  await share(owner, first.chatId, reader);
  await share(owner, image.chatId, reader);
  const pinned = await api(
    `/v1/chat/${own.chatId}/placement`,
    json('PATCH', { pinned: true }, owner.headers),
  );
  expect(pinned.status).toBe(200);
  return { owner, reader, stranger, first, again, own, image, mine };
}

/** What each person sees: their lists (whole, paged, image chats) and the shared chat's messages. */
async function views(p: Awaited<ReturnType<typeof people>>) {
  const out: Record<string, unknown> = {};
  for (const [name, user] of [
    ['owner', p.owner],
    ['reader', p.reader],
  ] as const) {
    out[`${name} list`] = await get<ChatList>(user, '/v1/chat');
    out[`${name} page 2`] = await get<ChatList>(user, '/v1/chat?page=2&take=2');
    out[`${name} images`] = await get<ChatList>(user, '/v1/chat?mode=image');
    out[`${name} messages`] = await get<Page>(user, `/v1/message/chat/${p.first.chatId}/`);
    out[`${name} other branch`] = await get<Page>(
      user,
      `/v1/message/chat/${p.first.chatId}/?branch=${p.first.messageId}`,
    );
    out[`${name} chat`] = await get(user, `/v1/chat/${p.first.chatId}`);
  }
  return out;
}

const d1Count = async (table: 'messages' | 'chats', column: string, value: string) =>
  (
    await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?1`)
      .bind(value)
      .first<{ n: number }>()
  )?.n ?? 0;

describe.each([
  ['the owner', ['owner']],
  ['the reader', ['reader']],
  ['both', ['owner', 'reader']],
] as const)('reads with %s moved into the object', (_, moved) => {
  it('lists, gets and pages chats, messages, files and images as before the move', async () => {
    const p = await people();
    const before = await views(p);
    expect((before['reader list'] as ChatList).total).toBe(3);
    expect((before['owner list'] as ChatList).items[0]?.id).toBe(p.own.chatId);
    for (const who of moved) await moveConversations(p[who].user.id);
    expect(await views(p)).toEqual(before);
    // A change made where the owner's chats now live is what both of them see.
    const renamed = await api(
      `/v1/chat/${p.first.chatId}`,
      json('PATCH', { name: 'Renamed' }, p.owner.headers),
    );
    expect(renamed.status).toBe(200);
    for (const user of [p.owner, p.reader]) {
      const list = await get<{ items: { id: string; name: string }[] }>(user, '/v1/chat');
      expect(list.items.find((c) => c.id === p.first.chatId)?.name).toBe('Renamed');
    }
    const d1Name = await env.DB.prepare('SELECT name FROM chats WHERE id = ?1')
      .bind(p.first.chatId)
      .first<string>('name');
    expect(d1Name === 'Renamed').toBe(!moved.includes('owner' as never));

    const images = before['reader images'] as ChatList;
    expect(images.items.map((c) => c.id)).toEqual([p.image.chatId]);
    expect(images.items[0]?.thumbnailUrl).toMatch(/^\/v1\/media\/[\w-]+\/thumbnail$/);
    const imagePage = await get<Page>(p.reader, `/v1/message/chat/${p.image.chatId}/`);
    const picture = imagePage.items.at(-1)?.images[0];
    const attachment = (before['reader messages'] as Page).items[0]?.attachments[0]?.url ?? '';
    for (const url of [attachment, picture?.url ?? '', picture?.thumbnailUrl ?? '']) {
      expect((await api(url, { headers: p.reader.headers })).status, url).toBe(200);
      expect((await api(url, { headers: p.owner.headers })).status, url).toBe(200);
      expect((await api(url, { headers: p.stranger.headers })).status, url).toBe(404);
    }
    for (const path of [
      `/v1/chat/${p.first.chatId}`,
      `/v1/message/chat/${p.first.chatId}/`,
      `/v1/chat/${p.mine.chatId}`,
    ]) {
      expect((await api(path, { headers: p.stranger.headers })).status, path).toBe(404);
    }
    // The reader's own chat stays theirs: the owner cannot read it.
    expect((await api(`/v1/chat/${p.mine.chatId}`, { headers: p.owner.headers })).status).toBe(404);
    const stranger = await get<ChatList>(p.stranger, '/v1/chat');
    expect(stranger.total).toBe(0);
  });

  it('saves messages and shows branches where the owner’s chats live, D1’s copy left as it was', async () => {
    const p = await people();
    for (const who of moved) await moveConversations(p[who].user.id);
    const chatId = p.first.chatId;
    const inD1 = await d1Count('messages', 'chat_id', chatId);
    const saved = await api(
      '/v1/message',
      json('POST', { chatId, role: 'user', content: 'Noted' }, p.owner.headers),
    );
    expect(saved.status).toBe(201);
    const refused = await api(
      '/v1/message',
      json('POST', { chatId, role: 'user', content: 'x' }, p.reader.headers),
    );
    expect(refused.status).toBe(403);
    const seen = await get<Page>(p.reader, `/v1/message/chat/${chatId}/`);
    expect(seen.items.at(-1)?.content).toBe('Noted');

    const branch = (path: string, user: RegisteredUser) =>
      api(path, json('PUT', { messageId: p.first.messageId }, user.headers));
    const url = `/v1/message/chat/${chatId}/branch`;
    expect((await branch(url, p.reader)).status).toBe(403);
    const shown = await branch(url, p.owner);
    expect(shown.status).toBe(200);
    expect(((await shown.json()) as Page).leafId).toBe(p.first.messageId);
    expect((await get<Page>(p.reader, `/v1/message/chat/${chatId}/`)).leafId).toBe(
      p.first.messageId,
    );
    const ownerMoved = moved.includes('owner' as never);
    expect(await d1Count('messages', 'chat_id', chatId)).toBe(ownerMoved ? inD1 : inD1 + 1);
  });

  it('copies a shared chat into the reader’s own, its files held by both', async () => {
    const p = await people();
    for (const who of moved) await moveConversations(p[who].user.id);
    const res = await api(`/v1/chat/${p.first.chatId}/copy`, {
      method: 'POST',
      headers: p.reader.headers,
    });
    expect(res.status).toBe(201);
    const copy = (await res.json()) as { id: string; ownerId: string; access: string };
    expect(copy).toMatchObject({ ownerId: p.reader.user.id, access: 'owner' });
    expect(
      (
        await api(`/v1/chat/${p.first.chatId}/copy`, {
          method: 'POST',
          headers: p.stranger.headers,
        })
      ).status,
    ).toBe(404);
    const original = await get<Page>(p.owner, `/v1/message/chat/${p.first.chatId}/`);
    const copied = await get<Page>(p.reader, `/v1/message/chat/${copy.id}/`);
    expect(copied.items.map((m) => [m.role, m.content])).toEqual(
      original.items.map((m) => [m.role, m.content]),
    );
    const url = copied.items[0]?.attachments[0]?.url ?? '';
    expect((await api(url, { headers: p.reader.headers })).status).toBe(200);
    expect((await api(url, { headers: p.owner.headers })).status).toBe(404);
    const list = await get<ChatList>(p.reader, '/v1/chat');
    expect(list.items[0]).toMatchObject({ id: copy.id, access: 'owner' });
    expect(list.total).toBe(4);
    const refs = await env.DB.prepare('SELECT holder_id FROM file_refs WHERE holder_id IN (?1, ?2)')
      .bind(p.owner.user.id, p.reader.user.id)
      .all<{ holder_id: string }>();
    expect([...new Set(refs.results.map((r) => r.holder_id))].sort()).toEqual(
      [p.owner.user.id, p.reader.user.id].sort(),
    );
    // A moved reader's copy is in their object alone.
    const readerMoved = moved.includes('reader' as never);
    expect(await d1Count('chats', 'id', copy.id)).toBe(readerMoved ? 0 : 1);
  });

  it('rates the owner’s answers only: 403 to the reader, 404 to a stranger', async () => {
    const p = await people();
    for (const who of moved) await moveConversations(p[who].user.id);
    const rate = (user: RegisteredUser) =>
      api(`/v1/message/rating/${p.again.messageId}`, json('PUT', { rating: 'up' }, user.headers));
    expect((await rate(p.owner)).status).toBe(200);
    expect((await rate(p.reader)).status).toBe(403);
    expect((await rate(p.stranger)).status).toBe(404);
    const ratings = await get<{ items: { messageId: string }[] }>(
      p.owner,
      `/v1/message/chat/${p.first.chatId}/ratings`,
    );
    expect(ratings.items.map((r) => r.messageId)).toEqual([p.again.messageId]);
  });

  it('shows a Midjourney task to the readers of its chat only', async () => {
    const owner = await registerUser({ inD1: true });
    const reader = await registerUser({ inD1: true });
    const stranger = await registerUser();
    await joinTeam(owner, reader);
    await setBalance(owner.user.entityId, 50_000);
    const started = await generate(owner.headers, { image: { prompt: 'a moved grid' } });
    const grid = await finished(owner.headers, ((await started.json()) as TaskJson).id);
    await share(owner, grid.chatId, reader);
    const people = { owner, reader };
    for (const who of moved) await moveConversations(people[who].user.id);
    for (const user of [owner, reader]) {
      const res = await getTask(user.headers, grid.id);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: grid.id, status: grid.status });
    }
    expect((await getTask(stranger.headers, grid.id)).status).toBe(404);
  });
});
