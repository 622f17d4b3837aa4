import { createRoute, z } from '@hono/zod-openapi';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { localeOf } from '../lib/messages';
import { bearerSecurity, createRouter, jsonResponse, notSignedInResponse } from '../lib/router';
import { type CatalogModel, DEFAULT_MODEL_ID } from '../providers/catalog';
import { reasons } from '../providers/reasoning';
import { availableModels } from './model-overrides';

const ModelSchema = z
  .object({
    id: z.string().openapi({ example: 'gemini:gemini-25-flash' }),
    provider: z.string(),
    llm: z.string(),
    title: z.string().openapi({ description: 'In the caller’s X-Ad-Locale; the same as `name`' }),
    name: z.string().openapi({
      description: 'The friendly name, in the caller’s X-Ad-Locale',
      example: 'GPT-4o',
    }),
    contextWindow: z.number().int().nullable().openapi({
      description: 'Tokens the model reads at most (prompt and answer); null for image models',
      example: 128_000,
    }),
    capabilities: z
      .array(z.enum(['text', 'vision', 'webSearch', 'search', 'image', 'reasoning', 'tools']))
      .openapi({
        description:
          'What the model does: `reasoning`, `tools`, `vision`, `image`, `search` (web search ' +
          'through the `browsing` flag; `webSearch` is its older name, kept) and `text`',
      }),
    prices: z
      .object({
        inputKopecksPer1000: z.number(),
        outputKopecksPer1000: z.number(),
        reasoningKopecksPer1000: z.number().openapi({
          description: 'Thinking tokens: the model’s own reasoning price, else its output price',
        }),
      })
      .openapi({ description: 'Kopecks per 1,000 tokens (may be fractional); 0 for free models' }),
    reasoningEffort: z.boolean().openapi({
      description:
        'A reasoning model that takes the send route’s `reasoningEffort` (low, medium, high)',
    }),
    price: z.object({
      inputKopecksPerMillion: z.number(),
      outputKopecksPerMillion: z.number(),
      kopecksPerImage: z.number().optional().openapi({ description: 'Image models only' }),
    }),
    image: z
      .object({ sizes: z.array(z.string()), maxImages: z.number().int(), canEdit: z.boolean() })
      .optional()
      .openapi({ description: 'Image models (capability `image`): sizes, count, refinement' }),
    demo: z.boolean(),
  })
  .openapi('Model');

const ModelListSchema = z
  .object({ models: z.array(ModelSchema), defaultModel: z.string().nullable() })
  .openapi('ModelList');

const listModels = createRoute({
  method: 'get',
  path: '/cabinet/models',
  tags: ['catalog'],
  security: bearerSecurity,
  summary: 'The models this deployment serves (only configured providers)',
  responses: {
    200: jsonResponse(ModelListSchema, 'The models and the default one'),
    401: notSignedInResponse,
  },
});

/** A model's prices per 1,000 tokens, from its prices per million. */
function pricesPer1000(model: CatalogModel) {
  return {
    inputKopecksPer1000: model.inputKopecksPerMillion / 1000,
    outputKopecksPer1000: model.outputKopecksPerMillion / 1000,
    reasoningKopecksPer1000:
      (model.reasoningKopecksPerMillion ?? model.outputKopecksPerMillion) / 1000,
  };
}

/** `/v2/llm`: the models this deployment serves (only configured providers). */
export const catalog = createRouter<AuthEnv>();
catalog.use('*', requireAuth);

catalog.openapi(listModels, async (c) => {
  const locale = localeOf(c.req.header('x-ad-locale'));
  const models = (await availableModels(c.env)).map((model) => {
    const [provider = '', llm = ''] = model.id.split(':');
    return {
      id: model.id,
      provider,
      llm,
      title: model.title[locale],
      name: model.title[locale],
      contextWindow: model.contextWindow,
      capabilities: model.capabilities,
      prices: pricesPer1000(model),
      reasoningEffort: reasons(model) && model.takesEffort === true,
      price: {
        inputKopecksPerMillion: model.inputKopecksPerMillion,
        outputKopecksPerMillion: model.outputKopecksPerMillion,
        ...(model.image ? { kopecksPerImage: model.image.kopecksPerImage } : {}),
      },
      ...(model.image
        ? {
            image: {
              sizes: model.image.sizes,
              maxImages: model.image.maxImages,
              canEdit: model.image.canEdit,
            },
          }
        : {}),
      demo: model.kind === 'demo',
    };
  });
  const defaultModel = models.some((m) => m.id === DEFAULT_MODEL_ID)
    ? DEFAULT_MODEL_ID
    : (models[0]?.id ?? null);
  return c.json({ models, defaultModel }, 200);
});
