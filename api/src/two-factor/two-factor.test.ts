import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import worker from '../index';

/** The authenticator's code `steps` 30-second steps from now (−1 the last one, +1 the next). */
function codeAt(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

const en = { 'X-Ad-Locale': 'en' };

/** The number of the 30-second step the clock is in. */
const stepNow = () => Math.floor(Date.now() / 30_000);

/**
 * Turns two-factor on for `user`; the confirmation uses the previous step's code, which leaves
 * this step's code unused for the test. When a step ends between making that code and the api
 * checking it, the code is two steps old and refused: it is made again for the new step.
 */
async function turnOn(user: RegisteredUser) {
  const setup = await api(
    '/v1/user/2fa/totp',
    json('POST', { currentPassword: user.password }, user.headers),
  );
  const { secret } = (await setup.json()) as { secret: string };
  for (;;) {
    const step = stepNow();
    const confirmed = await api(
      '/v1/user/2fa/totp/confirm',
      json('POST', { code: codeAt(secret, -1) }, user.headers),
    );
    if (confirmed.ok) {
      const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
      return { secret, recoveryCodes };
    }
    if (stepNow() === step)
      throw new Error(`two-factor not turned on: ${confirmed.status} ${await confirmed.text()}`);
  }
}

async function ticketOf(user: RegisteredUser): Promise<string> {
  const res = await api(
    '/v1/auth/login',
    json('POST', { email: user.email, password: user.password }),
  );
  const body = (await res.json()) as { ticket: string };
  return body.ticket;
}

const secondStep = (ticket: string, code: string) =>
  api('/v1/auth/login/2fa', json('POST', { ticket, code }, en));

describe('setting up two-factor codes', () => {
  it('hands out a secret, stores it sealed and turns on only with a right code', async () => {
    const user = await registerUser();
    const setup = await api(
      '/v1/user/2fa/totp',
      json('POST', { currentPassword: user.password }, user.headers),
    );
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl } = (await setup.json()) as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Beseda:/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const stored = await env.DB.prepare(
      'SELECT secret_sealed FROM totp_credentials WHERE user_id = ?1',
    )
      .bind(user.user.id)
      .first<string>('secret_sealed');
    expect(stored).not.toContain(secret);

    const wrong = await api(
      '/v1/user/2fa/totp/confirm',
      json('POST', { code: codeAt(secret, 5) }, { ...user.headers, ...en }),
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'invalid_two_factor_code', field: 'code' });
    const off = await api('/v1/user/2fa', { headers: user.headers });
    expect(await off.json()).toEqual({ totp: false, recoveryCodesLeft: 0 });
    const plain = await api(
      '/v1/auth/login',
      json('POST', { email: user.email, password: user.password }),
    );
    expect(await plain.json()).toMatchObject({ tokenType: 'Bearer' });

    const right = await api(
      '/v1/user/2fa/totp/confirm',
      json('POST', { code: codeAt(secret) }, user.headers),
    );
    expect(right.status).toBe(200);
    const { recoveryCodes } = (await right.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const hashes = await env.DB.prepare('SELECT code_hash FROM recovery_codes WHERE user_id = ?1')
      .bind(user.user.id)
      .all<{ code_hash: string }>();
    expect(hashes.results.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
    const on = await api('/v1/user/2fa', { headers: user.headers });
    expect(await on.json()).toEqual({ totp: true, recoveryCodesLeft: 10 });
    const again = await api(
      '/v1/user/2fa/totp',
      json('POST', { currentPassword: user.password }, user.headers),
    );
    expect(again.status).toBe(409);
  });

  it('is for signed-in callers only', async () => {
    expect((await api('/v1/user/2fa/totp', { method: 'POST' })).status).toBe(401);
    expect(
      (await api('/v1/auth/login/2fa', json('POST', { ticket: 'x', code: '123456' }))).status,
    ).toBe(401);
  });
});

describe('signing in with two-factor on', () => {
  it('asks for a code after the password, and a ticket works once', async () => {
    const user = await registerUser();
    const { secret } = await turnOn(user);
    const res = await api(
      '/v1/auth/login',
      json('POST', { email: user.email, password: user.password }),
    );
    expect(res.status).toBe(200);
    const challenge = (await res.json()) as Record<string, unknown>;
    expect(challenge).toMatchObject({ twoFactorRequired: true, methods: ['totp', 'recovery'] });
    expect(challenge).not.toHaveProperty('accessToken');
    const ticket = String(challenge.ticket);

    const signedIn = await secondStep(ticket, codeAt(secret));
    expect(signedIn.status).toBe(200);
    const pair = (await signedIn.json()) as { accessToken: string };
    const sessions = await api('/v1/user/sessions', {
      headers: { Authorization: `Bearer ${pair.accessToken}` },
    });
    const { sessions: list } = (await sessions.json()) as {
      sessions: { current: boolean; signInMethod: string }[];
    };
    expect(list.find((s) => s.current)?.signInMethod).toBe('password+totp');

    const reused = await secondStep(ticket, codeAt(secret, 1));
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({ code: 'login_ticket_invalid' });
  });

  it('refuses a code already used in its time step', async () => {
    const user = await registerUser();
    const { secret } = await turnOn(user);
    const code = codeAt(secret);
    expect((await secondStep(await ticketOf(user), code)).status).toBe(200);
    const replay = await secondStep(await ticketOf(user), code);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: 'invalid_two_factor_code' });
  });

  it('takes each recovery code once', async () => {
    const user = await registerUser();
    const { recoveryCodes } = await turnOn(user);
    const [first = ''] = recoveryCodes;
    expect((await secondStep(await ticketOf(user), first.toUpperCase())).status).toBe(200);
    const again = await secondStep(await ticketOf(user), first);
    expect(again.status).toBe(400);
    const state = await api('/v1/user/2fa', { headers: user.headers });
    expect(await state.json()).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('allows five wrong codes per ticket and per account, counted atomically', async () => {
    const user = await registerUser();
    const { secret } = await turnOn(user);
    const ticket = await ticketOf(user);
    const wrong = codeAt(secret, 10);
    const burst = await Promise.all(Array.from({ length: 8 }, () => secondStep(ticket, wrong)));
    const statuses = burst.map((res) => res.status).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    const right = await secondStep(ticket, codeAt(secret));
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({ code: 'login_ticket_exhausted' });
    // A fresh ticket does not reset the account's hour.
    const fresh = await secondStep(await ticketOf(user), codeAt(secret));
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('lets a ticket live five minutes', async () => {
    const user = await registerUser();
    const { secret } = await turnOn(user);
    const ticket = await ticketOf(user);
    await env.DB.prepare('UPDATE login_tickets SET expires_at = ?2 WHERE user_id = ?1')
      .bind(user.user.id, new Date(Date.now() - 1000).toISOString())
      .run();
    const late = await secondStep(ticket, codeAt(secret));
    expect(late.status).toBe(401);
    expect(await late.json()).toMatchObject({
      code: 'login_ticket_invalid',
      message: 'The sign-in has expired: enter your email and password again',
    });
    // The hourly cron removes dead tickets and keeps live ones.
    const cron = () =>
      worker.scheduled(
        createScheduledController({ scheduledTime: Date.now(), cron: '17 * * * *' }),
        env,
      );
    const tickets = () =>
      env.DB.prepare('SELECT count(*) AS n FROM login_tickets WHERE user_id = ?1')
        .bind(user.user.id)
        .first<number>('n');
    await cron();
    expect(await tickets()).toBe(0);
    await ticketOf(user);
    await cron();
    expect(await tickets()).toBe(1);
  });
});

describe('turning two-factor off and sensitive actions', () => {
  it('needs the password and a right code to turn off', async () => {
    const user = await registerUser();
    const { secret } = await turnOn(user);
    const password = { currentPassword: user.password };
    const missing = await api('/v1/user/2fa/totp', json('DELETE', password, user.headers));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'two_factor_code_required' });
    const wrong = await api(
      '/v1/user/2fa/totp',
      json('DELETE', { code: codeAt(secret, 10), ...password }, user.headers),
    );
    expect(wrong.status).toBe(400);
    // A session and a code are not enough: whoever holds a stolen session must know the password.
    const noPassword = await api(
      '/v1/user/2fa/totp',
      json('DELETE', { code: codeAt(secret) }, user.headers),
    );
    expect(noPassword.status).toBe(400);
    expect(await noPassword.json()).toMatchObject({ code: 'wrong_current_password' });
    const right = await api(
      '/v1/user/2fa/totp',
      json('DELETE', { code: codeAt(secret), ...password }, user.headers),
    );
    expect(right.status).toBe(204);
    const login = await api(
      '/v1/auth/login',
      json('POST', { email: user.email, password: user.password }),
    );
    expect(await login.json()).toMatchObject({ tokenType: 'Bearer' });
    const gone = await api(
      '/v1/user/2fa/totp',
      json('DELETE', { code: codeAt(secret, 1), ...password }, user.headers),
    );
    expect(gone.status).toBe(404);
  });

  it('asks for the code again to delete the account or change the password or email', async () => {
    const user = await registerUser();
    const { secret, recoveryCodes } = await turnOn(user);
    const withPassword = { confirmation: user.email, currentPassword: user.password };
    const noCode = await api(
      '/v1/user/delete',
      json('POST', withPassword, { ...user.headers, ...en }),
    );
    expect(noCode.status).toBe(400);
    expect(await noCode.json()).toMatchObject({ code: 'two_factor_code_required', field: 'code' });
    const password = await api(
      '/v1/user',
      json('PATCH', { password: 'a new password', currentPassword: user.password }, user.headers),
    );
    expect(password.status).toBe(400);
    const email = await api(
      '/v1/user/email',
      json('POST', { email: 'new@example.com', currentPassword: user.password }, user.headers),
    );
    expect(email.status).toBe(400);
    const changed = await api(
      '/v1/user',
      json(
        'PATCH',
        { password: 'a new password', currentPassword: user.password, code: codeAt(secret) },
        user.headers,
      ),
    );
    expect(changed.status).toBe(200);
    const deleted = await api(
      '/v1/user/delete',
      json(
        'POST',
        { ...withPassword, currentPassword: 'a new password', code: recoveryCodes[0] },
        user.headers,
      ),
    );
    expect(deleted.status).toBe(204);
    const left = await env.DB.prepare(
      'SELECT count(*) AS n FROM totp_credentials WHERE user_id = ?1',
    )
      .bind(user.user.id)
      .first<number>('n');
    expect(left).toBe(0);
  });

  it('asks for the code again to create an API key or give an MCP server headers', async () => {
    const user = await registerUser();
    const { secret, recoveryCodes } = await turnOn(user);
    const headers = { ...user.headers, ...en };
    const keyNoCode = await api('/v1/api-keys', json('POST', { name: 'CI' }, headers));
    expect(keyNoCode.status).toBe(400);
    expect(await keyNoCode.json()).toMatchObject({
      code: 'two_factor_code_required',
      message: 'Enter the code from your authenticator app or a recovery code',
    });
    const key = await api(
      '/v1/api-keys',
      json('POST', { name: 'CI', code: codeAt(secret) }, headers),
    );
    expect(key.status).toBe(201);

    const secretHeaders = { Authorization: 'Bearer very-secret-token' };
    const server = { name: 'Tools', url: env.MCP_URL, headers: secretHeaders };
    const serverNoCode = await api('/v1/mcp/servers', json('POST', server, headers));
    expect(serverNoCode.status).toBe(400);
    expect(await serverNoCode.json()).toMatchObject({ code: 'two_factor_code_required' });
    const wrong = await api(
      '/v1/mcp/servers',
      json('POST', { ...server, code: codeAt(secret, 10) }, headers),
    );
    expect(await wrong.json()).toMatchObject({ code: 'invalid_two_factor_code' });
    // Without headers there is no secret to hand over: no code asked.
    const plain = await api(
      '/v1/mcp/servers',
      json('POST', { name: 'Public', url: env.MCP_URL }, headers),
    );
    expect(plain.status).toBe(201);
    const { server: added } = (await plain.json()) as { server: { id: string } };
    const patchNoCode = await api(
      `/v1/mcp/servers/${added.id}`,
      json('PATCH', { headers: secretHeaders }, headers),
    );
    expect(patchNoCode.status).toBe(400);
    const withCode = await api(
      '/v1/mcp/servers',
      json('POST', { ...server, code: recoveryCodes[0] }, headers),
    );
    expect(withCode.status).toBe(201);
    const { server: sealed } = (await withCode.json()) as { server: { id: string } };
    // The refused attempts stored nothing: the person has exactly the two added servers.
    const list = await api('/v1/mcp/servers', { headers });
    const { servers } = (await list.json()) as { servers: { id: string }[] };
    expect(servers.map((s) => s.id).sort()).toEqual([added.id, sealed.id].sort());
  });

  it('asks nothing more of an account without two-factor', async () => {
    const user = await registerUser();
    const key = await api('/v1/api-keys', json('POST', { name: 'CI' }, user.headers));
    expect(key.status).toBe(201);
  });
});
