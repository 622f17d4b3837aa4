import { describe, expect, it } from 'vitest';
import {
  addPasskey,
  headersOf,
  signInWithPasskey,
  signInWithPassword,
  signInWithProvider,
  turnOnTotp,
} from '../../test/account-helpers';
import { api, json, mailedCode, registerUser } from '../../test/helpers';

const victimEmail = () => `victim-${crypto.randomUUID()}@example.com`;
const newPassword = 'the real owner 42';

/** The victim's way back: `email_taken` at sign-up, then a password reset by the mailed code. */
async function victimResets(email: string) {
  const taken = await api('/v1/auth/register', json('POST', { email, password: newPassword }));
  expect(taken.status).toBe(409);
  expect(await taken.json()).toMatchObject({ code: 'email_taken' });
  const asked = await api('/v2/user/security/lostpass', json('POST', { email }));
  expect(asked.status).toBe(202);
  const code = await mailedCode(email);
  const reset = await api(
    '/v2/user/security/lostpass',
    json('PUT', { email, code, password: newPassword }),
  );
  expect(reset.status).toBe(200);
}

async function sessionUser(headers: Record<string, string>) {
  const res = await api('/v1/auth/session', { headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { user: { id: string; emailConfirmed: boolean } }).user;
}

describe('an account someone made on another person’s email before they signed up', {
  timeout: 30_000,
}, () => {
  it('is the mailbox owner’s after a reset: the VK identity that made it no longer signs in', async () => {
    const email = victimEmail();
    const sub = `vk-attacker-${crypto.randomUUID()}`;
    const made = await signInWithProvider('vk', { sub, email });
    const attacker = await headersOf(made);
    const account = await sessionUser(attacker);
    expect(account.emailConfirmed).toBe(false);

    await victimResets(email);
    expect((await api('/v1/auth/session', { headers: attacker })).status).toBe(401);
    const again = await signInWithProvider('vk', { sub, email });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'oauth_email_unverified' });

    const victim = await signInWithPassword(email, newPassword);
    expect(await sessionUser(victim)).toEqual({ ...account, emailConfirmed: true });
    const methods = await api('/v1/user/oauth', { headers: victim });
    expect(await methods.json()).toMatchObject({ passwordSet: true, identities: [] });
  });

  it('is the mailbox owner’s after a reset: the passkey, authenticator and API key added before go', async () => {
    const email = victimEmail();
    const attacker = await registerUser({ email, confirm: false });
    const created = await api('/v1/api-keys', json('POST', { name: 'mine' }, attacker.headers));
    expect(created.status).toBe(201);
    const { key } = (await created.json()) as { key: string };
    const models = () => api('/openai/v1/models', { headers: { Authorization: `Bearer ${key}` } });
    expect((await models()).status).toBe(200);
    const passkey = await addPasskey(attacker.headers);
    await turnOnTotp(attacker.headers, { currentPassword: attacker.password });
    expect((await signInWithPasskey(passkey)).status).toBe(200);

    await victimResets(email);
    const refused = await signInWithPasskey(passkey);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'passkey_unknown' });
    expect((await models()).status).toBe(401);
    expect((await api('/v1/auth/session', { headers: attacker.headers })).status).toBe(401);

    // No code step the victim cannot pass: the attacker's authenticator went too.
    const victim = await signInWithPassword(email, newPassword);
    expect(await sessionUser(victim)).toMatchObject({ emailConfirmed: true });
    const passkeys = await api('/v1/user/passkeys', { headers: victim });
    expect(await passkeys.json()).toEqual({ passkeys: [] });
  });
});

describe('confirming the email', { timeout: 30_000 }, () => {
  it('keeps the confirming session and removes every other way in added before', async () => {
    const user = await registerUser({ confirm: false });
    const passkey = await addPasskey(user.headers);
    const other = await signInWithPassword(user.email, user.password);
    const code = await mailedCode(user.email);
    const confirmed = await api('/v1/auth/confirm-email', json('POST', { code }, user.headers));
    expect(confirmed.status).toBe(200);
    expect(await sessionUser(user.headers)).toMatchObject({ emailConfirmed: true });
    expect((await api('/v1/auth/session', { headers: other })).status).toBe(401);
    expect((await signInWithPasskey(passkey)).status).toBe(401);
    // The password the person confirming signed in with still works, and new passkeys stay.
    const later = await addPasskey(await signInWithPassword(user.email, user.password));
    expect((await signInWithPasskey(later)).status).toBe(200);
  });

  it('keeps the provider identity the confirming session signed in with', async () => {
    const sub = `vk-${crypto.randomUUID()}`;
    const email = victimEmail();
    const headers = await headersOf(await signInWithProvider('vk', { sub, email }));
    const code = await mailedCode(email);
    const confirmed = await api('/v1/auth/confirm-email', json('POST', { code }, headers));
    expect(confirmed.status).toBe(200);
    const again = await signInWithProvider('vk', { sub, email });
    expect(await sessionUser(await headersOf(again))).toMatchObject({ emailConfirmed: true });
  });
});
