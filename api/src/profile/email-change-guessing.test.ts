import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, mailedCode, registerUser } from '../../test/helpers';
import { CODE_MAX_TRIES, checkCode } from '../auth/one-time-codes';

const otherCode = (code: string, step: number) =>
  String((Number(code) + step) % 1_000_000).padStart(6, '0');

async function askForChange() {
  const registered = await registerUser();
  const next = `new-${crypto.randomUUID()}@example.com`;
  const asked = await api(
    '/v1/user/email',
    json('POST', { email: next, currentPassword: registered.password }, registered.headers),
  );
  expect(asked.status).toBe(202);
  return { ...registered, next, code: await mailedCode(next) };
}

const attemptsOf = (userId: string) =>
  env.DB.prepare('SELECT attempts FROM email_change_codes WHERE user_id = ?1 AND used_at IS NULL')
    .bind(userId)
    .first<number>('attempts');

describe('email change codes under a parallel guessing burst', () => {
  it('keeps the address when 40 wrong codes and then the right one arrive at once', async () => {
    const { headers, email, next, code, user } = await askForChange();
    const guesses = Array.from({ length: 40 }, (_, i) => otherCode(code, i + 1));
    const responses = await Promise.all(
      [...guesses, code].map((guess) =>
        api('/v1/user/email/confirm', json('POST', { code: guess }, headers)),
      ),
    );
    const statuses = responses.map((res) => res.status);
    // Only the per-user limit's five checks reach the code; every other one is 429.
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(36);
    expect(statuses).not.toContain(200);
    expect(await attemptsOf(user.id)).toBeLessThanOrEqual(CODE_MAX_TRIES);
    const session = await api('/v1/auth/session', { headers });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);
    const moved = await env.DB.prepare('SELECT 1 FROM users WHERE email = ?1').bind(next).first();
    expect(moved).toBeNull();
  });

  it('compares at most five tries of one code, however many check it at once', async () => {
    const { user, code } = await askForChange();
    const now = new Date().toISOString();
    const guesses = Array.from({ length: 20 }, (_, i) => otherCode(code, i + 1));
    const outcomes = await Promise.allSettled(
      [...guesses, code].map((guess) => checkCode(env, 'changeEmail', user.id, guess, now)),
    );
    // Five wrong tries void the code before the right one is compared.
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(await attemptsOf(user.id)).toBe(CODE_MAX_TRIES);
  });

  it('still accepts the right code after a few wrong ones', async () => {
    const { headers, next, code } = await askForChange();
    const wrong = await api(
      '/v1/user/email/confirm',
      json('POST', { code: otherCode(code, 7) }, headers),
    );
    expect(wrong.status).toBe(400);
    const ok = await api('/v1/user/email/confirm', json('POST', { code }, headers));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ email: next });
  });
});
