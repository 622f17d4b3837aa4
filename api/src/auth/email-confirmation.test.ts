import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, mailedCode, registerUser } from '../../test/helpers';
import { balanceOf, ledgerLines } from '../../test/money-helpers';

const confirm = (code: string, headers: Record<string, string>) =>
  api('/v1/auth/confirm-email', json('POST', { code }, { 'X-Ad-Locale': 'en', ...headers }));

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function grantsOf(entityId: string) {
  const balance = await balanceOf(env, entityId);
  const grants = await ledgerLines(env, entityId, 'grant');
  return { balance, grants: grants.map((row) => row.amount_kopecks) };
}

async function emailConfirmed(headers: Record<string, string>) {
  const res = await api('/v1/auth/session', { headers });
  return ((await res.json()) as { user: { emailConfirmed: boolean } }).user.emailConfirmed;
}

describe('email confirmation and the starting balance', () => {
  it('mails a 6-digit code and a link at sign-up and grants nothing before confirmation', async () => {
    const { email, user, headers } = await registerUser({ confirm: false });
    const code = await mailedCode(email);
    const mail = await env.DB.prepare('SELECT body FROM email_outbox WHERE to_address = ?1')
      .bind(email)
      .first<string>('body');
    expect(mail).toContain(`/confirm-email?code=${code}`);
    expect(await grantsOf(user.entityId)).toEqual({ balance: 0, grants: [] });
    expect(await emailConfirmed(headers)).toBe(false);
  });

  it('grants the starting balance exactly once, even on a repeated confirmation', async () => {
    const { email, user, headers } = await registerUser({ confirm: false });
    const code = await mailedCode(email);
    const first = await confirm(code, headers);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ emailConfirmed: true });
    expect((await confirm(code, headers)).status).toBe(200);
    expect(await grantsOf(user.entityId)).toEqual({ balance: 50000, grants: [50000] });
    expect(await emailConfirmed(headers)).toBe(true);
  });

  it('grants once when confirmations race', async () => {
    const { email, user, headers } = await registerUser({ confirm: false });
    const code = await mailedCode(email);
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(code, headers)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await grantsOf(user.entityId)).toEqual({ balance: 50000, grants: [50000] });
  });

  it('refuses wrong codes, voids the code after five tries and limits attempts', async () => {
    const { email, user, headers } = await registerUser({ confirm: false });
    const code = await mailedCode(email);
    for (let i = 0; i < 5; i++) {
      const wrong = await confirm(otherCode(code), headers);
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ code: 'invalid_code', field: 'code' });
    }
    const limited = await confirm(code, headers);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Past the per-minute limit (test setup lifts it), the code itself is used up.
    await env.DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'confirm:%'").run();
    expect((await confirm(code, headers)).status).toBe(400);
    expect(await grantsOf(user.entityId)).toEqual({ balance: 0, grants: [] });
  });

  it('resends a new code that replaces the old one, a limited number of times', async () => {
    const { email, user, headers } = await registerUser({ confirm: false });
    const old = await mailedCode(email);
    const resend = () => api('/v1/auth/confirm-email/resend', { method: 'POST', headers });
    expect((await resend()).status).toBe(202);
    const fresh = await mailedCode(email);
    if (fresh !== old) expect((await confirm(old, headers)).status).toBe(400);
    expect((await confirm(fresh, headers)).status).toBe(200);
    expect(await grantsOf(user.entityId)).toEqual({ balance: 50000, grants: [50000] });
    expect((await resend()).status).toBe(202);
    expect((await resend()).status).toBe(202);
    expect((await resend()).status).toBe(429);
  });

  it('needs a signed-in caller and a 6-digit code', async () => {
    expect((await confirm('123456', {})).status).toBe(401);
    const { headers } = await registerUser({ confirm: false });
    const bad = await confirm('12ab', headers);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed', field: 'code' });
  });
});
