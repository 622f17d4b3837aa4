import { env } from 'cloudflare:workers';
import type OpenAI from 'openai';
import { describe, expect, it, vi } from 'vitest';
import { balanceOf, createKey, holdsOf } from '../../test/api-key-helpers';
import { api } from '../../test/helpers';
import { setBalance } from '../../test/money-helpers';

const costly = [{ role: 'user' as const, content: 'Hi fake:input=1000 fake:output=2000' }];

async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    return error as InstanceType<typeof OpenAI.APIError>;
  }
  throw new Error('the call succeeded');
}

describe('OpenAI-compatible endpoint limits', () => {
  it('402 insufficient_quota when the key’s monthly cap cannot cover the call', async () => {
    // The hold for gpt:gpt with max_tokens 100 is ~11 kopecks; the call itself costs 225.
    const owner = await createKey({ monthlyCapKopecks: 230 });
    await owner.client.chat.completions.create({
      model: 'gpt:gpt',
      messages: costly,
      max_tokens: 100,
    });
    const before = await balanceOf(owner.user.entityId);
    const capped = await failure(
      owner.client.chat.completions.create({ model: 'gpt:gpt', messages: costly, max_tokens: 100 }),
    );
    expect(capped.status).toBe(402);
    expect(capped).toMatchObject({ code: 'insufficient_quota', type: 'insufficient_quota' });
    expect(await balanceOf(owner.user.entityId)).toBe(before);
    expect(await holdsOf(owner.user.entityId)).toBe(0);
    // Another key of the same person is not bound by that cap.
    const other = await createKey({}, owner);
    const ok = await other.client.chat.completions.create({ model: 'gpt:gpt', messages: costly });
    expect(ok.choices[0]?.message.content).toBe('Hello, world!');
  });

  it('402 insufficient_quota when the team balance cannot cover the hold', async () => {
    const owner = await createKey();
    await setBalance(env, owner.user.entityId, 100);
    // The most gpt:gpt may cost with 4096 output tokens is above 100 kopecks.
    const error = await failure(
      owner.client.chat.completions.create({ model: 'gpt:gpt', messages: costly }),
    );
    expect(error.status).toBe(402);
    expect(error.code).toBe('insufficient_quota');
    expect(await balanceOf(owner.user.entityId)).toBe(100);
    expect(await holdsOf(owner.user.entityId)).toBe(0);
  });

  it('429 rate_limit_exceeded with Retry-After once a key makes more calls a minute than allowed', async () => {
    // api/vitest.config.ts allows 30 calls per key and minute; 31 at once pass exactly 30.
    const owner = await createKey();
    const headers = { Authorization: `Bearer ${owner.key}` };
    const answers = await Promise.all(
      Array.from({ length: 31 }, () => api('/openai/v1/models', { headers })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    const limited = answers.find((res) => res.status === 429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited?.json()).toMatchObject({
      error: { code: 'rate_limit_exceeded', type: 'requests' },
    });
    // Another key of the same person has its own budget.
    const other = await createKey({}, owner);
    expect((await other.client.models.list()).data.length).toBeGreaterThan(0);
  });
});

describe('a caller who leaves a stream mid-answer', () => {
  it('stops the provider and pays once for what was said, like a stopped chat answer', async () => {
    const owner = await createKey();
    const before = (await balanceOf(owner.user.entityId)) ?? 0;
    const gate = `leave-${crypto.randomUUID().slice(0, 8)}`.replaceAll('-', '_');
    const res = await api('/openai/v1/chat/completions', {
      method: 'POST',
      headers: { Authorization: `Bearer ${owner.key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        model: 'gpt:gpt',
        stream: true,
        messages: [{ role: 'user', content: `Go fake:chunks=3 fake:hold=${gate}` }],
      }),
    });
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    while (!seen.includes('w2')) {
      const { value, done } = (await reader?.read()) ?? { done: true };
      if (done) break;
      seen += decoder.decode(value);
    }
    await reader?.cancel();
    await vi.waitFor(async () => expect(await holdsOf(owner.user.entityId)).toBe(0), {
      timeout: 10_000,
    });
    await fetch(`${env.FAKE_OPENAI_URL}/__fake/release/${gate}`, { method: 'POST' });
    const spent = before - ((await balanceOf(owner.user.entityId)) ?? 0);
    expect(spent).toBeGreaterThan(0);
    const usage = await env.DB.prepare('SELECT count(*) AS n FROM api_key_usage WHERE key_id = ?1')
      .bind(owner.keyId)
      .first<number>('n');
    expect(usage).toBe(1);
  });
});
