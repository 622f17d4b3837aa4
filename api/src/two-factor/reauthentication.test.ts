import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  addPasskey,
  headersOf,
  passkeyConfirmation,
  signInWithProvider,
  totpCode,
  turnOnTotp,
} from '../../test/account-helpers';
import { api, json, registerUser } from '../../test/helpers';

const en = { 'X-Ad-Locale': 'en' };

const stored = (userId: string) =>
  env.DB.prepare('SELECT count(*) AS n FROM totp_credentials WHERE user_id = ?1')
    .bind(userId)
    .first<number>('n');

describe('setting up two-factor asks who is at the keyboard', { timeout: 30_000 }, () => {
  it('refuses a session alone or a wrong password, storing nothing; the password or a passkey lets it start', async () => {
    const user = await registerUser();
    const headers = { ...user.headers, ...en };
    const bare = await api('/v1/user/2fa/totp', json('POST', {}, headers));
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({
      code: 'wrong_current_password',
      field: 'currentPassword',
      message: 'The current password is wrong',
    });
    const wrong = await api(
      '/v1/user/2fa/totp',
      json('POST', { currentPassword: 'nope' }, headers),
    );
    expect(wrong.status).toBe(400);
    expect(await stored(user.user.id)).toBe(0);

    const right = await api(
      '/v1/user/2fa/totp',
      json('POST', { currentPassword: user.password }, headers),
    );
    expect(right.status).toBe(200);
    const authenticator = await addPasskey(user.headers);
    const passkey = await passkeyConfirmation(user.headers, authenticator);
    const withPasskey = await api('/v1/user/2fa/totp', json('POST', { passkey }, headers));
    expect(withPasskey.status).toBe(200);
  });

  it('asks an account without a password for a passkey, and lets it turn off with its code', async () => {
    const made = await signInWithProvider('yandex', {
      sub: `ya-${crypto.randomUUID()}`,
      email: `ya-${crypto.randomUUID()}@example.com`,
    });
    const headers = { ...(await headersOf(made)), ...en };
    const refused = await api(
      '/v1/user/2fa/totp',
      json('POST', { currentPassword: 'a guess' }, headers),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: 'two_factor_needs_passkey',
      message: expect.stringContaining('passkey'),
    });
    const authenticator = await addPasskey(headers);
    const secret = await turnOnTotp(headers, {
      passkey: await passkeyConfirmation(headers, authenticator),
    });
    // Its only proofs are the passkey and the authenticator itself: the code is enough to remove.
    const off = await api('/v1/user/2fa/totp', json('DELETE', { code: totpCode(secret) }, headers));
    expect(off.status).toBe(204);
  });

  it('turns off with a passkey alone, which is both factors', async () => {
    const user = await registerUser();
    const authenticator = await addPasskey(user.headers);
    await turnOnTotp(user.headers, { currentPassword: user.password });
    const passkey = await passkeyConfirmation(user.headers, authenticator);
    const off = await api('/v1/user/2fa/totp', json('DELETE', { passkey }, user.headers));
    expect(off.status).toBe(204);
    const state = await api('/v1/user/2fa', { headers: user.headers });
    expect(await state.json()).toMatchObject({ totp: false });
  });
});
