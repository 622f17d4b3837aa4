import { describe, expect, it } from 'vitest';
import { balanceOf, dataOf, readEvents, settled } from '../../test/chat-helpers';
import { api, type RegisteredUser, registerUser } from '../../test/helpers';

type Meta = { chatId: string; messageId: string; requestId: string };

/** A text-studio run as the page sends it: the send route with `studio=text`, streamed. */
function studioRun(user: RegisteredUser, text: string, requestId = crypto.randomUUID()) {
  const form = new FormData();
  form.set(
    'messages',
    JSON.stringify([
      { role: 'system', content: 'Shorten the text.' },
      { role: 'user', content: text },
    ]),
  );
  form.set('requestId', requestId);
  return api(`/v1/openai/gpt/gpt-mini?studio=text&timestamp=${Date.now()}`, {
    method: 'POST',
    body: form,
    headers: { ...user.headers, 'X-Ad-Locale': 'en', 'X-Stream': 'true' },
  });
}

const chatIds = async (user: RegisteredUser) =>
  (
    (await (await api('/v1/chat?mode=text', { headers: user.headers })).json()) as {
      items: { id: string }[];
    }
  ).items.map((chat) => chat.id);

describe('the text studio', () => {
  it('streams through the send route, bills once, and stays out of the chat list until continued', async () => {
    const user = await registerUser();
    const before = await balanceOf(user.user.entityId);
    const events = await readEvents(await studioRun(user, 'A long text fake:chunks=4'));
    const meta = dataOf<Meta>(events[0]);
    expect(events.at(-1)?.data).toBe('[DONE]');
    const row = await settled(meta.messageId);
    expect(row.status).toBe('complete');
    const usage = events.find((e) => e.event === 'usage');
    const cost = dataOf<{ cost: number }>(usage).cost;
    expect(cost).toBeGreaterThan(0);
    expect(await balanceOf(user.user.entityId)).toBe(before - cost);
    expect(await chatIds(user)).not.toContain(meta.chatId);
    // The run reads like any chat of its owner: the text as the question, the result as the answer.
    const messages = (await (
      await api(`/v1/message/chat/${meta.chatId}/`, { headers: user.headers })
    ).json()) as { items: { role: string; content: string }[] };
    expect(messages.items.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages.items[0]?.content).toBe('A long text fake:chunks=4');

    const continued = await api(`/v1/text-studio/${meta.chatId}/continue`, {
      method: 'POST',
      headers: user.headers,
    });
    expect(continued.status).toBe(200);
    expect(await continued.json()).toEqual({ chatId: meta.chatId });
    expect(await chatIds(user)).toContain(meta.chatId);
    expect(await balanceOf(user.user.entityId)).toBe(before - cost);
  });

  it('lets only the owner continue a run: 404 for a stranger or a missing id', async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const meta = dataOf<Meta>((await readEvents(await studioRun(owner, 'Mine')))[0]);
    const foreign = await api(`/v1/text-studio/${meta.chatId}/continue`, {
      method: 'POST',
      headers: stranger.headers,
    });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: 'not_found' });
    const missing = await api('/v1/text-studio/no-such-chat/continue', {
      method: 'POST',
      headers: owner.headers,
    });
    expect(missing.status).toBe(404);
    expect(await chatIds(owner)).not.toContain(meta.chatId);
    // A stranger cannot attach to the run's stream either.
    const attach = await api(`/v1/openai/stream/${meta.requestId}`, { headers: stranger.headers });
    expect(attach.status).toBe(404);
  });

  it('refuses an unknown studio value before reading the body', async () => {
    const user = await registerUser();
    const res = await api('/v1/openai/gpt/gpt-mini?studio=image', {
      method: 'POST',
      headers: { ...user.headers, 'X-Ad-Locale': 'en' },
      body: new FormData(),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', field: 'studio' });
  });
});
