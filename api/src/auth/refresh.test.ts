import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../../test/helpers';
import { sha256Hex } from '../lib/crypto';

type Pair = { accessToken: string; refreshToken: string; tokenType: string; expiresIn: number };

const refresh = (token: string) =>
  api('/v1/auth/refresh', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });

/** Test setup: moves a token's rotation time into the past instead of sleeping. */
async function rotatedSecondsAgo(token: string, seconds: number) {
  await env.DB.prepare('UPDATE refresh_tokens SET rotated_at = ?2 WHERE token_hash = ?1')
    .bind(await sha256Hex(token), new Date(Date.now() - seconds * 1000).toISOString())
    .run();
}

describe('POST /v1/auth/refresh', () => {
  it('rotates: a new pair whose access token reads the session', async () => {
    const { refreshToken } = await registerUser();
    const res = await refresh(refreshToken);
    expect(res.status).toBe(200);
    const pair = (await res.json()) as Pair;
    expect(pair).toMatchObject({ tokenType: 'Bearer', expiresIn: 1200 });
    expect(pair.refreshToken).not.toBe(refreshToken);
    const session = await api('/v1/auth/session', {
      headers: { Authorization: `Bearer ${pair.accessToken}` },
    });
    expect(session.status).toBe(200);
    const second = await refresh(pair.refreshToken);
    expect(second.status).toBe(200);
  });

  it('answers the same successor pair to a reuse inside the 10 s grace window', async () => {
    const { refreshToken } = await registerUser();
    const first = (await (await refresh(refreshToken)).json()) as Pair;
    await rotatedSecondsAgo(refreshToken, 9);
    const again = await refresh(refreshToken);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    expect((await refresh(first.refreshToken)).status).toBe(200);
  });

  it('revokes the whole family when a rotated token is reused after the window', async () => {
    const { refreshToken, headers } = await registerUser();
    const next = (await (await refresh(refreshToken)).json()) as Pair;
    await rotatedSecondsAgo(refreshToken, 11);
    const reuse = await refresh(refreshToken);
    expect(reuse.status).toBe(401);
    expect(await reuse.json()).toMatchObject({ code: 'invalid_refresh_token' });
    // The successor and every access token of the family are dead: the user must log in again.
    expect((await refresh(next.refreshToken)).status).toBe(401);
    const session = await api('/v1/auth/session', {
      headers: { Authorization: `Bearer ${next.accessToken}` },
    });
    expect(session.status).toBe(401);
    expect((await api('/v1/auth/session', { headers })).status).toBe(401);
  });

  it('keeps other sessions of the user alive when one family dies', async () => {
    const user = await registerUser();
    const login = await api('/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const other = (await login.json()) as Pair;
    await refresh(user.refreshToken);
    await rotatedSecondsAgo(user.refreshToken, 60);
    expect((await refresh(user.refreshToken)).status).toBe(401);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('refuses unknown, missing and expired refresh tokens', async () => {
    expect((await refresh('not-a-token')).status).toBe(401);
    expect((await api('/v1/auth/refresh', { method: 'POST' })).status).toBe(401);
    const { refreshToken } = await registerUser();
    await env.DB.prepare('UPDATE refresh_tokens SET expires_at = ?2 WHERE token_hash = ?1')
      .bind(await sha256Hex(refreshToken), new Date(Date.now() - 1000).toISOString())
      .run();
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  it('stores refresh tokens only as hashes', async () => {
    const { refreshToken } = await registerUser();
    const plain = await env.DB.prepare(
      'SELECT count(*) AS n FROM refresh_tokens WHERE token_hash = ?1',
    )
      .bind(refreshToken)
      .first<number>('n');
    expect(plain).toBe(0);
  });
});
