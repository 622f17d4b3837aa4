import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, registerUser } from '../../test/helpers';
import { balanceOf, ledgerSum } from '../../test/money-helpers';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('register, log in, session', () => {
  it('registers with 201 and a token pair, then reads the session', async () => {
    const res = await api(
      '/v1/auth/register',
      json('POST', { email: '  Anna@Example.COM ', password: 'long enough pw', name: 'Anna' }),
    );
    expect(res.status).toBe(201);
    const pair = (await res.json()) as Record<string, unknown>;
    expect(pair).toMatchObject({ tokenType: 'Bearer', expiresIn: 1200 });
    expect(typeof pair.accessToken).toBe('string');
    expect(typeof pair.refreshToken).toBe('string');

    const session = await api('/v1/auth/session', { headers: bearer(String(pair.accessToken)) });
    expect(session.status).toBe(200);
    const body = (await session.json()) as { user: Record<string, unknown>; expiresAt: string };
    expect(body.user).toMatchObject({ email: 'anna@example.com', name: 'Anna', locale: 'ru' });
    expect(body.user.timeZone).toBe('Europe/Moscow');
    expect(body.user).not.toHaveProperty('password_hash');
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(19 * 60 * 1000);
  });

  it('records the language of the page the account was created on', async () => {
    const res = await api(
      '/v1/auth/register',
      json(
        'POST',
        { email: 'en-page@example.com', password: 'long enough pw' },
        { 'X-Ad-Locale': 'en' },
      ),
    );
    const { accessToken } = (await res.json()) as { accessToken: string };
    const session = await api('/v1/auth/session', { headers: bearer(accessToken) });
    expect(await session.json()).toMatchObject({ user: { locale: 'en' } });
  });

  it('refuses a second account with the same email, in any case', async () => {
    const { email } = await registerUser();
    const res = await api(
      '/v1/auth/register',
      json('POST', { email: email.toUpperCase(), password: 'another password' }),
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'email_taken', field: 'email' });
  });

  it('credits the starting balance through a grant ledger row', async () => {
    const { user } = await registerUser();
    expect(await balanceOf(env, user.entityId)).toBe(50000);
    expect(await ledgerSum(env, user.entityId, 'grant')).toBe(50000);
  });

  it('logs in with the right password only', async () => {
    const { email, password } = await registerUser();
    const ok = await api('/v1/auth/login', json('POST', { email, password }));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ tokenType: 'Bearer' });
    const wrong = await api(
      '/v1/auth/login',
      json('POST', { email, password: 'not the password' }, { 'X-Ad-Locale': 'en' }),
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Wrong email or password',
    });
  });

  it('answers 401 unauthorized without a valid access token', async () => {
    for (const headers of [{}, bearer('nonsense'), bearer('a.b.c')]) {
      const res = await api('/v1/auth/session', { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'unauthorized' });
    }
  });
});

describe('logout', () => {
  it('revokes the session: the access and the refresh token stop working', async () => {
    const { headers, refreshToken } = await registerUser();
    const res = await api('/v1/auth/logout', { method: 'POST', headers });
    expect(res.status).toBe(204);
    expect((await api('/v1/auth/session', { headers })).status).toBe(401);
    const refreshed = await api('/v1/auth/refresh', {
      method: 'POST',
      headers: bearer(refreshToken),
    });
    expect(refreshed.status).toBe(401);
  });

  it('also revokes the family of a refresh token named in the body', async () => {
    const { email, password, headers } = await registerUser();
    const other = (await (
      await api('/v1/auth/login', json('POST', { email, password }))
    ).json()) as {
      refreshToken: string;
    };
    const res = await api(
      '/v1/auth/logout',
      json('POST', { refreshToken: other.refreshToken }, headers),
    );
    expect(res.status).toBe(204);
    const refreshed = await api('/v1/auth/refresh', {
      method: 'POST',
      headers: bearer(other.refreshToken),
    });
    expect(refreshed.status).toBe(401);
  });
});
