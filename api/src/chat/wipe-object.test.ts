import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { send } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { moveConversations } from '../../test/move-helpers';
import { joinTeam } from '../../test/team-helpers';
import { personOf } from '../person/person-of';
import { chatsInObject, chatsOf } from './chat-db';
import { removeExpiredChats } from './expired-chats';

type Sent = { chatId: string };

/** A chat of `user` with one sent file: its id and the file's R2 key (read from their home). */
async function chatWithFile(user: RegisteredUser, opts: { temporary?: boolean } = {}) {
  const file = new File(['secret notes'], 'notes.txt', { type: 'text/plain' });
  const res = await send(user.headers, { stream: false, question: 'Read', file, ...opts });
  expect(res.status).toBe(200);
  const { chatId } = (await res.json()) as Sent;
  const own = await chatsOf(env, user.user.id);
  const key = await own
    .prepare('SELECT r2_key FROM attachments WHERE chat_id = ?1')
    .bind(chatId)
    .first<string>('r2_key');
  if (!key) throw new Error('the sent file has no row');
  expect(await env.FILES.head(key)).not.toBeNull();
  return { chatId, key };
}

/** What the person's object keeps of a chat: file rows, texts left, closed. */
async function leftInObject(userId: string, chatId: string) {
  return chatsInObject(env, userId)
    .prepare(
      `SELECT (SELECT count(*) FROM attachments WHERE chat_id = ?1) AS files,
         (SELECT count(*) FROM messages WHERE chat_id = ?1 AND content != '') AS texts,
         (SELECT deleted_at IS NOT NULL FROM chats WHERE id = ?1) AS closed`,
    )
    .bind(chatId)
    .first();
}

/** D1's frozen copy of a chat (decision 203): its texts and whether it was closed there. */
async function frozenInD1(chatId: string) {
  return env.DB.prepare(
    `SELECT (SELECT count(*) FROM attachments WHERE chat_id = ?1) AS files,
       (SELECT count(*) FROM messages WHERE chat_id = ?1 AND content != '') AS texts,
       (SELECT deleted_at IS NOT NULL FROM chats WHERE id = ?1) AS closed`,
  )
    .bind(chatId)
    .first();
}

const patchDelete = (user: RegisteredUser, chatId: string) =>
  api(`/v1/chat/delete/${chatId}`, { method: 'PATCH', headers: user.headers });

const WIPED = { files: 0, texts: 0, closed: 1 };
/** After account deletion the object keeps nothing of a chat, tombstone included (decision 215). */
const FORGOTTEN = { files: 0, texts: 0, closed: null };

describe('deleting a chat whose owner moved to their object (decision 222)', {
  timeout: 30_000,
}, () => {
  it('wipes it in the object, frees its file, and leaves D1’s frozen copy as it was', async () => {
    const user = await registerUser({ inD1: true });
    const stranger = await registerUser();
    const { chatId, key } = await chatWithFile(user);
    await moveConversations(user.user.id);
    const frozen = await frozenInD1(chatId);
    expect(frozen).toMatchObject({ files: 1, closed: 0 });

    expect((await patchDelete(stranger, chatId)).status).toBe(404);
    expect((await patchDelete(user, chatId)).status).toBe(200);
    expect(await leftInObject(user.user.id, chatId)).toEqual(WIPED);
    expect(await env.FILES.head(key)).toBeNull();
    expect((await api(`/v1/chat/${chatId}`, { headers: user.headers })).status).toBe(404);
    expect(await frozenInD1(chatId)).toEqual(frozen);
    // Finished: a second delete finds nothing.
    expect((await patchDelete(user, chatId)).status).toBe(404);
  });

  it.each(['d1', 'object'] as const)(
    'a delete that stopped half-way (%s) is finished by the next one',
    async (home) => {
      const user = await registerUser({ inD1: true });
      const { chatId, key } = await chatWithFile(user);
      if (home === 'object') await moveConversations(user.user.id);
      // The first step ran (the chat closed, its words gone), then the Worker stopped.
      const own = await chatsOf(env, user.user.id);
      await own
        .prepare("UPDATE chats SET name = '', deleted_at = ?2 WHERE id = ?1")
        .bind(chatId, new Date().toISOString())
        .run();
      expect(await env.FILES.head(key)).not.toBeNull();
      expect((await patchDelete(user, chatId)).status).toBe(200);
      expect(await env.FILES.head(key)).toBeNull();
      const files = await own
        .prepare('SELECT count(*) AS n FROM attachments WHERE chat_id = ?1')
        .bind(chatId)
        .first<number>('n');
      expect(files).toBe(0);
      expect((await patchDelete(user, chatId)).status).toBe(404);
    },
  );
});

describe('temporary chats of a person in their object (decision 222)', { timeout: 30_000 }, () => {
  it('arms the object’s alarm for a temporary chat that moves in, and when its end moves', async () => {
    const user = await registerUser({ inD1: true });
    const { chatId } = await chatWithFile(user, { temporary: true });
    const end = await env.DB.prepare('SELECT expires_at FROM chats WHERE id = ?1')
      .bind(chatId)
      .first<string>('expires_at');
    const alarmOf = () =>
      runInDurableObject(personOf(env, user.user.id), (_, state) => state.storage.getAlarm());
    await moveConversations(user.user.id);
    expect(await alarmOf()).toBe(Date.parse(end ?? ''));
    // Its end moves earlier (a write naming `expires_at` through the person's conversations).
    const sooner = new Date(Date.now() + 60_000).toISOString();
    await chatsInObject(env, user.user.id)
      .prepare('UPDATE chats SET expires_at = ?2 WHERE id = ?1')
      .bind(chatId, sooner)
      .run();
    expect(await alarmOf()).toBe(Date.parse(sooner));
  });

  it('the alarm wipes it once its end passes; the cron leaves D1’s frozen copy alone', async () => {
    const user = await registerUser({ inD1: true });
    const { chatId, key } = await chatWithFile(user, { temporary: true });
    await moveConversations(user.user.id);
    const past = new Date(Date.now() - 1000).toISOString();
    // Its end passes: in the object (the alarm is set again for it), and in the frozen copy, which
    // the cron must not take for a live one.
    await chatsInObject(env, user.user.id)
      .prepare('UPDATE chats SET expires_at = ?2 WHERE id = ?1')
      .bind(chatId, past)
      .run();
    await env.DB.prepare('UPDATE chats SET expires_at = ?2 WHERE id = ?1').bind(chatId, past).run();
    const frozen = await frozenInD1(chatId);
    expect((await api(`/v1/chat/${chatId}`, { headers: user.headers })).status).toBe(404);

    await removeExpiredChats(env, new Date());
    expect(await frozenInD1(chatId)).toEqual(frozen);
    expect(await env.FILES.head(key)).not.toBeNull();

    expect(await runDurableObjectAlarm(personOf(env, user.user.id))).toBe(true);
    expect(await leftInObject(user.user.id, chatId)).toEqual(WIPED);
    expect(await env.FILES.head(key)).toBeNull();
    expect(await frozenInD1(chatId)).toEqual(frozen);
  });
});

describe('shares and files between people in different homes (decision 222)', {
  timeout: 30_000,
}, () => {
  it('a shared chat whose owner moved (the reader did not) reads, unshares, and its file stays for a copy', async () => {
    const owner = await registerUser({ inD1: true });
    const reader = await registerUser({ inD1: true });
    await joinTeam(owner, reader);
    const { chatId, key } = await chatWithFile(owner);
    await moveConversations(owner.user.id);
    const share = (userIds: string[]) =>
      api('/v1/chat/share', json('POST', { chatId, userIds }, owner.headers));
    expect((await share([reader.user.id])).status).toBe(200);
    expect((await api(`/v1/chat/${chatId}`, { headers: reader.headers })).status).toBe(200);
    const copied = await api(`/v1/chat/${chatId}/copy`, {
      method: 'POST',
      headers: reader.headers,
    });
    expect(copied.status).toBe(201);
    const copyId = ((await copied.json()) as { id: string }).id;
    expect((await share([])).status).toBe(200);
    expect((await api(`/v1/chat/${chatId}`, { headers: reader.headers })).status).toBe(404);

    // The owner deletes the original: the reader's copy still holds the file. Then the copy goes,
    // and the owner's frozen D1 rows, which still name the file, hold nothing.
    expect((await patchDelete(owner, chatId)).status).toBe(200);
    expect(await env.FILES.head(key)).not.toBeNull();
    expect((await patchDelete(reader, copyId)).status).toBe(200);
    expect(await env.FILES.head(key)).toBeNull();
  });

  it('a shared chat whose reader moved (the owner did not) reads, unshares and is deleted', async () => {
    const owner = await registerUser({ inD1: true });
    const reader = await registerUser({ inD1: true });
    await joinTeam(owner, reader);
    const { chatId, key } = await chatWithFile(owner);
    await moveConversations(reader.user.id);
    const share = (userIds: string[]) =>
      api('/v1/chat/share', json('POST', { chatId, userIds }, owner.headers));
    expect((await share([reader.user.id])).status).toBe(200);
    expect((await api(`/v1/chat/${chatId}`, { headers: reader.headers })).status).toBe(200);
    expect((await share([])).status).toBe(200);
    expect((await api(`/v1/chat/${chatId}`, { headers: reader.headers })).status).toBe(404);
    expect((await share([reader.user.id])).status).toBe(200);
    expect((await patchDelete(reader, chatId)).status).toBe(403);
    expect((await patchDelete(owner, chatId)).status).toBe(200);
    expect((await api(`/v1/chat/${chatId}`, { headers: reader.headers })).status).toBe(404);
    expect(await env.FILES.head(key)).toBeNull();
    const shares = await env.DB.prepare('SELECT count(*) AS n FROM chat_shares WHERE chat_id = ?1')
      .bind(chatId)
      .first<number>('n');
    expect(shares).toBe(0);
  });
});

describe('account deletion and export of a person in their object (decision 222)', {
  timeout: 30_000,
}, () => {
  it('exports their chats from the object, then deletion wipes them there', async () => {
    const user = await registerUser({ inD1: true });
    const word = `moved${crypto.randomUUID().slice(0, 8)}`;
    const res = await send(user.headers, { stream: false, question: `Keep ${word}` });
    const { chatId } = (await res.json()) as Sent;
    const { chatId: fileChat, key } = await chatWithFile(user);
    await moveConversations(user.user.id);
    // A name given after the move is only in the object.
    const after = `after${crypto.randomUUID().slice(0, 8)}`;
    const renamed = await api(`/v1/chat/${chatId}`, json('PATCH', { name: after }, user.headers));
    expect(renamed.status).toBe(200);

    const exported = await api('/v1/user/export', { headers: user.headers });
    expect(exported.status).toBe(200);
    const body = (await exported.json()) as Record<string, { [k: string]: unknown }[]>;
    expect(body.chats?.map((chat) => chat.id).sort()).toEqual([chatId, fileChat].sort());
    expect(body.chats?.find((chat) => chat.id === chatId)?.name).toBe(after);
    expect(JSON.stringify(body.messages)).toContain(word);
    expect(body.files?.some((file) => file.name === 'notes.txt')).toBe(true);

    const frozen = await frozenInD1(chatId);
    const removed = await api(
      '/v1/user/delete',
      json('POST', { confirmation: user.email, currentPassword: user.password }, user.headers),
    );
    expect(removed.status).toBe(204);
    expect(await leftInObject(user.user.id, chatId)).toEqual(FORGOTTEN);
    expect(await leftInObject(user.user.id, fileChat)).toEqual(FORGOTTEN);
    expect(await env.FILES.head(key)).toBeNull();
    expect(await frozenInD1(chatId)).toEqual(frozen);
  });

  it('keeps the file of an unmoved reader’s copy when the moved owner deletes their account', async () => {
    const owner = await registerUser({ inD1: true });
    const reader = await registerUser({ inD1: true });
    await joinTeam(owner, reader);
    const { chatId, key } = await chatWithFile(owner);
    const share = json('POST', { chatId, userIds: [reader.user.id] }, owner.headers);
    expect((await api('/v1/chat/share', share)).status).toBe(200);
    await moveConversations(owner.user.id);
    const copied = await api(`/v1/chat/${chatId}/copy`, {
      method: 'POST',
      headers: reader.headers,
    });
    expect(copied.status).toBe(201);
    const copyId = ((await copied.json()) as { id: string }).id;
    const left = await api(`/v1/entity/members/${reader.user.id}`, {
      method: 'DELETE',
      headers: reader.headers,
    });
    expect(left.status).toBe(200);
    const removed = await api(
      '/v1/user/delete',
      json('POST', { confirmation: owner.email, currentPassword: owner.password }, owner.headers),
    );
    expect(removed.status).toBe(204);
    expect(await leftInObject(owner.user.id, chatId)).toEqual(FORGOTTEN);
    expect(await env.FILES.head(key)).not.toBeNull();
    // The owner's frozen D1 rows still name the file; they hold nothing once the copy goes.
    expect((await patchDelete(reader, copyId)).status).toBe(200);
    expect(await env.FILES.head(key)).toBeNull();
  });
});
