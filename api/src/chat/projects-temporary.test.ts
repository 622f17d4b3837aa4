import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { readEvents, send } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import {
  attachmentKeys,
  chatRow,
  countAttachments,
  countMessages,
  setChatExpiry,
} from '../../test/storage-helpers';
import { joinTeam } from '../../test/team-helpers';
import { personOf } from '../person/person-of';
import { removeExpiredChats } from './expired-chats';

type FakeRequest = { body: { messages: { role: string; content: unknown }[] } };
type Folder = { id: string; instructions: string };
type Chat = { id: string; folderId: string | null; expiresAt: string | null };

/** The OpenAI fake's request whose prompt contains `marker`. */
async function providerRequest(marker: string): Promise<FakeRequest | undefined> {
  const list = (await (
    await fetch(`${env.FAKE_OPENAI_URL}/__fake/requests`)
  ).json()) as FakeRequest[];
  return list.findLast((r) => JSON.stringify(r.body).includes(marker));
}

/** Sends and reads the answer to its end; the new chat's id. */
async function ask(user: RegisteredUser, question: string, opts: object = {}) {
  const events = await readEvents(await send(user.headers, { question, ...opts }));
  const meta = JSON.parse(events[0]?.data ?? '{}') as { chatId: string };
  expect(events.at(-1)?.data).toBe('[DONE]');
  expect(events.some((e) => e.event === 'error')).toBe(false);
  return meta.chatId;
}

const getJson = async <T>(user: RegisteredUser, path: string) =>
  (await (await api(path, { headers: user.headers })).json()) as T;

describe('projects: folders with instructions', () => {
  it('starts a chat in the folder and gives every chat in it the instructions', async () => {
    const user = await registerUser();
    const created = await api(
      '/v1/chat/folders',
      json('POST', { name: 'Recipes', instructions: 'Answer as a pastry chef.' }, user.headers),
    );
    expect(created.status).toBe(201);
    const folder = (await created.json()) as Folder;
    expect(folder.instructions).toBe('Answer as a pastry chef.');

    const marker = `proj-${crypto.randomUUID()}`;
    const chatId = await ask(user, marker, { folderId: folder.id });
    expect((await getJson<Chat>(user, `/v1/chat/${chatId}`)).folderId).toBe(folder.id);
    expect((await providerRequest(marker))?.body.messages[0]).toEqual({
      role: 'system',
      content: 'Answer as a pastry chef.',
    });

    // Changed instructions reach the next turn of the same chat.
    await api(
      `/v1/chat/folders/${folder.id}`,
      json('PATCH', { instructions: 'Answer in verse.' }, user.headers),
    );
    const next = `next-${crypto.randomUUID()}`;
    await ask(user, next, { chatId });
    expect((await providerRequest(next))?.body.messages[0]).toEqual({
      role: 'system',
      content: 'Answer in verse.',
    });

    // A chat outside folders gets no system message.
    const plain = `plain-${crypto.randomUUID()}`;
    await ask(user, plain);
    expect((await providerRequest(plain))?.body.messages[0]?.role).toBe('user');
  });

  it('refuses over-long instructions and another person’s folder, storing nothing', async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const long = await api(
      '/v1/chat/folders',
      json('POST', { name: 'Long', instructions: 'x'.repeat(8001) }, owner.headers),
    );
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ code: 'validation_failed', field: 'instructions' });
    const folder = (await (
      await api('/v1/chat/folders', json('POST', { name: 'Mine' }, owner.headers))
    ).json()) as Folder;
    const theirs = await send(stranger.headers, { question: 'Hi', folderId: folder.id });
    expect(theirs.status).toBe(404);
    expect(await getJson<{ total: number }>(stranger, '/v1/chat')).toMatchObject({ total: 0 });
  });
});

describe('temporary chats', () => {
  it('answers normally but never lists, searches, exports or shares, and lives on while used', async () => {
    const user = await registerUser();
    const word = `ephemeral${crypto.randomUUID().slice(0, 8)}`;
    const chatId = await ask(user, `Remember ${word}`, { temporary: true });
    const chat = await getJson<Chat>(user, `/v1/chat/${chatId}`);
    expect(chat.expiresAt).not.toBeNull();
    const hours = (Date.parse(chat.expiresAt ?? '') - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    expect(await getJson<{ total: number }>(user, '/v1/chat')).toMatchObject({ total: 0 });
    expect(
      await getJson<{ items: unknown[] }>(user, `/v1/chat/search?q=${encodeURIComponent(word)}`),
    ).toMatchObject({ items: [] });
    const member = await registerUser();
    await joinTeam(user, member);
    const share = await api(
      '/v1/chat/share/',
      json('POST', { chatId, userIds: [member.user.id] }, user.headers),
    );
    expect(share.status).toBe(409);
    expect(await share.json()).toMatchObject({ code: 'temporary_chat_unshared' });

    // A follow-up keeps it for another 24 hours; a normal chat has no end.
    await ask(user, 'And again?', { chatId });
    const later = await getJson<Chat>(user, `/v1/chat/${chatId}`);
    expect(Date.parse(later.expiresAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(chat.expiresAt ?? ''),
    );
    const normal = await ask(user, 'A normal one');
    expect((await getJson<Chat>(user, `/v1/chat/${normal}`)).expiresAt).toBeNull();
    expect(await getJson<{ total: number }>(user, '/v1/chat')).toMatchObject({ total: 1 });
  });

  it.each([
    ['its object’s alarm, for a new account', 'object'],
    ['the cron, for an account still in D1', 'd1'],
  ] as const)(
    'is gone once its end passes, and %s wipes its messages and files',
    async (_, home) => {
      const user = await registerUser({ inD1: home === 'd1' });
      const file = new File(['secret notes'], 'notes.txt', { type: 'text/plain' });
      const chatId = await ask(user, 'Read this', { temporary: true, file });
      const keys = await attachmentKeys(env, chatId, user.user.id);
      expect(keys).toHaveLength(1);
      const key = keys[0] ?? '';
      expect(await env.FILES.head(key)).not.toBeNull();
      const person = personOf(env, user.user.id);
      const alarm = () => runInDurableObject(person, (_, state) => state.storage.getAlarm());
      if (home === 'object') {
        // Its start set the person's alarm for its end (decision 222).
        const end = (await chatRow(env, chatId, user.user.id))?.expires_at;
        expect(await alarm()).toBe(Date.parse(end ?? ''));
      }

      // Its end passes (the clock moved on): unreadable at once, whenever the sweep runs.
      await setChatExpiry(env, chatId, new Date(Date.now() - 1000).toISOString(), user.user.id);
      expect((await api(`/v1/chat/${chatId}`, { headers: user.headers })).status).toBe(404);

      if (home === 'object') {
        // The cron sweeps only people whose chats are in D1; the object's alarm takes this one.
        await removeExpiredChats(env, new Date());
        expect(await env.FILES.head(key)).not.toBeNull();
        expect(await runDurableObjectAlarm(person)).toBe(true);
        // Nothing left to ring for.
        expect(await alarm()).toBeNull();
      } else {
        expect(await removeExpiredChats(env, new Date())).toBeGreaterThanOrEqual(1);
      }
      const left = {
        files: await countAttachments(env, chatId, user.user.id),
        texts: await countMessages(env, chatId, "content != ''", user.user.id),
        closed: (await chatRow(env, chatId, user.user.id))?.deleted_at ? 1 : 0,
      };
      expect(left).toEqual({ files: 0, texts: 0, closed: 1 });
      expect(await env.FILES.head(key)).toBeNull();
    },
  );
});
