import { createRoute, z } from '@hono/zod-openapi';
import { bearerOf, verifyAccessToken } from '../auth/access-token';
import { registerAccount } from '../auth/register-account';
import { RegisterSchema, TokenPairSchema } from '../auth/schemas';
import type { AppEnv } from '../env';
import { nameSchema } from '../lib/display-name';
import { ApiError } from '../lib/errors';
import { localeOf } from '../lib/messages';
import { clientAddress, consumeAttempt } from '../lib/rate-limit';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { MINUTE, nowIso } from '../lib/time';
import { findPromo } from './promo-store';

const tags = ['promo'];

/** Lookups per client address: codes are short, so guessing them must be slow. */
const LOOKUPS_PER_MINUTE = { max: 20, windowMs: MINUTE };

const PromoRegistrationSchema = RegisterSchema.extend({
  name: nameSchema().min(1),
  promo: z.string().trim().min(1).max(64),
}).openapi('PromoRegistration');

const promoRegistration = createRoute({
  method: 'post',
  path: '/auth/users/promo-user-registration',
  tags,
  summary: 'Create an account with a promo code; its bonus is credited to the new team',
  request: { body: jsonBody(PromoRegistrationSchema) },
  responses: {
    201: jsonResponse(TokenPairSchema, 'Signed in'),
    400: errorResponse('Invalid input or promo code'),
    409: errorResponse('The email is taken'),
    429: errorResponse('Too many registrations from this address; see Retry-After'),
  },
});

const PromoDaysSchema = z
  .object({
    name: z.string(),
    days: z.number().int(),
    bonusKopecks: z.number().int(),
    valid: z.boolean(),
    usedByYou: z
      .boolean()
      .optional()
      .openapi({ description: 'Present when the caller is signed in: they already redeemed it' }),
  })
  .openapi('PromoDays');

const promoDays = createRoute({
  method: 'get',
  path: '/promocodes/promo-days',
  tags,
  summary: 'What a promo code gives',
  request: {
    query: z.object({
      name: z
        .string()
        .trim()
        .min(1)
        .max(64)
        .openapi({ param: { name: 'name', in: 'query' }, example: 'BESEDA2026' }),
    }),
  },
  responses: {
    200: jsonResponse(PromoDaysSchema, 'The code'),
    400: errorResponse('Invalid input'),
    404: errorResponse('Unknown code'),
    429: errorResponse('Too many lookups; see Retry-After'),
  },
});

/** `/v2/user/...`: promo registration and promo code lookup. */
export const promo = createRouter<AppEnv>()
  .openapi(promoRegistration, async (c) => {
    // The browser it signed up in names the session in the profile's list, as a plain sign-up's does.
    const caller = {
      address: clientAddress(c),
      locale: localeOf(c.req.header('x-ad-locale')),
      device: c.req.header('user-agent'),
    };
    const { pair } = await registerAccount(c.env, c.req.valid('json'), caller);
    return c.json(pair, 201);
  })
  .openapi(promoDays, async (c) => {
    await consumeAttempt(c.env.DB, [`promo-days:ip:${clientAddress(c)}`], LOOKUPS_PER_MINUTE);
    const found = await findPromo(c.env.DB, c.req.valid('query').name, nowIso());
    if (!found) throw new ApiError(404, 'promo_not_found', { field: 'name' });
    const { code, days, bonusKopecks, valid } = found;
    const userId = await callerId(c.env.JWT_SECRET, c.req.header('authorization'));
    if (!userId) return c.json({ name: code, days, bonusKopecks, valid }, 200);
    const used = await c.env.DB.prepare(
      'SELECT 1 FROM promo_redemptions WHERE code = ?1 AND user_id = ?2',
    )
      .bind(code, userId)
      .first();
    return c.json({ name: code, days, bonusKopecks, valid, usedByYou: used !== null }, 200);
  });

/** The signed-in caller's id from a valid access token, or null (the lookup is also public). */
async function callerId(secret: string, authorization: string | undefined) {
  const token = bearerOf(authorization);
  const claims = token ? await verifyAccessToken(secret, token) : null;
  return claims?.userId ?? null;
}
