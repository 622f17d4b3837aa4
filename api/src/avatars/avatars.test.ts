import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, type RegisteredUser, registerUser } from '../../test/helpers';
import { expectUsageNamedAsTheirRefs } from '../../test/ledger-helpers';
import { holdCount, ledgerLinesOfRef, balanceOf as teamBalance } from '../../test/money-helpers';
import type { Env } from '../env';
import { avatarModel } from './avatar-model';
import { finishAvatarRun } from './run-avatars';

interface AvatarRun {
  id: string;
  status: string;
  cost: number;
  style: string;
  photoUrl: string | null;
  images: { id: string; url: string; width: number }[];
}

const en = { 'X-Ad-Locale': 'en' };

/** A 2×2 PNG: enough for the sniffing and for the edits endpoint. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

function createRun(user: RegisteredUser, fields: Record<string, string | Blob>) {
  const form = new FormData();
  form.set('requestId', crypto.randomUUID());
  form.set('style', 'anime');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return api('/v1/avatars', { method: 'POST', headers: { ...en, ...user.headers }, body: form });
}

/** The run once its job has ended (the page polls the same route). */
async function finished(
  user: RegisteredUser,
  id: string,
): Promise<AvatarRun & { errorCode: string | null }> {
  const until = Date.now() + 10_000;
  for (;;) {
    const res = await api(`/v1/avatars/${id}`, { headers: { ...en, ...user.headers } });
    expect(res.status).toBe(200);
    const run = (await res.json()) as AvatarRun & { errorCode: string | null };
    if (run.status !== 'running') return run;
    if (Date.now() > until) throw new Error('the avatar job did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function balanceOf(user: RegisteredUser) {
  const balance = await teamBalance(env, user.user.entityId);
  return Number.isNaN(balance) ? 0 : balance;
}

async function usageRows(user: RegisteredUser, ref: string) {
  const lines = (await ledgerLinesOfRef(env, ref, 'usage', user.user.entityId)).filter(
    (line) => line.entity_id === user.user.entityId,
  );
  return { n: lines.length, sum: lines.reduce((sum, line) => sum + line.amount_kopecks, 0) };
}

async function editRequests() {
  const list = (await (await fetch(`${env.FAKE_OPENAI_URL}/__fake/requests`)).json()) as {
    path: string;
    body: unknown;
  }[];
  return list.filter((r) => r.path.endsWith('/images/edits'));
}

describe('the avatar studio', () => {
  it('edits the photo into n avatars, bills n × price once, and answers the same run again', async () => {
    const user = await registerUser();
    const before = await balanceOf(user);
    const requestId = crypto.randomUUID();
    const photo = new File([PNG], 'me.jpg', { type: 'image/jpeg' });
    const res = await createRun(user, {
      requestId,
      count: '3',
      photo,
      description: 'photo-marker',
    });
    // The request answers at once with the running run; its job asks the image model.
    expect(res.status).toBe(202);
    const started = (await res.json()) as AvatarRun;
    expect(started).toMatchObject({ status: 'running', style: 'anime', images: [] });
    const run = await finished(user, started.id);
    expect(run).toMatchObject({ status: 'complete', cost: 1500, style: 'anime' });
    expect(run.images).toHaveLength(3);
    expect(run.photoUrl).toMatch(/^\/v1\/media\//);
    expect(await balanceOf(user)).toBe(before - 1500);
    expect(await usageRows(user, run.id)).toEqual({ n: 1, sum: -1500 });
    // The photo went to OpenAI's edits endpoint as a multipart file.
    const edits = await editRequests();
    expect(edits.some((r) => String(r.body).includes('photo-marker'))).toBe(true);

    // A job that runs again (a repeated alarm) changes nothing: the run is no longer running.
    await finishAvatarRun(env as Env, run.id, await avatarModel(env as Env));
    expect(await balanceOf(user)).toBe(before - 1500);
    expect((await finished(user, run.id)).images).toHaveLength(3);

    const again = await createRun(user, { requestId, count: '3', photo });
    expect(((await again.json()) as AvatarRun).id).toBe(run.id);
    expect(await balanceOf(user)).toBe(before - 1500);
    expect(await usageRows(user, run.id)).toEqual({ n: 1, sum: -1500 });

    const served = await api(run.images[0]?.url ?? '', { headers: user.headers });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const list = (await (await api('/v1/avatars', { headers: user.headers })).json()) as {
      items: AvatarRun[];
    };
    expect(list.items.map((r) => r.id)).toEqual([run.id]);
    // The balance page names what the money paid for.
    const ledger = (await (await api('/v1/entity/ledger', { headers: user.headers })).json()) as {
      items: { kind: string; amount: number; model: string | null }[];
    };
    expect(ledger.items.find((row) => row.kind === 'usage')).toMatchObject({
      model: 'gpt:gpt-image-1',
    });
    await expectUsageNamedAsTheirRefs(user.user.entityId);
  });

  it('generates from a description alone, and refuses a run with neither photo nor description', async () => {
    const user = await registerUser();
    const made = await createRun(user, { description: 'a woman with red hair', count: '1' });
    expect(made.status).toBe(202);
    const run = await finished(user, ((await made.json()) as AvatarRun).id);
    expect(run.images).toHaveLength(1);

    const before = await balanceOf(user);
    const empty = await createRun(user, { count: '1' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      code: 'avatar_needs_face',
      message: 'Upload a photo or describe the face',
    });
    const badStyle = await createRun(user, { style: 'oil', description: 'x' });
    expect(badStyle.status).toBe(400);
    expect(await badStyle.json()).toMatchObject({ code: 'validation_failed', field: 'style' });
    const tooMany = await createRun(user, { count: '5', description: 'x' });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ field: 'count' });
    const notImage = await createRun(user, {
      photo: new File(['<svg/>'], 'x.png', { type: 'image/png' }),
    });
    expect(notImage.status).toBe(400);
    expect(await notImage.json()).toMatchObject({ code: 'avatar_photo_not_image' });
    const huge = await createRun(user, {
      photo: new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' }),
    });
    expect(huge.status).toBe(413);
    expect(await balanceOf(user)).toBe(before);
  });

  it('releases the hold and charges nothing when the image service fails', async () => {
    const user = await registerUser();
    const before = await balanceOf(user);
    const res = await createRun(user, { description: 'fake:fail=500', count: '2' });
    expect(res.status).toBe(202);
    const run = await finished(user, ((await res.json()) as AvatarRun).id);
    expect(run).toMatchObject({ status: 'error', errorCode: 'image_provider_failed', cost: 0 });
    expect(await balanceOf(user)).toBe(before);
    expect(await holdCount(env, user.user.entityId)).toBe(0);
    const list = (await (await api('/v1/avatars', { headers: user.headers })).json()) as {
      items: (AvatarRun & { errorCode: string })[];
    };
    expect(list.items[0]).toMatchObject({ status: 'error', errorCode: 'image_provider_failed' });
  });

  it('finishes a run whose records failed after its charge once, charging once (decision 219)', async () => {
    const user = await registerUser();
    const before = await balanceOf(user);
    // The records step fails for real: the database refuses this user's run ending.
    const trigger = `refuse_${crypto.randomUUID().replaceAll('-', '')}`;
    await env.DB.prepare(
      `CREATE TRIGGER ${trigger} BEFORE UPDATE OF status ON avatar_runs
       WHEN OLD.user_id = '${user.user.id}' BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
    ).run();
    let runId = '';
    try {
      const res = await createRun(user, { description: 'a calm lake', count: '2' });
      expect(res.status).toBe(202);
      runId = ((await res.json()) as AvatarRun).id;
      // The job's charge is settled; its records are refused, so the run stays running.
      const until = Date.now() + 10_000;
      while ((await usageRows(user, runId)).n === 0) {
        if (Date.now() > until) throw new Error('the avatar job did not settle');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await expect(
        finishAvatarRun(env as Env, runId, await avatarModel(env as Env)),
      ).rejects.toThrow();
      const row = await env.DB.prepare('SELECT status FROM avatar_runs WHERE id = ?1')
        .bind(runId)
        .first<{ status: string }>();
      expect(row?.status).toBe('running');
    } finally {
      await env.DB.prepare(`DROP TRIGGER ${trigger}`).run();
    }
    // The job runs again (its alarm retries a failed run): the run ends, charged once.
    await finishAvatarRun(env as Env, runId, await avatarModel(env as Env));
    const run = await finished(user, runId);
    expect(run).toMatchObject({ status: 'complete', cost: 1000 });
    expect(run.images).toHaveLength(2);
    expect(await usageRows(user, runId)).toEqual({ n: 1, sum: -1000 });
    expect(await balanceOf(user)).toBe(before - 1000);
    expect(await holdCount(env, user.user.entityId)).toBe(0);
  });

  it('sets an avatar as the profile picture, and hides runs and images from strangers', async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const requestId = crypto.randomUUID();
    const made = await createRun(owner, { requestId, description: 'a cat', count: '1' });
    const run = await finished(owner, ((await made.json()) as AvatarRun).id);
    const image = run.images[0]?.id ?? '';

    const foreign = await api(`/v1/avatars/${run.id}/images/${image}/profile`, {
      method: 'POST',
      headers: stranger.headers,
    });
    expect(foreign.status).toBe(404);
    expect((await api(`/v1/avatars/${run.id}`, { headers: stranger.headers })).status).toBe(404);
    expect((await api(run.images[0]?.url ?? '', { headers: stranger.headers })).status).toBe(404);
    // The owner's requestId sent by someone else is not theirs to read, nor to start again.
    const reused = await createRun(stranger, { requestId, description: 'x' });
    expect(reused.status).toBe(404);

    const set = await api(`/v1/avatars/${run.id}/images/${image}/profile`, {
      method: 'POST',
      headers: owner.headers,
    });
    expect(set.status).toBe(200);
    const user = (await set.json()) as { avatar: string };
    expect(user.avatar).toMatch(/^\/api\/v1\/media\//);
    const key = await env.DB.prepare('SELECT r2_key FROM media WHERE id = ?1')
      .bind(user.avatar.split('/').at(-1))
      .first<string>('r2_key');
    expect(key?.startsWith(`avatars/${owner.user.id}/`)).toBe(true);
    const served = await api(user.avatar.replace('/api', ''), { headers: owner.headers });
    expect(served.status).toBe(200);
  });

  it('says the studio is on with its styles and price', async () => {
    const user = await registerUser();
    const res = await api('/v1/avatars/config', { headers: user.headers });
    expect(await res.json()).toMatchObject({ enabled: true, kopecksPerImage: 500, maxCount: 4 });
  });

  it('talks to an images fake that refuses image parts OpenAI would refuse', async () => {
    const form = new FormData();
    form.set('model', 'gpt-image-1');
    form.set('prompt', 'x');
    form.append('image[]', new Blob([PNG], { type: 'image/png' }), 'a.png');
    form.append('image[]', new Blob(['text'], { type: 'text/plain' }), 'b.txt');
    const res = await fetch(`${env.FAKE_OPENAI_URL}/v1/images/edits`, {
      method: 'POST',
      headers: { Authorization: 'Bearer test' },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        message:
          "Invalid file 'image[1]': unsupported mimetype ('text/plain'). Supported file formats are 'image/jpeg', 'image/png', and 'image/webp'.",
        type: 'invalid_request_error',
        param: 'image[1]',
        code: 'unsupported_file_mimetype',
      },
    });
  });
});
