import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, registerUser } from '../../test/helpers';
import { ledgerLines } from '../../test/money-helpers';

const addCode = (code: string, fields: { max?: number; used?: number; expiresAt?: string }) =>
  env.DB.prepare(
    `INSERT INTO promo_codes (code, days, bonus_kopecks, max_redemptions, redemptions, expires_at, created_at)
     VALUES (?1, 3, 2500, ?2, ?3, ?4, '2026-01-01T00:00:00.000Z')`,
  )
    .bind(code, fields.max ?? null, fields.used ?? 0, fields.expiresAt ?? null)
    .run();

const redeem = (headers: Record<string, string>, name: string) =>
  api('/v2/user/promocodes/redeem', json('POST', { name }, { ...headers, 'X-Ad-Locale': 'en' }));

describe('promo redemption by a signed-in user', () => {
  it('credits the bonus and days once, with a promo ledger row', async () => {
    await addCode('GIFT25', {});
    const { headers, user } = await registerUser();
    const before = await api('/v2/user/promocodes/promo-days?name=GIFT25', { headers });
    expect(await before.json()).toMatchObject({ usedByYou: false });
    const res = await redeem(headers, 'gift25');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'GIFT25', days: 3, bonusKopecks: 2500 });
    const team = (await (await api('/v1/entity', { headers })).json()) as {
      balanceKopecks: number;
      bonusUntil: string;
    };
    expect(team.balanceKopecks).toBe(50_000 + 2500);
    expect(Date.parse(team.bonusUntil) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    const checked = await api('/v2/user/promocodes/promo-days?name=GIFT25', { headers });
    expect(await checked.json()).toMatchObject({ name: 'GIFT25', valid: true, usedByYou: true });
    const again = await redeem(headers, 'GIFT25');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: 'promo_already_used',
      message: 'You have already used the promo code "GIFT25"',
    });
    const rows = await ledgerLines(env, user.entityId, 'promo');
    expect(rows.map(({ amount_kopecks }) => ({ amount_kopecks }))).toEqual([
      { amount_kopecks: 2500 },
    ]);
  });

  it('refuses unknown, expired and used-up codes and changes nothing', async () => {
    await addCode('OLD', { expiresAt: '2020-01-01T00:00:00.000Z' });
    await addCode('GONE', { max: 1, used: 1 });
    const { headers } = await registerUser();
    const unknown = await redeem(headers, 'NOPE');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'promo_not_found' });
    for (const name of ['OLD', 'GONE']) {
      const res = await redeem(headers, name);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'promo_invalid', field: 'name' });
    }
    const team = (await (await api('/v1/entity', { headers })).json()) as {
      balanceKopecks: number;
    };
    expect(team.balanceKopecks).toBe(50_000);
    expect((await api('/v2/user/promocodes/redeem', json('POST', { name: 'X' }))).status).toBe(401);
  });
});
