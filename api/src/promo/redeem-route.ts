import { createRoute, z } from '@hono/zod-openapi';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
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
import { findPromo, redeemStatements } from './promo-store';

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
  const used = await c.env.DB.prepare(
    'SELECT 1 FROM promo_redemptions WHERE code = ?1 AND user_id = ?2',
  )
    .bind(promo.code, userId)
    .first();
  if (used) throw new ApiError(409, 'promo_already_used', params);
  try {
    await c.env.DB.batch(redeemStatements(c.env.DB, promo, { userId, entityId, now }));
  } catch (err) {
    // A concurrent redemption won the primary key, or the last use went to someone else.
    const message = String(err);
    if (message.includes('UNIQUE')) throw new ApiError(409, 'promo_already_used', params);
    if (message.includes('CHECK')) throw new ApiError(400, 'promo_invalid', params);
    throw err;
  }
  return c.json({ name: promo.code, days: promo.days, bonusKopecks: promo.bonusKopecks }, 200);
});
