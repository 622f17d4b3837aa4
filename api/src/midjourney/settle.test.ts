import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { api, json, registerUser } from '../../test/helpers';
import { expectUsageNamedAsTheirRefs } from '../../test/ledger-helpers';
import {
  finished,
  generate,
  getTask,
  holdsOf,
  setBalance,
  type TaskJson,
  usageRows,
} from '../../test/midjourney-helpers';
import { messageRow, refuseWrites } from '../../test/storage-helpers';
import { joinTeam } from '../../test/team-helpers';
import { endTask } from './finish-records';
import { pollOnce } from './poll';
import { taskById } from './task-store';

async function startedTask(prompt: string, inD1 = false) {
  const owner = await registerUser({ inD1 });
  await setBalance(owner.user.entityId, 50_000);
  const res = await generate(owner.headers, { image: { prompt } });
  return { owner, task: (await res.json()) as TaskJson };
}

describe('settling a task', () => {
  it('charges once however often the ending is written', async () => {
    const { owner, task } = await startedTask('twice fake:polls=1000');
    const row = await taskById(env.DB, task.id);
    if (!row) throw new Error('no task');
    const image = { key: `${owner.user.id}/mj/${task.id}.png`, contentType: 'image/png', size: 3 };
    await env.FILES.put(image.key, new Uint8Array([1, 2, 3]));
    for (let i = 0; i < 3; i++) await endTask(env, row, { status: 'SUCCESS', image, buttons: [] });
    await endTask(env, row, { status: 'FAILURE', code: 'midjourney_failed' });
    expect(await usageRows(owner.user.entityId)).toEqual([
      { amount_kopecks: -1000, ref: task.messageId },
    ]);
    await expectUsageNamedAsTheirRefs(owner.user.entityId);
    const after = (await (await getTask(owner.headers, task.id)).json()) as TaskJson;
    expect(after).toMatchObject({ status: 'SUCCESS', costKopecks: 1000, error: null });
    expect(await holdsOf(owner.user.entityId)).toBe(0);
    expect(await pollOnce(env, task.id)).toBe('done');
  });

  it('finishes a task whose settle failed half-way on the next poll, charging once', async () => {
    // The team's money in D1 (an account of the previous version), where a trigger can refuse it.
    const { owner, task } = await startedTask('settle later fake:polls=1000', true);
    const row = await taskById(env.DB, task.id);
    if (!row) throw new Error('no task');
    const image = { key: `${owner.user.id}/mj/${task.id}.png`, contentType: 'image/png', size: 3 };
    await env.FILES.put(image.key, new Uint8Array([1, 2, 3]));
    // The money step fails for real: the database refuses this answer's ledger line.
    const trigger = `refuse_${crypto.randomUUID().replaceAll('-', '')}`;
    await env.DB.prepare(
      `CREATE TRIGGER ${trigger} BEFORE INSERT ON ledger WHEN NEW.ref = '${task.messageId}'
       BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
    ).run();
    try {
      await expect(endTask(env, row, { status: 'SUCCESS', image, buttons: [] })).rejects.toThrow();
      // The ending and the answer are written; the money waits, still held.
      const ended = (await (await getTask(owner.headers, task.id)).json()) as TaskJson;
      expect(ended).toMatchObject({ status: 'SUCCESS', mediaId: task.id });
      expect(await usageRows(owner.user.entityId)).toEqual([]);
      expect(await holdsOf(owner.user.entityId)).toBe(1);
    } finally {
      await env.DB.prepare(`DROP TRIGGER ${trigger}`).run();
    }
    // The task's alarm polls again: it finds the task ended and runs the rest.
    expect(await pollOnce(env, task.id)).toBe('done');
    expect(await pollOnce(env, task.id)).toBe('done');
    expect(await usageRows(owner.user.entityId)).toEqual([
      { amount_kopecks: -1000, ref: task.messageId },
    ]);
    expect(await holdsOf(owner.user.entityId)).toBe(0);
    const message = await messageRow(env, task.messageId, owner.user.id);
    expect(message).toMatchObject({ status: 'complete', cost_kopecks: 1000 });
  });

  it('keeps the first ending: a failure after a success half-way releases nothing', async () => {
    const { owner, task } = await startedTask('ended once fake:polls=1000');
    const row = await taskById(env.DB, task.id);
    if (!row) throw new Error('no task');
    const image = { key: `${owner.user.id}/mj/${task.id}.png`, contentType: 'image/png', size: 3 };
    await env.FILES.put(image.key, new Uint8Array([1, 2, 3]));
    // The conversation's step fails for real after the task's ending is written: the owner's
    // conversations, where they live, refuse the answer's new status.
    const allow = await refuseWrites(
      env,
      owner.user.id,
      `BEFORE UPDATE OF status ON messages WHEN OLD.id = '${task.messageId}'`,
    );
    try {
      await expect(endTask(env, row, { status: 'SUCCESS', image, buttons: [] })).rejects.toThrow();
    } finally {
      await allow();
    }
    expect(await messageRow(env, task.messageId, owner.user.id)).toMatchObject({
      status: 'streaming',
    });
    // Giving up on the task (too many faults) finds it ended in SUCCESS and completes that.
    await endTask(env, row, { status: 'FAILURE', code: 'midjourney_lost' });
    const after = (await (await getTask(owner.headers, task.id)).json()) as TaskJson;
    expect(after).toMatchObject({ status: 'SUCCESS', costKopecks: 1000, error: null });
    expect(await usageRows(owner.user.entityId)).toEqual([
      { amount_kopecks: -1000, ref: task.messageId },
    ]);
    expect(await holdsOf(owner.user.entityId)).toBe(0);
  });

  it('gives up a task the proxy no longer knows, releasing its hold', async () => {
    const { owner, task } = await startedTask('forgotten fake:polls=1000');
    await env.DB.prepare("UPDATE mj_tasks SET proxy_task_id = 'unknown-to-the-proxy' WHERE id = ?1")
      .bind(task.id)
      .run();
    const done = await finished(owner.headers, task.id);
    expect(done).toMatchObject({ status: 'FAILURE', costKopecks: 0 });
    expect(done.error?.code).toBe('midjourney_lost');
    // The hold is released after the failure is marked: a call to the team's object from sign-up.
    await vi.waitFor(async () => expect(await holdsOf(owner.user.entityId)).toBe(0), {
      timeout: 5_000,
      interval: 50,
    });
    expect(await usageRows(owner.user.entityId)).toEqual([]);
  });
});

describe('GET /v1/media/{id}', () => {
  it('serves a grid to a reader of the shared chat, and 404 to everyone else', async () => {
    const owner = await registerUser();
    await setBalance(owner.user.entityId, 50_000);
    const res = await generate(owner.headers, { image: { prompt: 'shared sky' } });
    const done = await finished(owner.headers, ((await res.json()) as TaskJson).id);
    // A team mate the chat is shared with (docs/decisions/123-shares-end-with-membership.md).
    const reader = await registerUser();
    await joinTeam(owner, reader);
    const share = json('POST', { chatId: done.chatId, userIds: [reader.user.id] }, owner.headers);
    expect((await api('/v1/chat/share', share)).status).toBe(200);
    const seen = await api(done.imageUrl ?? '', { headers: reader.headers });
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/png');
    expect((await getTask(reader.headers, done.id)).status).toBe(200);
    const stranger = await registerUser();
    expect((await api(done.imageUrl ?? '', { headers: stranger.headers })).status).toBe(404);
    expect((await api('/v1/media/no-such-id', { headers: owner.headers })).status).toBe(404);
    expect((await api(done.imageUrl ?? '')).status).toBe(401);
  });
});
