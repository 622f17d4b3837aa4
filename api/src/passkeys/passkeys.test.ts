import { env } from 'cloudflare:workers';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { SoftAuthenticator } from '../../test/passkey-authenticator';
import { relyingParty } from './relying-party';

// api/vitest.config.ts configures PASSKEY_ORIGINS=https://beseda.test.
const origin = 'https://beseda.test';
const en = { 'X-Ad-Locale': 'en' };

type Options = { challenge: string; rp: { id: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId: string; allowCredentials?: { id: string }[] };

async function registrationOptions(user: RegisteredUser): Promise<Options> {
  const res = await api('/v1/user/passkeys/options', { method: 'POST', headers: user.headers });
  expect(res.status).toBe(200);
  return (await res.json()) as Options;
}

const register = (user: RegisteredUser, name: string, response: unknown) =>
  api('/v1/user/passkeys', json('POST', { name, response }, { ...user.headers, ...en }));

/** A user with one passkey added through the routes, and its authenticator. */
async function withPasskey(name = 'Laptop') {
  const user = await registerUser();
  const authenticator = new SoftAuthenticator(origin);
  const res = await register(
    user,
    name,
    await authenticator.create(await registrationOptions(user)),
  );
  expect(res.status).toBe(201);
  const passkey = (await res.json()) as { id: string };
  return { user, authenticator, passkey };
}

async function signInOptions(body: Record<string, string> = {}, address = '203.0.113.1') {
  const res = await api(
    '/v1/auth/passkey/options',
    json('POST', body, { 'cf-connecting-ip': address }),
  );
  return { res, options: (await res.clone().json()) as RequestOptions };
}

const signIn = (response: unknown) =>
  api('/v1/auth/passkey', json('POST', { response }, { ...en, 'user-agent': 'Passkey Phone' }));

describe('adding passkeys', () => {
  it('offers a discoverable, user-verified credential for the configured relying party', async () => {
    const user = await registerUser();
    const options = (await registrationOptions(user)) as Options & Record<string, unknown>;
    expect(options.rp).toEqual({ id: 'beseda.test', name: 'Beseda' });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.excludeCredentials).toEqual([]);
  });

  it('stores a verified passkey under its name and lists it, without key material', async () => {
    const { user, authenticator, passkey } = await withPasskey('Work laptop');
    const list = await api('/v1/user/passkeys', { headers: user.headers });
    const { passkeys } = (await list.json()) as { passkeys: Record<string, unknown>[] };
    expect(passkeys).toEqual([
      {
        id: passkey.id,
        name: 'Work laptop',
        createdAt: expect.any(String),
        lastUsedAt: null,
        backedUp: false,
      },
    ]);
    // Adding it again: the options exclude it, and the api refuses the duplicate.
    const again = await registrationOptions(user);
    expect(
      (again as unknown as { excludeCredentials: { id: string }[] }).excludeCredentials,
    ).toEqual([expect.objectContaining({ id: authenticator.id })]);
  });

  it('refuses a replayed answer, another user’s challenge and a wrong origin', async () => {
    const user = await registerUser();
    const authenticator = new SoftAuthenticator(origin);
    const response = await authenticator.create(await registrationOptions(user));
    expect((await register(user, 'One', response)).status).toBe(201);
    const replay = await register(user, 'Two', response);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({
      code: 'passkey_challenge_invalid',
      message: 'The passkey request has expired or was already used: try again',
    });

    const stranger = await registerUser();
    const theirs = await new SoftAuthenticator(origin).create(await registrationOptions(user));
    const foreign = await register(stranger, 'Foreign', theirs);
    expect(foreign.status).toBe(400);

    const phishing = await new SoftAuthenticator('https://beseda.test.evil.example').create(
      await registrationOptions(user),
    );
    const refused = await register(user, 'Phished', phishing);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'passkey_not_verified' });
    const { passkeys } = (await (
      await api('/v1/user/passkeys', { headers: user.headers })
    ).json()) as { passkeys: unknown[] };
    expect(passkeys).toHaveLength(1);
  });

  it('renames and removes only the owner’s passkeys (a stranger gets 404)', async () => {
    const { user, passkey } = await withPasskey();
    const stranger = await registerUser();
    const path = `/v1/user/passkeys/${passkey.id}`;
    const theirRename = await api(path, json('PATCH', { name: 'Mine' }, stranger.headers));
    expect(theirRename.status).toBe(404);
    const theirRemove = await api(path, { method: 'DELETE', headers: stranger.headers });
    expect(theirRemove.status).toBe(404);
    const rename = await api(path, json('PATCH', { name: '  Phone  ' }, user.headers));
    expect(await rename.json()).toMatchObject({ id: passkey.id, name: 'Phone' });
    expect((await api(path, { method: 'DELETE', headers: user.headers })).status).toBe(204);
    expect((await api(path, { method: 'DELETE', headers: user.headers })).status).toBe(404);
  });
});

describe('signing in with a passkey', () => {
  it('opens a session marked passkey and records the use', async () => {
    const { user, authenticator } = await withPasskey();
    const { res, options } = await signInOptions();
    expect(res.status).toBe(200);
    expect(options.rpId).toBe('beseda.test');
    expect(options.allowCredentials).toEqual([]);
    const signedIn = await signIn(await authenticator.get(options));
    expect(signedIn.status).toBe(200);
    const pair = (await signedIn.json()) as { accessToken: string };
    const headers = { Authorization: `Bearer ${pair.accessToken}` };
    const sessions = await api('/v1/user/sessions', { headers });
    const { sessions: list } = (await sessions.json()) as {
      sessions: { current: boolean; signInMethod: string; device: string }[];
    };
    expect(list.find((s) => s.current)).toMatchObject({
      signInMethod: 'passkey',
      device: 'Passkey Phone',
    });
    const { passkeys } = (await (
      await api('/v1/user/passkeys', { headers: user.headers })
    ).json()) as { passkeys: { lastUsedAt: string | null }[] };
    expect(passkeys[0]?.lastUsedAt).toEqual(expect.any(String));
  });

  it('refuses a replayed challenge, a wrong origin and a counter that went back', async () => {
    const { user, authenticator } = await withPasskey();
    const first = await authenticator.get((await signInOptions()).options);
    expect((await signIn(first)).status).toBe(200);
    const replay = await signIn(first);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: 'passkey_challenge_invalid' });

    const phished = await authenticator.get((await signInOptions()).options, {
      origin: 'https://evil.example',
    });
    const wrongOrigin = await signIn(phished);
    expect(wrongOrigin.status).toBe(401);
    expect(await wrongOrigin.json()).toMatchObject({
      code: 'passkey_not_verified',
      message: 'The passkey could not be verified: try again',
    });

    // The genuine authenticator moves its counter on (3 is stored); a clone answering with an
    // older counter is refused, and the stored counter stays.
    const genuine = await signIn(await authenticator.get((await signInOptions()).options));
    expect(genuine.status).toBe(200);
    const cloned = await authenticator.get((await signInOptions()).options, { counter: 2 });
    const regressed = await signIn(cloned);
    expect(regressed.status).toBe(401);
    expect(await regressed.json()).toMatchObject({ code: 'passkey_not_verified' });
    const counter = await env.DB.prepare('SELECT counter FROM passkeys WHERE user_id = ?1')
      .bind(user.user.id)
      .first<number>('counter');
    expect(counter).toBe(3);
    const next = await signIn(
      await authenticator.get((await signInOptions()).options, { counter: 4 }),
    );
    expect(next.status).toBe(200);
  });

  it('refuses a removed passkey', async () => {
    const { user, authenticator, passkey } = await withPasskey();
    await api(`/v1/user/passkeys/${passkey.id}`, { method: 'DELETE', headers: user.headers });
    const res = await signIn(await authenticator.get((await signInOptions()).options));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'passkey_unknown' });
  });

  it('counts as both factors: with TOTP on it skips the code step, which offers it', async () => {
    const { user, authenticator } = await withPasskey();
    const setup = await api(
      '/v1/user/2fa/totp',
      json('POST', { currentPassword: user.password }, user.headers),
    );
    const { secret } = (await setup.json()) as { secret: string };
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    await api('/v1/user/2fa/totp/confirm', json('POST', { code }, user.headers));

    const login = await api(
      '/v1/auth/login',
      json('POST', { email: user.email, password: user.password }),
    );
    const challenge = (await login.json()) as { ticket: string; methods: string[] };
    expect(challenge.methods).toEqual(['totp', 'passkey', 'recovery']);

    // From the code step: only this account's passkeys, and the challenge is bound to it.
    const { options } = await signInOptions({ ticket: challenge.ticket });
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([authenticator.id]);
    const other = await withPasskey();
    const wrongAccount = await signIn(await other.authenticator.get(options));
    expect(wrongAccount.status).toBe(401);

    const direct = await signIn(await authenticator.get((await signInOptions()).options));
    expect(direct.status).toBe(200);
    expect(await direct.json()).toMatchObject({ tokenType: 'Bearer' });
  });

  it('limits sign-in prompts per address', async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 200)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await signInOptions({}, address)).res.status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('the relying party', () => {
  it('comes from PASSKEY_ORIGINS, or the public address with loopback named localhost', () => {
    expect(relyingParty({ PASSKEY_ORIGINS: 'https://a.example, https://b.example' })).toEqual({
      id: 'a.example',
      name: 'Beseda',
      origins: ['https://a.example', 'https://b.example'],
    });
    expect(relyingParty({ PUBLIC_WEB_URL: 'http://127.0.0.1:8787/' })).toMatchObject({
      id: 'localhost',
      origins: ['http://localhost:8787'],
    });
    expect(
      relyingParty({
        PUBLIC_WEB_URL: 'https://app.beseda.example',
        PASSKEY_RP_ID: 'beseda.example',
      }),
    ).toMatchObject({ id: 'beseda.example', origins: ['https://app.beseda.example'] });
    expect(() => relyingParty({})).toThrow('passkeys_unavailable');
  });
});

describe('confirming a sensitive action with a passkey', () => {
  const confirmationOptions = async (user: RegisteredUser) => {
    const res = await api('/v1/user/passkeys/confirmation', {
      method: 'POST',
      headers: { ...user.headers, ...en },
    });
    return { res, options: (await res.clone().json()) as RequestOptions };
  };

  it('stands in for the code with two-factor on, once per prompt and for its account only', async () => {
    const { user, authenticator } = await withPasskey();
    const setup = await api(
      '/v1/user/2fa/totp',
      json('POST', { currentPassword: user.password }, user.headers),
    );
    const { secret } = (await setup.json()) as { secret: string };
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    await api('/v1/user/2fa/totp/confirm', json('POST', { code }, user.headers));
    const headers = { ...user.headers, ...en };

    const { options } = await confirmationOptions(user);
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([authenticator.id]);
    const passkey = await authenticator.get(options);
    const created = await api('/v1/api-keys', json('POST', { name: 'CI', passkey }, headers));
    expect(created.status).toBe(201);
    // The same answer again: its prompt is used up.
    const replay = await api('/v1/api-keys', json('POST', { name: 'CI 2', passkey }, headers));
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: 'passkey_challenge_invalid' });

    // Another account's passkey answering this account's prompt is refused.
    const other = await withPasskey();
    const foreign = await other.authenticator.get((await confirmationOptions(user)).options);
    const refused = await api(
      '/v1/api-keys',
      json('POST', { name: 'x', passkey: foreign }, headers),
    );
    expect(refused.status).toBe(401);
    // A sign-in prompt's answer is not a confirmation.
    const signInAnswer = await authenticator.get((await signInOptions()).options);
    const wrongKind = await api(
      '/v1/user',
      json(
        'PATCH',
        { password: 'a new password', currentPassword: user.password, passkey: signInAnswer },
        headers,
      ),
    );
    expect(wrongKind.status).toBe(400);
    const changed = await api(
      '/v1/user',
      json(
        'PATCH',
        {
          password: 'a new password',
          currentPassword: user.password,
          passkey: await authenticator.get((await confirmationOptions(user)).options),
        },
        headers,
      ),
    );
    expect(changed.status).toBe(200);
  });

  it('has nothing to offer an account without passkeys', async () => {
    const user = await registerUser();
    const { res } = await confirmationOptions(user);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'passkey_none' });
  });
});
