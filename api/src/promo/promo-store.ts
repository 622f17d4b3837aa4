import { ApiError, registerErrorMessages } from '../lib/errors';

registerErrorMessages({
  promo_not_found: { en: 'No such promo code', ru: 'Такого промокода нет' },
  promo_invalid: {
    en: 'The promo code "{code}" is not valid',
    ru: 'Промокод «{code}» недействителен',
  },
});

export interface PromoCode {
  code: string;
  days: number;
  bonusKopecks: number;
  valid: boolean;
}

interface PromoRow {
  code: string;
  days: number;
  bonus_kopecks: number;
  max_redemptions: number | null;
  redemptions: number;
  expires_at: string | null;
  disabled_at: string | null;
}

/** Codes are case-insensitive; stored upper case. */
export function normalizePromo(code: string): string {
  return code.trim().toUpperCase();
}

/** A promo code and whether it can still be redeemed at `now`; null when unknown. */
export async function findPromo(db: D1Database, code: string, now: string) {
  const row = await db
    .prepare('SELECT * FROM promo_codes WHERE code = ?1')
    .bind(normalizePromo(code))
    .first<PromoRow>();
  if (!row) return null;
  const expired = row.expires_at !== null && row.expires_at <= now;
  const exhausted = row.max_redemptions !== null && row.redemptions >= row.max_redemptions;
  // An operator may disable a code in the console (docs/decisions/160-operator-console.md).
  const disabled = row.disabled_at !== null;
  return {
    code: row.code,
    days: row.days,
    bonusKopecks: row.bonus_kopecks,
    valid: !expired && !exhausted && !disabled,
  } satisfies PromoCode;
}

/** A valid promo code or a 400 naming the `promo` field. */
export async function requireValidPromo(db: D1Database, code: string, now: string) {
  const promo = await findPromo(db, code, now);
  if (!promo?.valid) throw new ApiError(400, 'promo_invalid', { field: 'promo', code });
  return promo;
}

/**
 * A promo code's credit in a moved team's object (decision 224): its bonus and days, once per
 * person by its ref `<code>/<user id>` (D1's lines carry the code alone; there the redemption's
 * primary key makes it once).
 */
export const promoCredit = (promo: PromoCode, userId: string, now: string) => ({
  kind: 'promo' as const,
  ref: `${promo.code}/${userId}`,
  amount: promo.bonusKopecks,
  userId,
  bonusDays: promo.days,
  now,
});

/**
 * The claim of a redemption, in D1 wherever the team's money lives: the redemption (once per
 * user, by primary key) and the counter (its CHECK stops over-redemption).
 */
export function promoClaimStatements(
  db: D1Database,
  promo: PromoCode,
  target: { userId: string; entityId: string; now: string },
) {
  const { userId, entityId, now } = target;
  return [
    db
      .prepare(
        'INSERT INTO promo_redemptions (code, user_id, entity_id, created_at) VALUES (?1, ?2, ?3, ?4)',
      )
      .bind(promo.code, userId, entityId, now),
    db
      .prepare('UPDATE promo_codes SET redemptions = redemptions + 1 WHERE code = ?1')
      .bind(promo.code),
  ];
}

/**
 * Statements that redeem `promo` for a user into a team whose money is in D1: the claim
 * (`promoClaimStatements`), the ledger row and the balance and bonus period, all in the caller's
 * batch. A team whose money is in its object gets the claim here and `promoCredit` there.
 */
export function redeemStatements(
  db: D1Database,
  promo: PromoCode,
  target: { userId: string; entityId: string; now: string },
) {
  const { userId, entityId, now } = target;
  return [
    ...promoClaimStatements(db, promo, target),
    db
      .prepare(
        `INSERT INTO ledger (id, entity_id, user_id, amount_kopecks, kind, ref, created_at)
         VALUES (?1, ?2, ?3, ?4, 'promo', ?5, ?6)`,
      )
      .bind(crypto.randomUUID(), entityId, userId, promo.bonusKopecks, promo.code, now),
    db
      .prepare(
        `UPDATE entities SET balance_kopecks = balance_kopecks + ?2,
           bonus_until = CASE WHEN ?3 = 0 THEN bonus_until
             ELSE strftime('%Y-%m-%dT%H:%M:%fZ', max(coalesce(bonus_until, ?4), ?4), '+' || ?3 || ' days')
           END
         WHERE id = ?1`,
      )
      .bind(entityId, promo.bonusKopecks, promo.days, now),
  ];
}
