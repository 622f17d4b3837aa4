import { createRoute, z } from '@hono/zod-openapi';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { creditInObject, moneyBatch, moneyInObject } from '../billing/money';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { consumeAttempt } from '../lib/rate-limit';
import {
  bearerSecurity,
  createRouter,
  documentRoute,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { MINUTE, nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import { findPromo, promoClaimStatements, promoCredit, redeemStatements } from './promo-store';

registerErrorMessages({
  promo_already_used: {
    en: 'You have already used the promo code "{code}"',
    ru: 'Вы уже использовали промокод «{code}»',
  },
});

const RedeemSchema = z.object({ name: z.string().trim().min(1).max(64) }).openapi('PromoRedeem');

const redeemRoute = createRoute({
  tags: ['promo'],
  security: bearerSecurity,
  method: 'post',
  path: '/',
  summary: "Redeem a promo code for the caller's current team (once per user)",
  request: { body: jsonBody(RedeemSchema) },
  responses: {
    200: jsonResponse(
      z
        .object({ name: z.string(), days: z.number().int(), bonusKopecks: z.number().int() })
        .openapi('PromoRedeemed'),
      'Credited: the bonus on the balance, the days added to the bonus period',
    ),
    400: errorResponse('Expired or used up'),
    401: notSignedInResponse,
    404: errorResponse('Unknown code'),
    409: errorResponse('Already used by the caller'),
    429: errorResponse('Too many attempts; see Retry-After'),
  },
});

/** `/v2/user/promocodes/redeem`: a signed-in user's promo code, into their current team. */
export const promoRedeem = createRouter<AuthEnv>();
promoRedeem.use('*', requireAuth);

documentRoute(promoRedeem, redeemRoute);
promoRedeem.post('/', validate('json', RedeemSchema), async (c) => {
  const { userId, entityId } = c.var.auth;
  await consumeAttempt(c.env.DB, [`promo-redeem:user:${userId}`], { max: 10, windowMs: MINUTE });
  const now = nowIso();
  const promo = await findPromo(c.env.DB, c.req.valid('json').name, now);
  if (!promo) throw new ApiError(404, 'promo_not_found', { field: 'name' });
  const params = { field: 'name', code: promo.code };
  if (!promo.valid) throw new ApiError(400, 'promo_invalid', params);
  const db = c.env.DB;
  // `after_move`: claimed once its team's money had moved, so credited in the object, not by
  // D1's batch (a redemption credited in D1 moved with the ledger, under D1's ref, the code).
  const used = await db
    .prepare(
      `SELECT r.entity_id, r.created_at >= m.started_at AND m.state = 'moved' AS after_move
       FROM promo_redemptions r
       LEFT JOIN storage_moves m
         ON m.owner_kind = 'team' AND m.owner_id = r.entity_id AND m.part = 'money'
       WHERE r.code = ?1 AND r.user_id = ?2`,
    )
    .bind(promo.code, userId)
    .first<{ entity_id: string; after_move: number | null }>();
  // A moved team's redemption that stopped after its claim: its credit completes it (decision 224).
  if (used?.after_move === 1) {
    const done = await creditInObject(used.entity_id, promoCredit(promo, userId, now));
    if (done === 'exists') throw new ApiError(409, 'promo_already_used', params);
  } else if (used) {
    throw new ApiError(409, 'promo_already_used', params);
  } else {
    const inObject = await moneyInObject(db, entityId);
    const target = { userId, entityId, now };
    try {
      // A moved team: the claim (the redemption and the counter) in D1, then the credit in its object.
      if (inObject) await db.batch(promoClaimStatements(db, promo, target));
      else await moneyBatch(db, entityId, redeemStatements(db, promo, target));
    } catch (err) {
      // A concurrent redemption won the primary key, or the last use went to someone else.
      const message = String(err);
      if (message.includes('UNIQUE')) throw new ApiError(409, 'promo_already_used', params);
      if (message.includes('CHECK')) throw new ApiError(400, 'promo_invalid', params);
      throw err;
    }
    if (inObject) await creditInObject(entityId, promoCredit(promo, userId, now));
  }
  return c.json({ name: promo.code, days: promo.days, bonusKopecks: promo.bonusKopecks }, 200);
});
