import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, type RegisteredUser, registerUser } from '../../test/helpers';
import { moneyOf } from '../../test/voice-helpers';

interface AvatarRun {
  id: string;
  status: string;
  cost: number | null;
}

function createRun(user: RegisteredUser, requestId: string) {
  const form = new FormData();
  form.set('requestId', requestId);
  form.set('style', 'anime');
  form.set('count', '2');
  form.set('description', `a heron ${requestId}`);
  return api('/v1/avatars', {
    method: 'POST',
    headers: { 'X-Ad-Locale': 'en', ...user.headers },
    body: form,
  });
}

async function finished(user: RegisteredUser, id: string) {
  const until = Date.now() + 10_000;
  for (;;) {
    const run = (await (
      await api(`/v1/avatars/${id}`, { headers: user.headers })
    ).json()) as AvatarRun;
    if (run.status !== 'running') return run;
    if (Date.now() > until) throw new Error('the avatar job did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('an avatar run repeated with one requestId', () => {
  it('gives twenty parallel repeats the one run, charged once', async () => {
    const user = await registerUser();
    const before = await moneyOf(user.user.entityId);
    const requestId = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => createRun(user, requestId)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(202));
    const runs = (await Promise.all(responses.map((r) => r.json()))) as AvatarRun[];
    const id = runs[0]?.id ?? '';
    expect(runs.every((run) => run.id === id)).toBe(true);
    const runRows = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM avatar_runs WHERE request_id = ?1',
    )
      .bind(requestId)
      .first<number>('n');
    expect(runRows).toBe(1);
    expect(await finished(user, id)).toMatchObject({ status: 'complete', cost: 1000 });
    expect(await moneyOf(user.user.entityId)).toEqual({
      balance: before.balance - 1000,
      usage: before.usage - 1000,
      holds: 0,
    });

    const stranger = await registerUser();
    const strangers = await moneyOf(stranger.user.entityId);
    const res = await createRun(stranger, requestId);
    expect(res.status).toBe(404);
    expect(await moneyOf(stranger.user.entityId)).toEqual(strangers);
  }, 60_000);
});
