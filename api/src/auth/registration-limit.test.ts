import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/helpers';
import { balanceOf } from '../../test/money-helpers';
import { createApp } from '../app';
import type { Env } from '../env';

/** The api app under another configuration, as an operator would set it. */
function apiWith(vars: Partial<Env>) {
  const app = createApp();
  return (path: string, init: RequestInit) =>
    app.request(`http://api.test${path}`, init, { ...env, ...vars });
}

const signUp = (call: ReturnType<typeof apiWith>, ip: string) =>
  call(
    '/v1/auth/register',
    json(
      'POST',
      { email: `limit-${crypto.randomUUID()}@example.com`, password: 'long enough pw' },
      { 'CF-Connecting-IP': ip, 'X-Ad-Locale': 'en' },
    ),
  );

describe('registration rate limit per client address', () => {
  it('answers 429 with Retry-After past the configured count, per address', async () => {
    const call = apiWith({ REGISTRATIONS_PER_ADDRESS: '3', REGISTRATION_WINDOW_SECONDS: '600' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => signUp(call, '203.0.113.1')));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    const limited = answers.find((res) => res.status === 429);
    expect(Number(limited?.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await limited?.json()).toMatchObject({ code: 'too_many_attempts' });
    expect((await signUp(call, '203.0.113.2')).status).toBe(201);
  });

  it('allows five an hour when unconfigured', async () => {
    const call = apiWith({ REGISTRATIONS_PER_ADDRESS: undefined });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signUp(call, '203.0.113.9')).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('without a starting balance configured, confirmation grants nothing', async () => {
    const call = apiWith({ STARTING_BALANCE_KOPECKS: undefined });
    const res = await signUp(call, '203.0.113.20');
    const { accessToken } = (await res.json()) as { accessToken: string };
    const headers = { Authorization: `Bearer ${accessToken}` };
    const session = await call('/v1/auth/session', { headers });
    const { user } = (await session.json()) as { user: { email: string; entityId: string } };
    const body = await env.DB.prepare('SELECT body FROM email_outbox WHERE to_address = ?1')
      .bind(user.email)
      .first<string>('body');
    const code = body?.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect((await call('/v1/auth/confirm-email', json('POST', { code }, headers))).status).toBe(
      200,
    );
    const balance = await balanceOf(env, user.entityId);
    expect(balance).toBe(0);
  });
});
