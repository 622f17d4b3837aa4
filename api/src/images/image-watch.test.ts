import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, type RegisteredUser, registerUser } from '../../test/helpers';
import { balanceOf, holdCount, ledgerLinesOfRef } from '../../test/money-helpers';
import { messageRow } from '../../test/storage-helpers';
import { chatsOf } from '../chat/chat-db';
import { generationsOf } from '../generation/generation';
import type { ImageAnswer } from './image-records';

/** An image send whose provider answers only once the test releases `gate`. */
function heldImageSend(user: RegisteredUser, gate: string) {
  const form = new FormData();
  form.set(
    'messages',
    JSON.stringify([{ role: 'user', content: `a lighthouse fake:hold=${gate}` }]),
  );
  form.set('requestId', crypto.randomUUID());
  form.set('n', '1');
  return api('/v1/openai/gpt/gpt-image-1?image=true', {
    method: 'POST',
    headers: { 'X-Ad-Locale': 'en', ...user.headers },
    body: form,
  });
}

/** The image sends the author's Generation object watches (decision 233). */
function watched(userId: string) {
  return runInDurableObject(generationsOf(env, userId), (_, state) =>
    state.storage.sql
      .exec<{ answer: string }>('SELECT answer FROM pending_images')
      .toArray()
      .map((row) => JSON.parse(row.answer) as ImageAnswer),
  );
}

/** Waits until the send's hold is placed and watched (its provider call is under way). */
async function watchedSend(userId: string): Promise<ImageAnswer> {
  for (;;) {
    const [answer] = await watched(userId);
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The watch's deadline has passed: the Worker that sent it is taken for stopped. */
async function pastDeadline(userId: string) {
  const stub = generationsOf(env, userId);
  await runInDurableObject(stub, async (_, state) => {
    state.storage.sql.exec('UPDATE pending_images SET deadline = ?', Date.now() - 1);
    await state.storage.setAlarm(Date.now());
  });
  expect(await runDurableObjectAlarm(stub)).toBe(true);
}

const release = (gate: string) =>
  fetch(`${env.FAKE_OPENAI_URL}/__fake/release/${gate}`, { method: 'POST' });

describe('an image send whose Worker stops between hold and settle', { timeout: 30_000 }, () => {
  it('ends as image_lost with its hold released when its images were never saved', async () => {
    const user = await registerUser();
    const before = await balanceOf(env, user.user.entityId);
    const gate = `lost${crypto.randomUUID().replaceAll('-', '')}`;
    const pending = heldImageSend(user, gate);
    const answer = await watchedSend(user.user.id);
    expect(await holdCount(env, user.user.entityId)).toBe(1);

    await pastDeadline(user.user.id);
    expect(await messageRow(env, answer.messageId, user.user.id)).toMatchObject({
      status: 'error',
      error_code: 'image_lost',
    });
    expect(await holdCount(env, user.user.entityId)).toBe(0);
    expect(await watched(user.user.id)).toEqual([]);
    expect(await balanceOf(env, user.user.entityId)).toBe(before);

    // Should the send come back after all, it charges nothing: its hold is gone.
    await release(gate);
    await (await pending).arrayBuffer();
    expect(await balanceOf(env, user.user.entityId)).toBe(before);
    expect(await ledgerLinesOfRef(env, answer.messageId, 'usage', user.user.entityId)).toEqual([]);
  });

  it('is charged once by its hold when its answer was saved complete', async () => {
    const user = await registerUser();
    const before = await balanceOf(env, user.user.entityId);
    const gate = `done${crypto.randomUUID().replaceAll('-', '')}`;
    const pending = heldImageSend(user, gate);
    const answer = await watchedSend(user.user.id);
    // The send got as far as saving its answer complete, and stopped before its settle.
    await (await chatsOf(env, user.user.id))
      .prepare(`UPDATE messages SET status = 'complete', cost_kopecks = ?2 WHERE id = ?1`)
      .bind(answer.messageId, answer.cost)
      .run();

    await pastDeadline(user.user.id);
    expect(await holdCount(env, user.user.entityId)).toBe(0);
    expect(await balanceOf(env, user.user.entityId)).toBe(before - answer.cost);
    expect(await ledgerLinesOfRef(env, answer.messageId, 'usage', user.user.entityId)).toHaveLength(
      1,
    );

    // The send's own settle, should it still run, finds no hold: charged once.
    await release(gate);
    await (await pending).arrayBuffer();
    expect(await balanceOf(env, user.user.entityId)).toBe(before - answer.cost);
    expect(await ledgerLinesOfRef(env, answer.messageId, 'usage', user.user.entityId)).toHaveLength(
      1,
    );
  });

  it('leaves nothing watched when a send ends on its own', async () => {
    const user = await registerUser();
    const gate = `ok${crypto.randomUUID().replaceAll('-', '')}`;
    const pending = heldImageSend(user, gate);
    await watchedSend(user.user.id);
    await release(gate);
    expect((await pending).status).toBe(200);
    expect(await watched(user.user.id)).toEqual([]);
  });
});
