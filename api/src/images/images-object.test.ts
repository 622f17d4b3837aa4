import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, type RegisteredUser, registerUser } from '../../test/helpers';
import { balanceOf as teamBalance } from '../../test/money-helpers';
import { moveConversations } from '../../test/move-helpers';
import { chatsInD1, chatsOf } from '../chat/chat-db';

interface ImageAnswer {
  chatId: string;
  messageId: string;
  status: string;
  cost: number;
  images: { id: string }[];
}

/** `POST /v1/openai/{model}?image=true` with a prompt, into `chatId` when given. */
function sendImage(user: RegisteredUser, requestId: string, chatId?: string) {
  const form = new FormData();
  form.set('messages', JSON.stringify([{ role: 'user', content: 'a red fox' }]));
  form.set('requestId', requestId);
  form.set('n', '1');
  const query = new URLSearchParams({ image: 'true', ...(chatId ? { chatId } : {}) });
  return api(`/v1/openai/gpt/gpt-image-1?${query}`, {
    method: 'POST',
    headers: { 'X-Ad-Locale': 'en', ...user.headers },
    body: form,
  });
}

// Wherever the team keeps its money (its object from sign-up, decision 227).
const balanceOf = (user: RegisteredUser) => teamBalance(env, user.user.entityId);

const find = async (db: ReturnType<typeof chatsInD1>, table: string, id: string) =>
  db.prepare(`SELECT * FROM ${table} WHERE id = ?1`).bind(id).first<Record<string, unknown>>();

describe('image answers of a moved person (decision 223)', { timeout: 60_000 }, () => {
  it('are written in their object and billed once; D1’s frozen copy is untouched', async () => {
    const user = await registerUser({ inD1: true });
    const first = (await (await sendImage(user, crypto.randomUUID())).json()) as ImageAnswer;
    expect(first.status).toBe('complete');
    const d1 = chatsInD1(env.DB, user.user.id);
    const chatBefore = await find(d1, 'chats', first.chatId);
    await moveConversations(user.user.id);
    const home = await chatsOf(env, user.user.id);
    expect(home.home).toBe('object');

    // A follow-up in the moved chat, then its repeat: one answer, one charge.
    const before = await balanceOf(user);
    const requestId = crypto.randomUUID();
    const res = await sendImage(user, requestId, first.chatId);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as ImageAnswer;
    expect(answer).toMatchObject({ chatId: first.chatId, status: 'complete' });
    expect(answer.cost).toBeGreaterThan(0);
    expect(answer.images).toHaveLength(1);
    const again = (await (await sendImage(user, requestId, first.chatId)).json()) as ImageAnswer;
    expect(again.messageId).toBe(answer.messageId);
    expect(await balanceOf(user)).toBe(before - answer.cost);
    expect(await find(home, 'messages', answer.messageId)).toMatchObject({ status: 'complete' });
    expect(await find(d1, 'messages', answer.messageId)).toBeNull();
    expect(await find(d1, 'chats', first.chatId)).toEqual(chatBefore);

    // A new image chat lives in the object only; the page of messages shows its image.
    const fresh = (await (await sendImage(user, crypto.randomUUID())).json()) as ImageAnswer;
    expect(fresh.status).toBe('complete');
    expect(await find(home, 'chats', fresh.chatId)).toMatchObject({ mode: 'image' });
    expect(await find(d1, 'chats', fresh.chatId)).toBeNull();

    // Another person reuses the requestId: nothing of the first person's answer reaches them.
    const stranger = await registerUser();
    const theirs = await sendImage(stranger, requestId, first.chatId);
    expect(theirs.status).toBe(404);
  });
});
