import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, type RegisteredUser, registerUser } from '../../test/helpers';

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

async function money(user: RegisteredUser) {
  return env.DB.prepare(
    `SELECT e.balance_kopecks AS balance,
       (SELECT COUNT(*) FROM ledger WHERE entity_id = e.id AND kind = 'usage') AS usage,
       (SELECT COUNT(*) FROM billing_holds WHERE entity_id = e.id) AS holds
     FROM entities e WHERE e.id = ?1`,
  )
    .bind(user.user.entityId)
    .first<{ balance: number; usage: number; holds: number }>();
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
    const before = await money(user);
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
    expect(await money(user)).toEqual({
      balance: (before?.balance ?? 0) - 1000,
      usage: (before?.usage ?? 0) + 1,
      holds: 0,
    });

    const stranger = await registerUser();
    const strangers = await money(stranger);
    const res = await createRun(stranger, requestId);
    expect(res.status).toBe(404);
    expect(await money(stranger)).toEqual(strangers);
  }, 60_000);
});
