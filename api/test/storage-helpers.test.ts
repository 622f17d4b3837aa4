import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { personOf } from '../src/person/person-of';
import { send } from './chat-helpers';
import { api, json, type RegisteredUser, registerUser } from './helpers';
import {
  attachmentKeys,
  chatRow,
  countChats,
  countMessages,
  messageRow,
  messagesOf,
  messagesOfRequest,
  seedChat,
  setChatExpiry,
  setMessageContent,
} from './storage-helpers';

type Answer = { chatId: string; messageId: string; requestId: string };

async function ask(user: RegisteredUser, question: string, file?: File) {
  const res = await send(user.headers, { question, file, stream: false });
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}

/** Moves the person's ratings, then their chats, into their object through the move route. */
async function moveChats(userId: string) {
  for (const part of ['ratings', 'chats']) {
    const res = await api(
      '/internal/storage-moves',
      json(
        'POST',
        { userIds: [userId], parts: [part] },
        { Authorization: 'Bearer test-only-storage-move-token' },
      ),
    );
    expect(res.status).toBe(200);
    const report = (await res.json()) as { remaining: Record<string, number> };
    expect(report.remaining[part]).toBe(0);
  }
}

/** The text of a message as the person's object holds it. */
const inObject = (userId: string, messageId: string) =>
  runInDurableObject(personOf(env, userId), (_, state) =>
    state.storage.sql
      .exec<{ content: string }>('SELECT content FROM messages WHERE id = ?1', messageId)
      .toArray()
      .map((row) => row.content),
  );

describe('the storage helpers read wherever the person’s chats live', () => {
  it('read the same records from D1 and, once moved, from the person’s object', async () => {
    // An account of the previous version: its chats start in D1 (decision 218).
    const user = await registerUser({ inD1: true });
    const ownerId = user.user.id;
    const file = new File(['a,b\n1,2\n'], 'numbers.csv', { type: 'text/csv' });
    const answer = await ask(user, 'Count these fake:chunks=1', file);
    const seeded = await seedChat(env, {
      ownerId,
      entityId: user.user.entityId,
      texts: ['seeded in D1'],
    });

    const read = async (owner?: string) => ({
      answer: (await messageRow(env, answer.messageId, owner))?.content,
      messages: (await messagesOf(env, answer.chatId, owner)).map((m) => [m.role, m.content]),
      request: (await messagesOfRequest(env, answer.requestId, owner)).map((m) => m.id),
      count: await countMessages(env, answer.chatId, "role = 'user'", owner),
      chat: (await chatRow(env, answer.chatId, owner))?.entity_id,
      keys: await attachmentKeys(env, answer.chatId, owner),
      seeded: (await messagesOf(env, seeded, owner)).map((m) => m.content),
    });
    const inD1 = await read(ownerId);
    expect(inD1).toMatchObject({
      request: [answer.messageId],
      count: 1,
      chat: user.user.entityId,
      seeded: ['seeded in D1'],
    });
    expect(inD1.keys).toHaveLength(1);
    expect(await countChats(env, ownerId)).toBe(2);

    await moveChats(ownerId);
    expect(await read(ownerId)).toEqual(inD1);
    expect(await countChats(env, ownerId)).toBe(2);

    // Writes given the owner land in the object, not in D1's stale copy.
    await setMessageContent(env, answer.messageId, 'changed in the object', ownerId);
    expect(await inObject(ownerId, answer.messageId)).toEqual(['changed in the object']);
    expect((await messageRow(env, answer.messageId, ownerId))?.content).toBe(
      'changed in the object',
    );
    const expiry = new Date(Date.now() + 60_000).toISOString();
    await setChatExpiry(env, answer.chatId, expiry, ownerId);
    expect((await chatRow(env, answer.chatId, ownerId))?.expires_at).toBe(expiry);

    const later = await seedChat(env, {
      ownerId,
      entityId: user.user.entityId,
      texts: ['seeded in the object'],
    });
    expect((await messagesOf(env, later, ownerId)).map((m) => m.content)).toEqual([
      'seeded in the object',
    ]);
    // Seeded as a send writes it, its owner named; found by its id without the owner too.
    expect((await chatRow(env, later, ownerId))?.owner_id).toBe(ownerId);
    expect((await chatRow(env, later))?.id).toBe(later);
    expect(await countChats(env, ownerId)).toBe(3);
  }, 60_000);
});
