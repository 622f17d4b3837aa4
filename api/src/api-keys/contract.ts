import { createRoute, z } from '@hono/zod-openapi';
import {
  bearerSecurity,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { SecondFactorCodeSchema, SecondFactorPasskeySchema } from '../two-factor/second-factor';

/** How many live keys one person may have. */
export const MAX_API_KEYS = 20;

export const ApiKeyCreateSchema = z
  .object({
    name: z.string().trim().min(1).max(60),
    monthlyCapKopecks: z.number().int().min(1).max(100_000_000).optional().openapi({
      description: 'Most the key may spend in a Moscow calendar month; unset → only the balance',
    }),
    code: SecondFactorCodeSchema,
    passkey: SecondFactorPasskeySchema,
  })
  .openapi('ApiKeyCreate');

export const ApiKeyIdParamSchema = z.object({ id: z.string().min(1).max(100) });

export const ApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z
      .string()
      .openapi({ example: 'bsk_Ab3dE9xQ', description: 'The key’s first characters' }),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    spentKopecks: z.number().int().openapi({ description: 'Spent with the key, all time' }),
    monthSpentKopecks: z.number().int().openapi({ description: 'Spent this Moscow month' }),
    monthlyCapKopecks: z.number().int().nullable(),
  })
  .openapi('ApiKey');

export const CreatedApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    key: z
      .string()
      .openapi({ description: 'The key itself, shown this once; only its hash is kept' }),
    prefix: z.string(),
    createdAt: z.string(),
  })
  .openapi('CreatedApiKey');

const common = { tags: ['api keys'], security: bearerSecurity };

export const listApiKeysRoute = createRoute({
  ...common,
  method: 'get',
  path: '/',
  summary: 'The caller’s live API keys (never the keys themselves)',
  responses: {
    200: jsonResponse(z.object({ keys: z.array(ApiKeySchema) }), 'The keys, newest first'),
    401: notSignedInResponse,
  },
});

export const createApiKeyRoute = createRoute({
  ...common,
  method: 'post',
  path: '/',
  summary: 'Create a key for the OpenAI-compatible endpoint; the answer shows it once',
  request: { body: jsonBody(ApiKeyCreateSchema) },
  responses: {
    201: jsonResponse(CreatedApiKeySchema, 'Created'),
    400: errorResponse(
      'Invalid input; `two_factor_code_required` or `invalid_two_factor_code` with two-factor on',
    ),
    401: notSignedInResponse,
    409: errorResponse('Too many keys'),
  },
});

export const deleteApiKeyRoute = createRoute({
  ...common,
  method: 'delete',
  path: '/{id}',
  summary: 'Revoke a key: it is refused from then on',
  request: { params: ApiKeyIdParamSchema },
  responses: {
    204: { description: 'Revoked' },
    401: notSignedInResponse,
    404: errorResponse('No such key of the caller'),
  },
});
