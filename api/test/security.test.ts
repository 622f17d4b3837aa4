import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, registerUser } from './helpers';

const login = (body: unknown, ip: string) =>
  api('/v1/auth/login', json('POST', body, { 'CF-Connecting-IP': ip, 'X-Ad-Locale': 'en' }));

describe('rate limits', () => {
  it('limits failed logins per email with 429 and Retry-After, even from new addresses', async () => {
    const { email, password } = await registerUser();
    for (let i = 0; i < 5; i++) {
      expect((await login({ email, password: 'wrong password' }, `10.0.0.${i}`)).status).toBe(401);
    }
    const limited = await login({ email, password }, '10.0.1.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    expect(await limited.json()).toMatchObject({ code: 'too_many_attempts' });
  });

  it('limits failed logins per client address across emails', async () => {
    const ip = '192.0.2.7';
    for (let i = 0; i < 5; i++) {
      await login({ email: `nobody${i}@example.com`, password: 'whatever pw' }, ip);
    }
    const { email, password } = await registerUser();
    expect((await login({ email, password }, ip)).status).toBe(429);
    expect((await login({ email, password }, '192.0.2.8')).status).toBe(200);
  });

  it('opens a new window once the old one has passed', async () => {
    const { email, password } = await registerUser();
    for (let i = 0; i < 5; i++) await login({ email, password: 'wrong password' }, '198.51.100.1');
    expect((await login({ email, password }, '198.51.100.2')).status).toBe(429);
    // Test setup: age the window instead of sleeping a minute.
    await env.DB.prepare("UPDATE rate_limits SET window_start = '2000-01-01T00:00:00.000Z'").run();
    expect((await login({ email, password }, '198.51.100.2')).status).toBe(200);
  });

  it('limits reset code requests', async () => {
    const { email } = await registerUser();
    const send = () =>
      api(
        '/v2/user/security/lostpass',
        json('POST', { email }, { 'CF-Connecting-IP': crypto.randomUUID() }),
      );
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(202);
    expect((await send()).status).toBe(429);
  });
});

describe('hostile input', () => {
  it('answers malformed JSON with 400 invalid_json and creates nothing', async () => {
    const res = await api('/v1/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Ad-Locale': 'en' },
      body: '{"email": "broken@example.com", "password": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_json' });
    expect(
      await env.DB.prepare("SELECT 1 FROM users WHERE email = 'broken@example.com'").first(),
    ).toBeNull();
  });

  it("names the bad field in the caller's language", async () => {
    const body = { email: 'not-an-email', password: 'long enough pw' };
    const en = await api('/v1/auth/register', json('POST', body, { 'X-Ad-Locale': 'en' }));
    expect(en.status).toBe(400);
    const enBody = (await en.json()) as { code: string; field: string; message: string };
    expect(enBody).toMatchObject({ code: 'validation_failed', field: 'email' });
    expect(enBody.message).toContain('"email"');
    const ru = (await (await api('/v1/auth/register', json('POST', body))).json()) as {
      message: string;
    };
    expect(ru.message).toContain('«email»');
    const short = await api(
      '/v1/auth/register',
      json('POST', { email: 'a@example.com', password: 'short' }),
    );
    expect(await short.json()).toMatchObject({ field: 'password' });
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await api(
      '/v1/auth/register',
      json('POST', { email: 'big@example.com', password: 'x'.repeat(200_000) }),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('treats SQL-looking input as plain data', async () => {
    const name = "Robert'); DROP TABLE users;--";
    const email = "o'brien+1@example.com";
    const { headers } = await registerUser({ email, name });
    const me = (await (await api('/v1/user', { headers })).json()) as {
      name: string;
      email: string;
    };
    expect(me).toMatchObject({ name, email });
    const injected = await login({ email: "' OR '1'='1", password: "' OR '1'='1" }, '203.0.113.9');
    expect(injected.status).toBe(400);
    const promo = await api(
      `/v2/user/promocodes/promo-days?name=${encodeURIComponent("' OR 1=1 --")}`,
    );
    expect(promo.status).toBe(404);
    expect(
      await env.DB.prepare('SELECT count(*) AS n FROM users').first<number>('n'),
    ).toBeGreaterThan(0);
  });

  it('answers unknown routes and methods with 404 JSON', async () => {
    const res = await api('/v1/auth/nothing', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
  });
});
