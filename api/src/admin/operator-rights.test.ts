import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  headersOf,
  signInWithPassword,
  signInWithProvider,
  totpCode,
  turnOnTotp,
} from '../../test/account-helpers';
import { api, json, mailedCode, registerUser } from '../../test/helpers';
import { balanceOf as teamBalance } from '../../test/money-helpers';
import { adminCall, signInOperator } from './operator-helpers';

// Addresses api/vitest.config.ts lists in OPERATOR_EMAILS for these tests alone: each path below
// takes one, so the files sharing the database never meet them.
const address = (name: string) => `${name}.operator@beseda.test`;

type Who = { headers: Record<string, string> };

/** What the console answers a caller to a read of each kind. */
async function consoleAnswers(who: Who) {
  return Promise.all(
    ['/users?query=a', '/audit', '/stats'].map(async (path) => {
      const res = await adminCall(who, 'GET', path);
      return { path, status: res.status, body: res.status === 404 ? await res.json() : null };
    }),
  );
}

/** Asserts the caller gets the console's 404 — the same body as a stranger's — everywhere. */
async function expectRefused(who: Who) {
  const reads = await consoleAnswers(who);
  for (const read of reads) {
    expect(read, read.path).toEqual({
      path: read.path,
      status: 404,
      body: { code: 'not_found', message: expect.any(String) },
    });
  }
  const session = await api('/v1/auth/session', { headers: who.headers });
  expect(await session.json()).toMatchObject({ operator: false });
}

async function expectOperator(who: Who) {
  const reads = await consoleAnswers(who);
  expect(reads.map((read) => read.status)).toEqual([200, 200, 200]);
  const session = await api('/v1/auth/session', { headers: who.headers });
  expect(await session.json()).toMatchObject({ operator: true });
}

const balanceOf = (entityId: string) => teamBalance(env, entityId);

const credit = (who: Who, entityId: string, key: string) =>
  adminCall(
    who,
    'POST',
    `/entities/${entityId}/adjustments`,
    { amountKopecks: 100_000_000, reason: 'Credit of my own' },
    { 'Idempotency-Key': key },
  );

describe('operator rights need a confirmed email', { timeout: 60_000 }, () => {
  it('refuses an unconfirmed account on a listed address, its own credit too, until it confirms', async () => {
    const claimant = await registerUser({ email: address('fresh'), confirm: false });
    await expectRefused(claimant);
    const entityId = claimant.user.entityId;
    const res = await credit(claimant, entityId, 'fresh-1');
    expect(res.status).toBe(404);
    expect(await balanceOf(entityId)).toBe(0);

    const code = await mailedCode(claimant.email);
    const confirmed = await api('/v1/auth/confirm-email', json('POST', { code }, claimant.headers));
    expect(confirmed.status).toBe(200);
    await expectOperator(claimant);
  });

  it('refuses accounts a VK identity or an unverified Google identity made on a listed address', async () => {
    const vk = await signInWithProvider('vk', {
      sub: `vk-${crypto.randomUUID()}`,
      email: address('vk'),
    });
    await expectRefused({ headers: await headersOf(vk) });
    const google = await signInWithProvider('google', {
      sub: `g-${crypto.randomUUID()}`,
      email: address('google'),
      emailVerified: false,
    });
    await expectRefused({ headers: await headersOf(google) });
  });

  it('refuses whoever registers a listed address its operator freed by deleting the account', async () => {
    const owner = await registerUser({ email: address('deleted') });
    await expectOperator(owner);
    const deleted = await api(
      '/v1/user/delete',
      json('POST', { confirmation: owner.email, currentPassword: owner.password }, owner.headers),
    );
    expect(deleted.status).toBe(204);
    const taker = await registerUser({ email: address('deleted'), confirm: false });
    await expectRefused(taker);
  });

  it('refuses whoever registers a listed address its operator left for another', async () => {
    const owner = await registerUser({ email: address('moved') });
    await expectOperator(owner);
    const elsewhere = `moved-${crypto.randomUUID()}@example.com`;
    const asked = await api(
      '/v1/user/email',
      json('POST', { email: elsewhere, currentPassword: owner.password }, owner.headers),
    );
    expect(asked.status).toBe(202);
    const code = await mailedCode(elsewhere);
    const moved = await api('/v1/user/email/confirm', json('POST', { code }, owner.headers));
    expect(moved.status).toBe(200);
    await expectRefused(owner);
    const taker = await registerUser({ email: address('moved'), confirm: false });
    await expectRefused(taker);
  });

  it('asks an operator with two-factor on for a session that passed it', async () => {
    const operator = await registerUser({ email: address('totp') });
    await expectOperator(operator);
    const secret = await turnOnTotp(operator.headers, { currentPassword: operator.password });
    // The session signed in with the password alone, before two-factor was on.
    await expectRefused(operator);
    const login = await api(
      '/v1/auth/login',
      json('POST', { email: operator.email, password: operator.password }),
    );
    const { ticket } = (await login.json()) as { ticket: string };
    const done = await api('/v1/auth/login/2fa', json('POST', { ticket, code: totpCode(secret) }));
    await expectOperator({ headers: await headersOf(done) });
  });
});

describe('balance adjustments by operators', { timeout: 60_000 }, () => {
  it('refuses an operator’s credit to a team they belong to; another operator may make it', async () => {
    const first = await signInOperator();
    const second = await signInOperator('second.operator@beseda.test');
    const entityId = first.user.entityId;
    const before = await balanceOf(entityId);
    const own = await credit(first, entityId, `own-${crypto.randomUUID()}`);
    expect(own.status).toBe(403);
    expect(await own.json()).toMatchObject({ code: 'adjustment_own_team' });
    expect(await balanceOf(entityId)).toBe(before);

    const other = await adminCall(
      second,
      'POST',
      `/entities/${entityId}/adjustments`,
      { amountKopecks: 1_000, reason: 'Checked by a second operator' },
      { 'Idempotency-Key': `other-${crypto.randomUUID()}` },
    );
    expect(other.status).toBe(201);
    expect(await balanceOf(entityId)).toBe((before ?? 0) + 1_000);
    // A password sign-in of the operator is no way around it.
    const again = await signInWithPassword(first.email, first.password);
    expect((await credit({ headers: again }, entityId, `own-${crypto.randomUUID()}`)).status).toBe(
      403,
    );
  });
});
