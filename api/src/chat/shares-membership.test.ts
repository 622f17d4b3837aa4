import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { send } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { finished, generate, setBalance, type TaskJson } from '../../test/midjourney-helpers';
import { joinTeam } from '../../test/team-helpers';

type Sent = { chatId: string; messageId: string; requestId: string };
type Page = { items: { attachments: { url: string }[] }[] };

/** A text chat with a file and a Midjourney grid of `owner`'s, both shared with `reader`. */
async function sharedWith(owner: RegisteredUser, reader: RegisteredUser) {
  const file = new File(['1\n2\n3\n'], 'numbers.csv', { type: 'text/csv' });
  const res = await send(owner.headers, { stream: false, question: 'Count', file });
  const text = (await res.json()) as Sent;
  const started = await generate(owner.headers, { image: { prompt: 'a shared grid' } });
  const grid = await finished(owner.headers, ((await started.json()) as TaskJson).id);
  for (const chatId of [text.chatId, grid.chatId]) {
    const shared = await api(
      '/v1/chat/share',
      json('POST', { chatId, userIds: [reader.user.id] }, owner.headers),
    );
    expect(shared.status).toBe(200);
  }
  const page = (await (
    await api(`/v1/message/chat/${text.chatId}/`, { headers: owner.headers })
  ).json()) as Page;
  const fileUrl = page.items[0]?.attachments[0]?.url ?? '';
  expect(fileUrl).not.toBe('');
  return { text, grid, fileUrl };
}

type Shared = Awaited<ReturnType<typeof sharedWith>>;

/**
 * Every read of what was shared, as `reader`: each route's status. The list answers 200 when the
 * chat is in it and 404 when not; the stream is of an answer the owner starts now.
 */
async function reads(owner: RegisteredUser, reader: RegisteredUser, shared: Shared) {
  const { text, grid, fileUrl } = shared;
  const headers = reader.headers;
  const get = async (path: string, init: RequestInit = { headers }) => {
    const res = await api(path, init);
    await res.arrayBuffer();
    return res.status;
  };
  const listed = async (mode: string, chatId: string) => {
    const res = await api(`/v1/chat?take=100&mode=${mode}`, { headers });
    const body = (await res.json()) as { items: { id: string }[] };
    return body.items.some((chat) => chat.id === chatId) ? 200 : 404;
  };
  const next = (await (
    await send(owner.headers, { chatId: text.chatId, stream: false, question: 'Again' })
  ).json()) as Sent;
  return {
    chat: await get(`/v1/chat/${text.chatId}`),
    messages: await get(`/v1/message/chat/${text.chatId}/`),
    list: await listed('text', text.chatId),
    file: await get(fileUrl),
    stream: await get(`/v1/openai/stream/${next.requestId}`),
    gridChat: await get(`/v1/chat/${grid.chatId}`),
    gridList: await listed('midjourney', grid.chatId),
    media: await get(`/v1/media/${grid.mediaId}`),
    thumbnail: await get(`/v1/media/${grid.mediaId}/thumbnail`),
    tasks: await get(`/v1/openai/midjourney?chatId=${grid.chatId}`),
    task: await get(`/v1/openai/midjourney/${grid.id}`),
    copy: await get(`/v1/chat/${text.chatId}/copy`, { method: 'POST', headers }),
  };
}

const allAre = (status: number, answers: Record<string, number>) =>
  Object.fromEntries(Object.keys(answers).map((name) => [name, status]));

const remove = (by: RegisteredUser, who: RegisteredUser) =>
  api(`/v1/entity/members/${who.user.id}`, { method: 'DELETE', headers: by.headers });

async function sharesOf(userId: string) {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM chat_shares WHERE user_id = ?1')
    .bind(userId)
    .first<number>('n');
  return row ?? 0;
}

async function team() {
  const owner = await registerUser();
  await setBalance(owner.user.entityId, 50_000);
  const reader = await registerUser();
  await joinTeam(owner, reader);
  return { owner, reader };
}

// Each case makes two chats, a Midjourney grid and a dozen reads: slow on a busy machine.
describe('a share lasts only while both people are in the team', { timeout: 30_000 }, () => {
  it('closes every read to a removed member with 404 and drops their shares', async () => {
    const { owner, reader } = await team();
    const shared = await sharedWith(owner, reader);
    const before = await reads(owner, reader, shared);
    expect(before).toEqual({ ...allAre(200, before), copy: 201 });

    expect((await remove(owner, reader)).status).toBe(200);
    const after = await reads(owner, reader, shared);
    expect(after).toEqual(allAre(404, after));
    expect(await sharesOf(reader.user.id)).toBe(0);
  });

  it('closes them to a member who leaves', async () => {
    const { owner, reader } = await team();
    const shared = await sharedWith(owner, reader);
    expect((await remove(reader, reader)).status).toBe(200);
    const after = await reads(owner, reader, shared);
    expect(after).toEqual(allAre(404, after));
    expect(await sharesOf(reader.user.id)).toBe(0);
  });

  it('closes a leaving member’s own shared chats to the rest of the team', async () => {
    const { owner, reader: author } = await team();
    const mate = await registerUser();
    await joinTeam(owner, mate);
    // The author writes in the owner's team (their current one) and shares with a team mate.
    const res = await send(author.headers, { stream: false, question: 'Mine' });
    const { chatId } = (await res.json()) as Sent;
    const share = json('POST', { chatId, userIds: [mate.user.id] }, author.headers);
    expect((await api('/v1/chat/share', share)).status).toBe(200);
    expect((await api(`/v1/chat/${chatId}`, { headers: mate.headers })).status).toBe(200);

    expect((await remove(author, author)).status).toBe(200);
    expect((await api(`/v1/chat/${chatId}`, { headers: mate.headers })).status).toBe(404);
    expect(await sharesOf(mate.user.id)).toBe(0);
    // The author keeps their own chat, and cannot share it into a team they left.
    expect((await api(`/v1/chat/${chatId}`, { headers: author.headers })).status).toBe(200);
    const again = await api('/v1/chat/share', share);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'share_outside_team' });
    expect(await sharesOf(mate.user.id)).toBe(0);
  });

  it('drops only the shares of the team left, not those of the leaver’s other teams', async () => {
    const owner = await registerUser();
    await setBalance(owner.user.entityId, 50_000);
    const leaver = await registerUser();
    // The leaver's own team first, with a mate reading a chat of theirs there.
    const mate = await registerUser();
    await joinTeam(leaver, mate);
    const res = await send(leaver.headers, { stream: false, question: 'At home' });
    const { chatId } = (await res.json()) as Sent;
    const share = json('POST', { chatId, userIds: [mate.user.id] }, leaver.headers);
    expect((await api('/v1/chat/share', share)).status).toBe(200);
    await joinTeam(owner, leaver);
    const left = await sharedWith(owner, leaver);
    expect(await sharesOf(leaver.user.id)).toBe(2);

    expect((await remove(leaver, leaver)).status).toBe(200);
    expect(await sharesOf(leaver.user.id)).toBe(0);
    expect(await sharesOf(mate.user.id)).toBe(1);
    expect((await api(`/v1/chat/${chatId}`, { headers: mate.headers })).status).toBe(200);
    const gone = await api(`/v1/chat/${left.text.chatId}`, { headers: leaver.headers });
    expect(gone.status).toBe(404);
  });

  it('does not honour a share whose reader is no longer a member, whatever rows remain', async () => {
    const { owner, reader } = await team();
    const shared = await sharedWith(owner, reader);
    // A share left behind by the code before shares ended with the membership.
    await env.DB.prepare('DELETE FROM entity_members WHERE entity_id = ?1 AND user_id = ?2')
      .bind(owner.user.entityId, reader.user.id)
      .run();
    expect(await sharesOf(reader.user.id)).toBe(2);
    const after = await reads(owner, reader, shared);
    expect(after).toEqual(allAre(404, after));
  });
});
