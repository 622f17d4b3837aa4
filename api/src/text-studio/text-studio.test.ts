import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { balanceOf, dataOf, readEvents, settled } from '../../test/chat-helpers';
import { api, type RegisteredUser, registerUser } from '../../test/helpers';
import { moveConversations } from '../../test/move-helpers';
import { chatsInObject } from '../chat/chat-db';

type Meta = { chatId: string; messageId: string; requestId: string };

/** A text-studio run as the page sends it: the send route with `studio=text`, streamed. */
function studioRun(
  user: RegisteredUser,
  text: string,
  requestId = crypto.randomUUID(),
  action?: string,
) {
  const form = new FormData();
  form.set(
    'messages',
    JSON.stringify([
      { role: 'system', content: 'Shorten the text.' },
      { role: 'user', content: text },
    ]),
  );
  form.set('requestId', requestId);
  const labelled = action ? `&studioAction=${encodeURIComponent(action)}` : '';
  return api(`/v1/openai/gpt/gpt-mini?studio=text${labelled}&timestamp=${Date.now()}`, {
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

  it('lists the owner’s runs with text, action and result, newest first, and deletes one', async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    type Run = { chatId: string; requestId: string; action: string | null; original: string };
    const history = async (user: RegisteredUser) => {
      const res = await api('/v1/text-studio', { headers: user.headers });
      expect(res.status).toBe(200);
      return ((await res.json()) as { items: (Run & { result: string; status: string })[] }).items;
    };
    const first = dataOf<Meta>(
      (await readEvents(await studioRun(owner, 'First text', undefined, 'shorten')))[0],
    );
    await settled(first.messageId);
    const second = dataOf<Meta>(
      (await readEvents(await studioRun(owner, 'Second text', undefined, 'tone:formal')))[0],
    );
    await settled(second.messageId);
    const items = await history(owner);
    expect(
      items.map(({ chatId, requestId, action, original }) => ({
        chatId,
        requestId,
        action,
        original,
      })),
    ).toEqual([
      {
        chatId: second.chatId,
        requestId: second.requestId,
        action: 'tone:formal',
        original: 'Second text',
      },
      {
        chatId: first.chatId,
        requestId: first.requestId,
        action: 'shorten',
        original: 'First text',
      },
    ]);
    expect(items[0]?.status).toBe('complete');
    expect(items[0]?.result.length).toBeGreaterThan(0);
    // Nobody else sees or deletes them.
    expect(await history(stranger)).toEqual([]);
    const foreign = await api(`/v1/text-studio/${first.chatId}`, {
      method: 'DELETE',
      headers: stranger.headers,
    });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: 'not_found' });

    const deleted = await api(`/v1/text-studio/${first.chatId}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(deleted.status).toBe(204);
    expect((await history(owner)).map((run) => run.chatId)).toEqual([second.chatId]);
    const again = await api(`/v1/text-studio/${first.chatId}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(again.status).toBe(404);
    // A run continued as a chat leaves the history (it is a chat now) and cannot be deleted here.
    await api(`/v1/text-studio/${second.chatId}/continue`, {
      method: 'POST',
      headers: owner.headers,
    });
    expect(await history(owner)).toEqual([]);
    const chat = await api(`/v1/text-studio/${second.chatId}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(chat.status).toBe(404);
    // An action outside the pattern is refused before the body is read.
    const bad = await api('/v1/openai/gpt/gpt-mini?studio=text&studioAction=DROP%20TABLE', {
      method: 'POST',
      headers: { ...owner.headers, 'X-Ad-Locale': 'en' },
      body: new FormData(),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed', field: 'studioAction' });
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

describe('the text studio with the person moved', () => {
  it('lists, deletes and continues runs in the object; D1’s copy stays as it was', async () => {
    const owner = await registerUser({ inD1: true });
    const stranger = await registerUser();
    const run = async (text: string) => {
      const meta = dataOf<Meta>((await readEvents(await studioRun(owner, text)))[0]);
      await settled(meta.messageId);
      return meta;
    };
    const first = await run('First text');
    const second = await run('Second text');
    const history = async (user: RegisteredUser) =>
      (
        (await (await api('/v1/text-studio', { headers: user.headers })).json()) as {
          items: { chatId: string; original: string }[];
        }
      ).items;
    const before = await history(owner);
    await moveConversations(owner.user.id);
    expect(await history(owner)).toEqual(before);
    expect(before.map((item) => item.original)).toEqual(['Second text', 'First text']);
    expect(await history(stranger)).toEqual([]);

    const foreign = await api(`/v1/text-studio/${first.chatId}`, {
      method: 'DELETE',
      headers: stranger.headers,
    });
    expect(foreign.status).toBe(404);
    const strangerContinues = await api(`/v1/text-studio/${second.chatId}/continue`, {
      method: 'POST',
      headers: stranger.headers,
    });
    expect(strangerContinues.status).toBe(404);
    const deleted = await api(`/v1/text-studio/${first.chatId}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(deleted.status).toBe(204);
    const continued = await api(`/v1/text-studio/${second.chatId}/continue`, {
      method: 'POST',
      headers: owner.headers,
    });
    expect(continued.status).toBe(200);
    expect(await history(owner)).toEqual([]);

    const STATE = `SELECT id, studio, deleted_at IS NOT NULL AS deleted FROM chats
      WHERE id IN (?1, ?2) ORDER BY created_at`;
    const object = await chatsInObject(env, owner.user.id)
      .prepare(STATE)
      .bind(first.chatId, second.chatId)
      .all();
    expect(object.results).toEqual([
      { id: first.chatId, studio: 'text', deleted: 1 },
      { id: second.chatId, studio: null, deleted: 0 },
    ]);
    // D1 keeps the conversations as they were when they moved (decision 203).
    const frozen = await env.DB.prepare(STATE).bind(first.chatId, second.chatId).all();
    expect(frozen.results).toEqual([
      { id: first.chatId, studio: 'text', deleted: 0 },
      { id: second.chatId, studio: 'text', deleted: 0 },
    ]);
  });
});
