import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, registerUser } from '../../test/helpers';
import { ATTEMPTS_PER_MINUTE, consumeAttempt } from './rate-limit';

describe('atomic rate limits', () => {
  it('evaluates at most the limit of 50 parallel wrong passwords', async () => {
    const { email } = await registerUser();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api(
          '/v1/auth/login',
          json('POST', { email, password: 'wrong password' }, { 'CF-Connecting-IP': '192.0.2.50' }),
        ),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      ATTEMPTS_PER_MINUTE.max,
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      50 - ATTEMPTS_PER_MINUTE.max,
    );
  });

  it('lets a correct password through without using up the limit', async () => {
    const { email, password } = await registerUser();
    const headers = { 'CF-Connecting-IP': '192.0.2.60' };
    for (let i = 0; i < 8; i++) {
      expect((await api('/v1/auth/login', json('POST', { email, password }, headers))).status).toBe(
        200,
      );
    }
  });

  it('counts per key and passes exactly max of parallel consumers', async () => {
    const key = `test:${crypto.randomUUID()}`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => consumeAttempt(env.DB, [key], { max: 7, windowMs: 60_000 })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(7);
  });

  it('limits current-password checks on a profile change', async () => {
    const { headers } = await registerUser();
    const change = () =>
      api(
        '/v1/user',
        json('PATCH', { password: 'a brand new one', currentPassword: 'not it at all' }, headers),
      );
    const statuses = (await Promise.all(Array.from({ length: 10 }, change))).map((r) => r.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});
