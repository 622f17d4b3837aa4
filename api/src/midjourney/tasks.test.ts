import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../../test/helpers';
import {
  finished,
  generate,
  getTask,
  holdsOf,
  press,
  proxyRequests,
  setBalance,
  type TaskJson,
  usageRows,
} from '../../test/midjourney-helpers';
import { balanceOf } from '../../test/money-helpers';
import { countChats } from '../../test/storage-helpers';

const PRICE = 1000;
const UPSCALE_PRICE = 500;

async function paidUser() {
  const user = await registerUser();
  await setBalance(user.user.entityId, 50_000);
  return user;
}

const balance = (entityId: string) => balanceOf(env, entityId);

describe('POST /v1/openai/midjourney/generate', () => {
  it('refuses out-of-range parameters with a localized 400 and starts nothing', async () => {
    const { headers, user } = await paidUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ stylize: 1001 }, 'stylize'],
      [{ weird: 3001 }, 'weird'],
      [{ chaos: 101 }, 'chaos'],
      [{ chaos: -1 }, 'chaos'],
      [{ stylize: 2.5 }, 'stylize'],
      [{ aspectRatio: '1.5:1' }, 'aspectRatio'],
      [{ aspectRatio: 'wide' }, 'aspectRatio'],
    ];
    for (const [params, field] of cases) {
      const res = await generate(headers, { image: { prompt: 'a cat' }, ...params });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed', field });
    }
    const ru = await generate(
      { ...headers, 'X-Ad-Locale': 'ru' },
      { image: { prompt: 'a cat' }, chaos: 101 },
    );
    expect(((await ru.json()) as { message: string }).message).toContain('«chaos»');
    expect(await holdsOf(user.entityId)).toBe(0);
    const tasks = await env.DB.prepare('SELECT COUNT(*) AS n FROM mj_tasks WHERE user_id = ?1')
      .bind(user.id)
      .first<{ n: number }>();
    expect(tasks?.n).toBe(0);
  });

  it('runs a task to SUCCESS, copies the grid into R2 and serves it from our origin', async () => {
    const { headers, user } = await paidUser();
    const res = await generate(headers, {
      image: { prompt: 'a lighthouse fake:polls=4' },
      aspectRatio: '16:9',
      stylize: 100,
      chaos: 0,
    });
    expect(res.status).toBe(201);
    const started = (await res.json()) as TaskJson;
    expect(started).toMatchObject({ status: 'SUBMITTED', action: 'imagine', imageUrl: null });
    expect(started.prompt).toBe('a lighthouse fake:polls=4 --ar 16:9 --stylize 100');
    const sent = (await proxyRequests()).find(
      (r) => r.path === '/mj/submit/imagine' && r.body.state === started.id,
    );
    expect(sent?.body.prompt).toBe(started.prompt);

    const done = await finished(headers, started.id);
    expect(done).toMatchObject({ status: 'SUCCESS', progress: 100, costKopecks: PRICE });
    expect(done.buttons.map((b) => b.button)).toEqual([
      'U1',
      'U2',
      'U3',
      'U4',
      'reroll',
      'V1',
      'V2',
      'V3',
      'V4',
    ]);
    expect(done.imageUrl).toBe(`/v1/media/${done.mediaId}`);
    const image = await api(done.imageUrl ?? '', { headers });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('private, no-cache');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]); // "PNG"
    const stored = await env.FILES.head(`${user.id}/mj/${done.id}.png`);
    expect(stored?.size).toBe(bytes.length);

    const chat = (await (await api(`/v1/chat/${done.chatId}`, { headers })).json()) as {
      mode: string;
    };
    expect(chat.mode).toBe('midjourney');
    expect(await usageRows(user.entityId)).toEqual([
      { amount_kopecks: -PRICE, ref: done.messageId },
    ]);
    expect(await balance(user.entityId)).toBe(50_000 - PRICE);
    expect(await holdsOf(user.entityId)).toBe(0);
  });

  it('reports progress percents while the proxy works', async () => {
    const { headers } = await paidUser();
    const started = (await (
      await generate(headers, { image: { prompt: 'slow fox fake:polls=30' } })
    ).json()) as TaskJson;
    const until = Date.now() + 8000;
    let task = started;
    while (!(task.status === 'IN_PROGRESS' && task.progress > 0)) {
      if (Date.now() > until) throw new Error(`no progress: ${JSON.stringify(task)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
      task = (await (await getTask(headers, started.id)).json()) as TaskJson;
    }
    expect(task.progress).toBeLessThan(100);
  });

  it('answers the same requestId with the same task, submitted and held once', async () => {
    const { headers, user } = await paidUser();
    const body = { image: { prompt: 'one moon' }, requestId: `mj-${crypto.randomUUID()}` };
    const [a, b] = await Promise.all([generate(headers, body), generate(headers, body)]);
    const [first, second] = [(await a.json()) as TaskJson, (await b.json()) as TaskJson];
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(second.id).toBe(first.id);
    const again = await generate(headers, body);
    expect(again.status).toBe(200);
    expect(((await again.json()) as TaskJson).id).toBe(first.id);
    const submits = (await proxyRequests()).filter((r) => r.body?.state === first.id);
    expect(submits).toHaveLength(1);
    await finished(headers, first.id);
    expect(await usageRows(user.entityId)).toHaveLength(1);
  });

  it('names the banned word in the caller’s language and releases the hold', async () => {
    const { headers, user } = await paidUser();
    const res = await generate(headers, { image: { prompt: 'a nude statue' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string; field: string };
    expect(body).toMatchObject({ code: 'midjourney_banned_prompt', field: 'image.prompt' });
    expect(body.message).toContain('"nude"');
    const ru = await generate(
      { ...headers, 'X-Ad-Locale': 'ru' },
      { image: { prompt: 'gore scene' } },
    );
    expect(((await ru.json()) as { message: string }).message).toContain('«gore»');
    expect(await holdsOf(user.entityId)).toBe(0);
    expect(await balance(user.entityId)).toBe(50_000);
    const tasks = await env.DB.prepare('SELECT COUNT(*) AS n FROM mj_tasks WHERE user_id = ?1')
      .bind(user.id)
      .first<number>('n');
    expect((tasks ?? 0) + (await countChats(env, user.id))).toBe(0);
  });

  it('releases the hold when the proxy reports FAILURE, and charges nothing', async () => {
    const { headers, user } = await paidUser();
    const res = await generate(headers, { image: { prompt: 'doomed fake:outcome=failure' } });
    const done = await finished(headers, ((await res.json()) as TaskJson).id);
    expect(done).toMatchObject({ status: 'FAILURE', costKopecks: 0, imageUrl: null });
    expect(done.error?.code).toBe('midjourney_failed');
    expect(done.error?.message).toContain('Job cancelled by the fake');
    expect(await usageRows(user.entityId)).toEqual([]);
    expect(await holdsOf(user.entityId)).toBe(0);
    expect(await balance(user.entityId)).toBe(50_000);
  });

  it('refuses a full queue with 503 and an empty balance with 402', async () => {
    const { headers, user } = await paidUser();
    const full = await generate(headers, { image: { prompt: 'busy fake:code=23' } });
    expect(full.status).toBe(503);
    expect(await full.json()).toMatchObject({ code: 'midjourney_queue_full' });
    await setBalance(user.entityId, 0);
    const broke = await generate(headers, { image: { prompt: 'a cat' } });
    expect(broke.status).toBe(402);
    expect(await holdsOf(user.entityId)).toBe(0);
  });
});

describe('POST /v1/openai/midjourney/button', () => {
  it('presses U2 of a finished grid: a new upscale task in the same chat', async () => {
    const { headers, user } = await paidUser();
    const grid = await finished(
      headers,
      ((await (await generate(headers, { image: { prompt: 'a harbour' } })).json()) as TaskJson).id,
    );
    const res = await press(headers, {
      action: { button: 'U2', chatId: grid.chatId, messageId: grid.messageId },
    });
    expect(res.status).toBe(201);
    const upscale = (await res.json()) as TaskJson;
    expect(upscale).toMatchObject({ action: 'U2', parentId: grid.id, chatId: grid.chatId });
    const sent = (await proxyRequests()).find((r) => r.body?.state === upscale.id);
    expect(sent?.path).toBe('/mj/submit/action');
    expect(String(sent?.body.customId)).toMatch(/^MJ::JOB::upsample::2::/);
    const done = await finished(headers, upscale.id);
    expect(done.status).toBe('SUCCESS');
    expect(done.buttons.map((b) => b.button)).toContain('vary_subtle');
    expect((await api(done.imageUrl ?? '', { headers })).status).toBe(200);
    expect((await usageRows(user.entityId)).map((r) => r.amount_kopecks).sort()).toEqual([
      -PRICE,
      -UPSCALE_PRICE,
    ]);
    const list = (await (
      await api(`/v1/openai/midjourney?chatId=${grid.chatId}`, { headers })
    ).json()) as { items: TaskJson[]; total: number; enabled: boolean };
    expect(list).toMatchObject({ total: 2, enabled: true });
    expect(list.items.map((t) => t.id)).toEqual([upscale.id, grid.id]);
  });

  it('refuses a button the finished task does not have', async () => {
    const { headers } = await paidUser();
    const grid = await finished(
      headers,
      ((await (await generate(headers, { image: { prompt: 'a bay' } })).json()) as TaskJson).id,
    );
    const res = await press(headers, {
      action: { button: 'zoom_out_2x', chatId: grid.chatId, messageId: grid.messageId },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'midjourney_no_such_button' });
  });
});

describe('ownership', () => {
  it('answers another user’s task, chat, message and image with 404', async () => {
    const owner = await paidUser();
    const grid = await finished(
      owner.headers,
      ((await (await generate(owner.headers, { image: { prompt: 'mine' } })).json()) as TaskJson)
        .id,
    );
    const stranger = await paidUser();
    expect((await getTask(stranger.headers, grid.id)).status).toBe(404);
    expect((await api(grid.imageUrl ?? '', { headers: stranger.headers })).status).toBe(404);
    const pressed = await press(stranger.headers, {
      action: { button: 'U1', chatId: grid.chatId, messageId: grid.messageId },
    });
    expect(pressed.status).toBe(404);
    const into = await generate(stranger.headers, {
      image: { prompt: 'into their chat', chatId: grid.chatId },
    });
    expect(into.status).toBe(404);
    const list = (await (
      await api('/v1/openai/midjourney', { headers: stranger.headers })
    ).json()) as {
      items: TaskJson[];
    };
    expect(list.items).toEqual([]);
    expect(
      (await api(`/v1/openai/midjourney?chatId=${grid.chatId}`, { headers: stranger.headers }))
        .status,
    ).toBe(404);
    expect(await usageRows(stranger.user.entityId)).toEqual([]);
  });
});
