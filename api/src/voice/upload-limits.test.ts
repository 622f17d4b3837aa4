import { createScheduledController, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { mp3 } from '../../test/audio-fixtures';
import { api, json, registerUser } from '../../test/helpers';
import { balanceOf, holdCount, setBalance } from '../../test/money-helpers';
import worker from '../index';
import { DAY } from '../lib/time';

const en = { 'X-Ad-Locale': 'en' };
const GB = 1024 * 1024 * 1024;

function createUpload(headers: Record<string, string>, size: number) {
  return api(
    '/v1/aimedia/stt/uploads?model=nova',
    json('POST', { size, title: 'talk.mp3' }, { ...en, ...headers }),
  );
}

function putPart(headers: Record<string, string>, id: string, body: Uint8Array<ArrayBuffer>) {
  return api(`/v1/aimedia/stt/uploads/${id}/parts/1`, {
    method: 'PUT',
    headers: { ...en, 'Content-Type': 'application/octet-stream', ...headers },
    body,
  });
}

const uploadRow = (id: string) =>
  env.DB.prepare('SELECT r2_key, r2_upload_id FROM audio_uploads WHERE id = ?1')
    .bind(id)
    .first<{ r2_key: string; r2_upload_id: string }>();

/** The api's own `scheduled` handler, run as the cron would at `at`. */
async function cronAt(at: number) {
  const controller = createScheduledController({ scheduledTime: at, cron: '17 * * * *' });
  await worker.scheduled(controller, env);
}

describe('long uploads are paid for, capped and cleaned up (decision 126)', () => {
  it('a team without money gets 402 for a 2 GB upload before R2 stores anything', async () => {
    const { headers, user } = await registerUser({ confirm: false });
    const res = await createUpload(headers, 2 * GB);
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ code: 'insufficient_funds' });
    const open = await env.DB.prepare('SELECT COUNT(*) AS n FROM audio_uploads WHERE user_id = ?1')
      .bind(user.id)
      .first<number>('n');
    expect(open).toBe(0);
  });

  it('at most three open uploads per user, also when six start at once', async () => {
    const { headers } = await registerUser();
    const res = await Promise.all(Array.from({ length: 6 }, () => createUpload(headers, GB)));
    expect(res.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = res.filter((r) => r.status === 429);
    expect(refused).toHaveLength(3);
    expect(await refused[0]?.json()).toMatchObject({
      code: 'audio_uploads_too_many',
      message: expect.stringContaining('3 unfinished uploads'),
    });
    // Cancelling one frees its slot.
    const created = res.find((r) => r.status === 201);
    if (!created) throw new Error('no upload started');
    const { id } = (await created.json()) as { id: string };
    expect((await api(`/v1/aimedia/stt/uploads/${id}`, { method: 'DELETE', headers })).status).toBe(
      204,
    );
    expect((await createUpload(headers, GB)).status).toBe(201);
  });

  it('the hourly handler aborts and removes uploads a day old, and keeps younger ones', async () => {
    const { headers } = await registerUser();
    const file = mp3(60);
    const started = (await (await createUpload(headers, file.byteLength)).json()) as { id: string };
    expect((await putPart(headers, started.id, file)).status).toBe(200);
    const row = await uploadRow(started.id);
    if (!row) throw new Error('no upload row');

    await cronAt(Date.now());
    expect(await uploadRow(started.id)).not.toBeNull();

    await cronAt(Date.now() + DAY + 60_000);
    expect(await uploadRow(started.id)).toBeNull();
    const parts = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM audio_upload_parts WHERE upload_id = ?1',
    )
      .bind(started.id)
      .first<number>('n');
    expect(parts).toBe(0);
    // R2 no longer knows the multipart upload: it was aborted, not left to the bucket's lifecycle.
    const resumed = env.FILES.resumeMultipartUpload(row.r2_key, row.r2_upload_id);
    await expect(resumed.uploadPart(2, new Uint8Array(8))).rejects.toThrow();
    expect((await api(`/v1/aimedia/stt/uploads/${started.id}`, { headers })).status).toBe(404);
  });

  it('a joined upload refused for money keeps its file for a retry, then the cleanup deletes it', async () => {
    const { headers, user } = await registerUser();
    const file = mp3(90 * 60);
    const started = (await (await createUpload(headers, file.byteLength)).json()) as { id: string };
    expect((await putPart(headers, started.id, file)).status).toBe(200);
    await setBalance(env, user.entityId, 1000);
    const complete = () =>
      api(`/v1/aimedia/stt/uploads/${started.id}/complete`, { method: 'POST', headers });
    expect((await complete()).status).toBe(402);
    const row = await uploadRow(started.id);
    expect(await env.FILES.head(row?.r2_key ?? '')).not.toBeNull();
    expect((await complete()).status).toBe(402);

    await cronAt(Date.now() + DAY + 60_000);
    expect(await uploadRow(started.id)).toBeNull();
    expect(await env.FILES.head(row?.r2_key ?? '')).toBeNull();
  });

  it('a joined upload declaring more than 120 minutes is refused before the provider and removed', async () => {
    const { headers, user } = await registerUser();
    const file = mp3(121 * 60);
    const started = (await (await createUpload(headers, file.byteLength)).json()) as { id: string };
    expect((await putPart(headers, started.id, file)).status).toBe(200);
    const row = await uploadRow(started.id);
    const res = await api(`/v1/aimedia/stt/uploads/${started.id}/complete`, {
      method: 'POST',
      headers: { ...en, ...headers },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'audio_too_long' });
    expect(await uploadRow(started.id)).toBeNull();
    expect(await env.FILES.head(row?.r2_key ?? '')).toBeNull();
    const money = {
      balance: await balanceOf(env, user.entityId),
      holds: await holdCount(env, user.entityId),
    };
    expect(money).toEqual({ balance: 50_000, holds: 0 });
  });
});
