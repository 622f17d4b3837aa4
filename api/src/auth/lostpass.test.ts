import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, registerUser } from '../../test/helpers';

const lostpass = (method: 'POST' | 'PUT', body: unknown, ip = crypto.randomUUID()) =>
  api('/v2/user/security/lostpass', json(method, body, { 'CF-Connecting-IP': ip }));

/** Reads the newest code mailed to `email` from the local outbox, as a developer would. */
async function mailedCode(email: string): Promise<string> {
  const body = await env.DB.prepare(
    'SELECT body FROM email_outbox WHERE to_address = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 1',
  )
    .bind(email)
    .first<string>('body');
  const code = body?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password reset by code', () => {
  it('answers 202 whether or not the account exists, mailing only real accounts', async () => {
    const { email } = await registerUser();
    expect((await lostpass('POST', { email })).status).toBe(202);
    expect(await mailedCode(email)).toMatch(/^\d{6}$/);
    const ghost = await lostpass('POST', { email: 'nobody@example.com' });
    expect(ghost.status).toBe(202);
    const mailed = await env.DB.prepare(
      "SELECT count(*) AS n FROM email_outbox WHERE to_address = 'nobody@example.com'",
    ).first<number>('n');
    expect(mailed).toBe(0);
  });

  it('checks the code, then sets the password and revokes every session', async () => {
    const { email, headers, refreshToken } = await registerUser();
    await lostpass('POST', { email });
    const code = await mailedCode(email);
    const check = await lostpass('PUT', { email, code });
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ status: 'code_valid' });

    const reset = await lostpass('PUT', { email, code, password: 'brand new password' });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ status: 'password_reset' });
    expect((await api('/v1/auth/session', { headers })).status).toBe(401);
    const refreshed = await api('/v1/auth/refresh', {
      method: 'POST',
      headers: { Authorization: `Bearer ${refreshToken}` },
    });
    expect(refreshed.status).toBe(401);
    const login = await api(
      '/v1/auth/login',
      json('POST', { email, password: 'brand new password' }),
    );
    expect(login.status).toBe(200);
    // The code is spent.
    expect((await lostpass('PUT', { email, code })).status).toBe(400);
  });

  it('refuses a wrong code, naming the field, and accepts only the newest code', async () => {
    const { email } = await registerUser();
    await lostpass('POST', { email });
    const first = await mailedCode(email);
    const wrong = await api(
      '/v2/user/security/lostpass',
      json('PUT', { email, code: otherCode(first) }, { 'X-Ad-Locale': 'en' }),
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'invalid_code', field: 'code' });
    await lostpass('POST', { email });
    const second = await mailedCode(email);
    if (second !== first) expect((await lostpass('PUT', { email, code: first })).status).toBe(400);
    expect((await lostpass('PUT', { email, code: second })).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { email, user } = await registerUser();
    await lostpass('POST', { email });
    const code = await mailedCode(email);
    await env.DB.prepare('UPDATE reset_codes SET expires_at = ?2 WHERE user_id = ?1')
      .bind(user.id, new Date(Date.now() - 1000).toISOString())
      .run();
    expect((await lostpass('PUT', { email, code })).status).toBe(400);
  });

  it('voids the code after 5 wrong tries, even for the right code', async () => {
    const { email } = await registerUser();
    await lostpass('POST', { email });
    const code = await mailedCode(email);
    for (let i = 0; i < 5; i++) {
      expect((await lostpass('PUT', { email, code: otherCode(code) })).status).toBe(400);
    }
    // Lift the per-email rate limit (test setup) to reach the code's own try limit.
    await env.DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'code:%'").run();
    expect((await lostpass('PUT', { email, code })).status).toBe(400);
  });

  it('limits code checks per email with 429 and Retry-After', async () => {
    const { email } = await registerUser();
    await lostpass('POST', { email });
    const code = await mailedCode(email);
    for (let i = 0; i < 5; i++) await lostpass('PUT', { email, code: otherCode(code) });
    const limited = await lostpass('PUT', { email, code });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: 'too_many_attempts' });
  });

  it('validates the code format', async () => {
    const res = await lostpass('PUT', { email: 'a@example.com', code: '12ab' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', field: 'code' });
  });
});
