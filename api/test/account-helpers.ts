import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { api, json } from './helpers';
import { SoftAuthenticator } from './passkey-authenticator';

/** The front origin of api/vitest.config.ts's PASSKEY_ORIGINS. */
export const PASSKEY_ORIGIN = 'https://beseda.test';

type Headers = Record<string, string>;
type Provider = 'yandex' | 'vk' | 'google';
export type ProviderIdentity = {
  sub?: string;
  email?: string | null;
  emailVerified?: boolean;
  name?: string;
};

/** A passkey added to the signed-in account through the routes; its authenticator answers. */
export async function addPasskey(headers: Headers, name = 'Laptop') {
  const options = await api('/v1/user/passkeys/options', { method: 'POST', headers });
  expect(options.status).toBe(200);
  const authenticator = new SoftAuthenticator(PASSKEY_ORIGIN);
  const response = await authenticator.create(await options.json());
  const added = await api('/v1/user/passkeys', json('POST', { name, response }, headers));
  expect(added.status).toBe(201);
  return authenticator;
}

/** A passkey's answer to the account's confirmation prompt for a sensitive action. */
export async function passkeyConfirmation(headers: Headers, authenticator: SoftAuthenticator) {
  const res = await api('/v1/user/passkeys/confirmation', { method: 'POST', headers });
  expect(res.status).toBe(200);
  return authenticator.get(await res.json());
}

/** A sign-in with a passkey (discoverable, as the sign-in page asks): the api's answer. */
export async function signInWithPasskey(authenticator: SoftAuthenticator) {
  const options = await api('/v1/auth/passkey/options', json('POST', {}));
  const response = await authenticator.get(await options.json());
  return api('/v1/auth/passkey', json('POST', { response }));
}

/** What the authenticator app shows `steps` 30-second steps from now. */
export function totpCode(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}

/**
 * Turns two-factor on with `proof` (the password or a passkey's answer); confirmed with the
 * previous step's code, which leaves this step's unused (made again when a step ends between).
 */
export async function turnOnTotp(headers: Headers, proof: Record<string, unknown>) {
  const setup = await api('/v1/user/2fa/totp', json('POST', proof, headers));
  expect(setup.status).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    const confirmed = await api(
      '/v1/user/2fa/totp/confirm',
      json('POST', { code: totpCode(secret, -1) }, headers),
    );
    if (confirmed.ok) return secret;
    expect(Math.floor(Date.now() / 30_000)).not.toBe(step);
  }
}

/**
 * What a browser brings back from a provider's wire fake: the api's start, the fake's authorize
 * page approving as `identity`, and the callback body the front sends on.
 */
export async function providerCallbackBody(provider: Provider, identity: ProviderIdentity) {
  const redirectUri = `http://web.test/auth/${provider}/callback`;
  const start = await api(`/v1/auth/oauth/${provider}/start`, json('POST', { redirectUri }));
  expect(start.status).toBe(200);
  const { url, codeVerifier } = (await start.json()) as { url: string; codeVerifier: string };
  // The fake approves as this identity (not the shared one of `POST /__fake/identity`).
  const authorize = new URL(url);
  authorize.searchParams.set('fake_identity', JSON.stringify(identity));
  const page = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(page.headers.get('location') ?? '');
  const deviceId = back.searchParams.get('device_id');
  return {
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    codeVerifier,
    redirectUri,
    ...(deviceId ? { deviceId } : {}),
  };
}

/** A sign-in through a provider's wire fake as a browser goes through it: the api's answer. */
export async function signInWithProvider(provider: Provider, identity: ProviderIdentity) {
  const body = await providerCallbackBody(provider, identity);
  return api(`/v1/auth/oauth/${provider}/callback`, json('POST', body, { 'X-Ad-Locale': 'en' }));
}

/** The bearer headers of a sign-in's token pair. */
export async function headersOf(res: Response): Promise<{ Authorization: string }> {
  expect(res.status).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}` };
}

/** Signs in with the password; the bearer headers of the session (two-factor off). */
export async function signInWithPassword(email: string, password: string) {
  return headersOf(await api('/v1/auth/login', json('POST', { email, password })));
}
