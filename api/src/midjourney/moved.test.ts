import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/helpers';
import {
  finished,
  generate,
  getTask,
  press,
  setBalance,
  type TaskJson,
  usageRows,
} from '../../test/midjourney-helpers';
import { moveConversations } from '../../test/move-helpers';
import { chatsInD1, chatsOf } from '../chat/chat-db';

const row = async (db: ReturnType<typeof chatsInD1>, table: string, id: string) =>
  db.prepare(`SELECT * FROM ${table} WHERE id = ?1`).bind(id).first<Record<string, unknown>>();

describe('Midjourney for a moved person (decision 223)', { timeout: 60_000 }, () => {
  it('writes the chat and messages in their object, charges once, and D1’s copy stays as it was', async () => {
    const user = await registerUser({ inD1: true });
    await setBalance(user.user.entityId, 50_000);
    const before = (await (
      await generate(user.headers, { image: { prompt: 'a grid before' } })
    ).json()) as TaskJson;
    const first = await finished(user.headers, before.id);
    expect(first.status).toBe('SUCCESS');
    const d1 = chatsInD1(env.DB, user.user.id);
    const chatBefore = await row(d1, 'chats', first.chatId);
    await moveConversations(user.user.id);
    const home = await chatsOf(env, user.user.id);

    // A new grid (a new chat), then a button on the grid made before the move.
    const started = await generate(user.headers, { image: { prompt: 'a grid after' } });
    expect(started.status).toBe(201);
    const grid = await finished(user.headers, ((await started.json()) as TaskJson).id);
    expect(grid.status).toBe('SUCCESS');
    expect(await row(home, 'chats', grid.chatId)).toMatchObject({ mode: 'midjourney' });
    expect(await row(d1, 'chats', grid.chatId)).toBeNull();
    expect(await row(home, 'messages', grid.messageId)).toMatchObject({
      status: 'complete',
      cost_kopecks: grid.costKopecks,
    });
    const pressed = await press(user.headers, {
      action: { button: 'U1', chatId: first.chatId, messageId: first.messageId },
    });
    expect(pressed.status).toBe(201);
    const upscale = await finished(user.headers, ((await pressed.json()) as TaskJson).id);
    expect(upscale).toMatchObject({ status: 'SUCCESS', chatId: first.chatId });
    expect(await row(home, 'messages', upscale.messageId)).toMatchObject({ status: 'complete' });
    expect(await row(d1, 'messages', upscale.messageId)).toBeNull();
    expect(await row(d1, 'chats', first.chatId)).toEqual(chatBefore);

    // Each task charged once; another person reads none of them.
    const usage = await usageRows(user.user.entityId);
    for (const task of [first, grid, upscale]) {
      expect(usage.filter((line) => line.ref === task.messageId)).toHaveLength(1);
    }
    const stranger = await registerUser();
    expect((await getTask(stranger.headers, grid.id)).status).toBe(404);
  });
});
