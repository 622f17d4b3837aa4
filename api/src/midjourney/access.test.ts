import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, registerUser } from '../../test/helpers';
import {
  finished,
  generate,
  press,
  proxyRequests,
  setBalance,
  type TaskJson,
} from '../../test/midjourney-helpers';
import { seedChat } from '../../test/storage-helpers';
import { joinTeam } from '../../test/team-helpers';
import { createApp } from '../app';

async function paidUser() {
  const user = await registerUser();
  await setBalance(user.user.entityId, 50_000);
  return user;
}

async function finishedGrid(headers: Record<string, string>, prompt: string) {
  const res = await generate(headers, { image: { prompt } });
  return finished(headers, ((await res.json()) as TaskJson).id);
}

describe('which chats take Midjourney tasks', () => {
  it('refuses a text chat with 400 and a chat only shared with the caller with 403', async () => {
    const owner = await paidUser();
    const { headers, user } = owner;
    // Test setup: a text chat of the caller, as a send would have made it.
    const textChat = await seedChat(env, {
      ownerId: user.id,
      entityId: user.entityId,
      name: 'words',
      mode: 'text',
    });
    const intoText = await generate(headers, { image: { prompt: 'a cat', chatId: textChat } });
    expect(intoText.status).toBe(400);
    expect(await intoText.json()).toMatchObject({ code: 'midjourney_not_a_midjourney_chat' });

    const grid = await finishedGrid(headers, 'shared grid');
    // A share holds only within the team (docs/decisions/123-shares-end-with-membership.md).
    const reader = await paidUser();
    await joinTeam(owner, reader);
    const share = json('POST', { chatId: grid.chatId, userIds: [reader.user.id] }, headers);
    expect((await api('/v1/chat/share', share)).status).toBe(200);
    const pressed = await press(reader.headers, {
      action: { button: 'U1', chatId: grid.chatId, messageId: grid.messageId },
    });
    expect(pressed.status).toBe(403);
    expect(await pressed.json()).toMatchObject({ code: 'read_only_chat' });
  });
});

describe('pressing a button twice with one requestId', () => {
  it('starts one task and answers the second press with it', async () => {
    const { headers } = await paidUser();
    const grid = await finishedGrid(headers, 'twin press');
    const body = {
      action: { button: 'V3', chatId: grid.chatId, messageId: grid.messageId },
      requestId: `press-${crypto.randomUUID()}`,
    };
    const first = await press(headers, body);
    const second = await press(headers, body);
    expect([first.status, second.status]).toEqual([201, 200]);
    const task = (await first.json()) as TaskJson;
    expect(((await second.json()) as TaskJson).id).toBe(task.id);
    expect((await proxyRequests()).filter((r) => r.body?.state === task.id)).toHaveLength(1);
    expect((await finished(headers, task.id)).buttons.map((b) => b.button)).toContain('U1');
  });
});

describe('without a configured proxy', () => {
  it('says Midjourney is off instead of failing, and lists tasks as before', async () => {
    const { headers } = await registerUser();
    const off = { ...env, MIDJOURNEY_BASE_URL: '' };
    const app = createApp();
    const res = await app.request(
      '/v1/openai/midjourney/generate',
      json('POST', { image: { prompt: 'a cat' } }, { ...headers, 'X-Ad-Locale': 'en' }),
      off,
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      code: 'midjourney_not_configured',
      message: 'Midjourney is not connected on this server.',
    });
    const list = await app.request('/v1/openai/midjourney', { headers }, off);
    expect(await list.json()).toMatchObject({ items: [], enabled: false });
    expect((await api('/v1/openai/midjourney', { headers })).status).toBe(200);
  });
});
