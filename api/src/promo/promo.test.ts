import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, mailedCode } from '../../test/helpers';
import { ledgerLines } from '../../test/money-helpers';

const register = (body: Record<string, unknown>) =>
  api('/v2/user/auth/users/promo-user-registration', json('POST', body, { 'X-Ad-Locale': 'en' }));

async function teamOf(accessToken: string) {
  const res = await api('/v1/entity', { headers: { Authorization: `Bearer ${accessToken}` } });
  return (await res.json()) as { id: string; balanceKopecks: number; bonusUntil: string | null };
}

/** What `npm start`'s seed step (scripts/lib/seed.mjs) inserts; migrations insert nothing. */
const seedDemoPromo = () =>
  env.DB.prepare(
    `INSERT OR IGNORE INTO promo_codes (code, days, bonus_kopecks, max_redemptions, expires_at, created_at)
     VALUES ('BESEDA2026', 7, 10000, NULL, NULL, '2026-01-01T00:00:00.000Z')`,
  ).run();

describe('promo codes', () => {
  it('has no demo code in a freshly migrated database: only the local seed adds it', async () => {
    // Other files' codes share this database (the api's test files run in one workerd).
    const count = await env.DB.prepare(
      "SELECT count(*) AS n FROM promo_codes WHERE code = 'BESEDA2026'",
    ).first<number>('n');
    expect(count).toBe(0);
    const res = await api('/v2/user/promocodes/promo-days?name=BESEDA2026');
    expect(res.status).toBe(404);
  });

  it('limits lookups per client address with 429', async () => {
    const lookup = (ip: string) =>
      api('/v2/user/promocodes/promo-days?name=GUESS', { headers: { 'CF-Connecting-IP': ip } });
    const answers = await Promise.all(Array.from({ length: 25 }, () => lookup('198.51.100.7')));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect((await lookup('198.51.100.8')).status).toBe(404);
  });

  it('tells what the demo code gives, in any case', async () => {
    await seedDemoPromo();
    const res = await api('/v2/user/promocodes/promo-days?name=beseda2026');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      name: 'BESEDA2026',
      days: 7,
      bonusKopecks: 10000,
      valid: true,
    });
  });

  it('answers 404 for an unknown code and 400 without a name', async () => {
    const unknown = await api('/v2/user/promocodes/promo-days?name=NOPE', {
      headers: { 'X-Ad-Locale': 'en' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'promo_not_found' });
    const missing = await api('/v2/user/promocodes/promo-days');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'validation_failed', field: 'name' });
  });

  it('reports an exhausted code as not valid', async () => {
    await env.DB.prepare(
      `INSERT INTO promo_codes (code, days, bonus_kopecks, max_redemptions, redemptions, created_at)
       VALUES ('USEDUP', 1, 100, 1, 1, '2026-01-01T00:00:00.000Z')`,
    ).run();
    const res = await api('/v2/user/promocodes/promo-days?name=USEDUP');
    expect(await res.json()).toMatchObject({ valid: false });
    const signup = await register({
      email: 'late@example.com',
      password: 'long enough pw',
      name: 'Late',
      promo: 'USEDUP',
    });
    expect(signup.status).toBe(400);
    expect(await signup.json()).toMatchObject({ code: 'promo_invalid', field: 'promo' });
  });

  it('registers with a promo: bonus and days at once, the starting grant on confirmation', async () => {
    await seedDemoPromo();
    const res = await register({
      email: 'promo@example.com',
      password: 'long enough pw',
      name: 'Promo',
      promo: 'beseda2026',
    });
    expect(res.status).toBe(201);
    const { accessToken } = (await res.json()) as { accessToken: string };
    expect((await teamOf(accessToken)).balanceKopecks).toBe(10000);
    const code = await mailedCode('promo@example.com');
    const headers = { Authorization: `Bearer ${accessToken}` };
    expect((await api('/v1/auth/confirm-email', json('POST', { code }, headers))).status).toBe(200);
    const team = await teamOf(accessToken);
    expect(team.balanceKopecks).toBe(50000 + 10000);
    expect(Date.parse(team.bonusUntil ?? '') - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const results = (await ledgerLines(env, team.id)).map(({ kind, amount_kopecks }) => ({
      kind,
      amount_kopecks,
    }));
    expect(results).toEqual([
      { kind: 'grant', amount_kopecks: 50000 },
      { kind: 'promo', amount_kopecks: 10000 },
    ]);
    // The team's ledger names the code, wherever the team's money lives (decision 227).
    const page = (await (await api('/v1/entity/ledger', { headers })).json()) as {
      items: { kind: string; ref: string | null }[];
    };
    expect(
      page.items.map(({ kind, ref }) => ({ kind, ref })).sort((a, b) => (a.kind < b.kind ? -1 : 1)),
    ).toEqual([
      { kind: 'grant', ref: 'email-confirmed' },
      { kind: 'promo', ref: 'BESEDA2026' },
    ]);
  });

  it('refuses an unknown promo without creating the account', async () => {
    const res = await register({
      email: 'nopromo@example.com',
      password: 'long enough pw',
      name: 'No',
      promo: 'WHATEVER',
    });
    expect(res.status).toBe(400);
    const user = await env.DB.prepare(
      "SELECT 1 FROM users WHERE email = 'nopromo@example.com'",
    ).first();
    expect(user).toBeNull();
  });

  it('requires the promo and the name on promo registration', async () => {
    const res = await register({ email: 'x@example.com', password: 'long enough pw', name: 'X' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'promo' });
  });

  it('names the session a promo sign-up opens by its browser, as a plain sign-up does', async () => {
    await seedDemoPromo();
    const agent =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
    const res = await api(
      '/v2/user/auth/users/promo-user-registration',
      json(
        'POST',
        { email: 'agent@example.com', password: 'long enough pw', name: 'A', promo: 'BESEDA2026' },
        { 'X-Ad-Locale': 'en', 'User-Agent': agent },
      ),
    );
    expect(res.status).toBe(201);
    const { accessToken } = (await res.json()) as { accessToken: string };
    const list = await api('/v1/user/sessions', {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    const { sessions } = (await list.json()) as { sessions: { device: string | null }[] };
    expect(sessions.map((session) => session.device)).toEqual([agent]);
  });
});
