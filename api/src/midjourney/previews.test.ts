import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../../test/helpers';
import {
  finished,
  generate,
  getTask,
  setBalance,
  type TaskJson,
} from '../../test/midjourney-helpers';

async function paidUser() {
  const user = await registerUser();
  await setBalance(user.user.entityId, 50_000);
  return user;
}

/** Reads the task until `done` says so (the Durable Object polls the proxy meanwhile). */
async function readUntil(
  headers: Record<string, string>,
  id: string,
  done: (task: TaskJson) => boolean,
  timeoutMs = 8000,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const task = (await (await getTask(headers, id)).json()) as TaskJson;
    if (done(task)) return task;
    if (Date.now() > until) throw new Error(`task ${id} never matched; now ${task.status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const previewKeys = async (userId: string, taskId: string) =>
  (await env.FILES.list({ prefix: `${userId}/mj/${taskId}.preview` })).objects.map((o) => o.key);

describe('Midjourney previews while a task runs', () => {
  it('serves the grid as it fills in from our origin, to readers only, and drops it at the end', async () => {
    const { headers, user } = await paidUser();
    const res = await generate(headers, { image: { prompt: 'a slow tide fake:polls=16' } });
    const started = (await res.json()) as TaskJson;
    expect(started.previewUrl).toBeNull();

    const first = await readUntil(headers, started.id, (t) => t.previewUrl !== null);
    expect(first.status).toBe('IN_PROGRESS');
    // The preview names the percent it shows (at most the task's: it is saved just after).
    const shown = Number(/\?progress=(\d+)$/.exec(first.previewUrl ?? '')?.[1]);
    expect(first.previewUrl?.startsWith(`/v1/openai/midjourney/${started.id}/preview?`)).toBe(true);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(first.progress);
    const served = await api(first.previewUrl ?? '', { headers });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(String.fromCharCode(...bytes.subarray(1, 4))).toBe('PNG');
    // Never the proxy's own URL.
    expect(JSON.stringify(first)).not.toContain(env.FAKE_MIDJOURNEY_URL);

    const stranger = await registerUser();
    expect((await api(first.previewUrl ?? '', { headers: stranger.headers })).status).toBe(404);

    // A later percent is a new preview; only the newest is kept in R2.
    const later = await readUntil(
      headers,
      started.id,
      (t) => t.previewUrl !== null && t.previewUrl !== first.previewUrl,
    );
    expect(later.status).toBe('IN_PROGRESS');
    expect((await previewKeys(user.id, started.id)).length).toBeLessThanOrEqual(1);

    const done = await finished(headers, started.id);
    expect(done).toMatchObject({ status: 'SUCCESS', previewUrl: null });
    expect(done.thumbnailUrl).toBe(`/v1/media/${done.mediaId}/thumbnail`);
    expect(await previewKeys(user.id, started.id)).toEqual([]);
    // A page that still shows the running task and asks late gets the finished grid, not a 404.
    const late = await api(`/v1/openai/midjourney/${started.id}/preview`, { headers });
    expect(late.status).toBe(200);
    const grid = await api(`/v1/media/${done.mediaId}`, { headers });
    expect(new Uint8Array(await late.arrayBuffer())).toEqual(
      new Uint8Array(await grid.arrayBuffer()),
    );
  }, 20_000);

  it('lists Midjourney chats with a thumbnail of their newest grid', async () => {
    const { headers } = await paidUser();
    const started = (await (
      await generate(headers, { image: { prompt: 'a quick grid fake:polls=2' } })
    ).json()) as TaskJson;
    const done = await finished(headers, started.id);
    const list = (await (await api('/v1/chat?mode=midjourney', { headers })).json()) as {
      items: { id: string; mode: string; thumbnailUrl: string | null }[];
    };
    expect(list.items).toEqual([
      expect.objectContaining({
        id: done.chatId,
        mode: 'midjourney',
        thumbnailUrl: `/v1/media/${done.mediaId}/thumbnail`,
      }),
    ]);
    const thumb = await api(list.items[0]?.thumbnailUrl ?? '', { headers });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const text = (await (await api('/v1/chat?mode=text', { headers })).json()) as {
      items: unknown[];
    };
    expect(text.items).toEqual([]);
  });
});
