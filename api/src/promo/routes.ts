import { createRoute, z } from '@hono/zod-openapi';
import { registerAccount } from '../auth/register-account';
import { RegisterSchema, TokenPairSchema } from '../auth/schemas';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { nowIso } from '../lib/time';
import { findPromo } from './promo-store';

const tags = ['promo'];

const PromoRegistrationSchema = RegisterSchema.extend({
  name: z.string().trim().min(1).max(100),
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
  },
});

const PromoDaysSchema = z
  .object({
    name: z.string(),
    days: z.number().int(),
    bonusKopecks: z.number().int(),
    valid: z.boolean(),
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
  },
});

/** `/v2/user/...`: promo registration and promo code lookup. */
export const promo = createRouter<AppEnv>()
  .openapi(promoRegistration, async (c) => {
    const { pair } = await registerAccount(c.env, c.req.valid('json'));
    return c.json(pair, 201);
  })
  .openapi(promoDays, async (c) => {
    const found = await findPromo(c.env.DB, c.req.valid('query').name, nowIso());
    if (!found) throw new ApiError(404, 'promo_not_found', { field: 'name' });
    const { code, days, bonusKopecks, valid } = found;
    return c.json({ name: code, days, bonusKopecks, valid }, 200);
  });
