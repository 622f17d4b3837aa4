import { createRoute, z } from '@hono/zod-openapi';
import type { AppEnv } from '../env';
import { localeOf } from '../lib/messages';
import { clientAddress, consumeAttempt, limitFrom } from '../lib/rate-limit';
import { createRouter, errorResponse, jsonResponse } from '../lib/router';
import { availableModels } from './model-overrides';
import { priceList } from './price-list';

const PriceSchema = z.object({
  unit: z.enum([
    'million_input_tokens',
    'million_output_tokens',
    'image',
    'grid',
    'upscale',
    'minute',
    'thousand_chars',
  ]),
  kopecks: z.number().int(),
});

const PriceListSchema = z
  .object({
    tools: z.array(
      z.object({
        id: z.enum([
          'text',
          'image',
          'midjourney',
          'transcription',
          'speech',
          'avatar',
          'text-studio',
        ]),
        available: z.boolean(),
        models: z.array(
          z.object({ id: z.string(), title: z.string(), prices: z.array(PriceSchema) }),
        ),
      }),
    ),
  })
  .openapi('PriceList');

const pricesRoute = createRoute({
  tags: ['catalog'],
  method: 'get',
  path: '/',
  summary: 'Public: every tool, the models serving it and their prices in kopecks (no sign-in)',
  responses: {
    200: jsonResponse(PriceListSchema, 'The price list in the caller’s X-Ad-Locale'),
    429: errorResponse('Too many calls from this address'),
  },
});

/** Price list calls allowed per address and minute (`PRICES_PER_MINUTE`, default 60). */
const pricesLimit = (env: AppEnv['Bindings']) =>
  limitFrom(env.PRICES_PER_MINUTE, '60', { max: 60, windowMs: 60_000 });

/** `/v1/prices`: the live price list for anyone, e.g. the public /gen page. Rate-limited. */
export const prices = createRouter<AppEnv>();

prices.openapi(pricesRoute, async (c) => {
  await consumeAttempt(c.env.DB, [`prices:ip:${clientAddress(c)}`], pricesLimit(c.env));
  const served = await availableModels(c.env);
  const tools = priceList(c.env, served, localeOf(c.req.header('x-ad-locale')));
  return c.json({ tools }, 200, {
    'Cache-Control': 'public, max-age=60',
    Vary: 'X-Ad-Locale',
  });
});
