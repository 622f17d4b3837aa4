import { createRoute, z } from '@hono/zod-openapi';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { localeOf } from '../lib/messages';
import { bearerSecurity, createRouter, jsonResponse, notSignedInResponse } from '../lib/router';
import { DEFAULT_MODEL_ID } from '../providers/catalog';
import { servedModels } from '../providers/config';

const ModelSchema = z
  .object({
    id: z.string().openapi({ example: 'gemini:gemini-25-flash' }),
    provider: z.string(),
    llm: z.string(),
    title: z.string().openapi({ description: 'In the caller’s X-Ad-Locale' }),
    capabilities: z.array(z.enum(['text', 'vision', 'webSearch', 'image'])),
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

/** `/v2/llm`: the models this deployment serves (only configured providers). */
export const catalog = createRouter<AuthEnv>();
catalog.use('*', requireAuth);

catalog.openapi(listModels, (c) => {
  const locale = localeOf(c.req.header('x-ad-locale'));
  const models = servedModels(c.env).map((model) => {
    const [provider = '', llm = ''] = model.id.split(':');
    return {
      id: model.id,
      provider,
      llm,
      title: model.title[locale],
      capabilities: model.capabilities,
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
