import { createFactory } from 'hono/factory';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { createRouter, documentRoute } from '../lib/router';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import { requireSecondFactorIfOn } from '../two-factor/second-factor';
import {
  ApiKeyCreateSchema,
  createApiKeyRoute,
  deleteApiKeyRoute,
  listApiKeysRoute,
  MAX_API_KEYS,
} from './contract';
import { createKey, listKeys, revokeKey } from './key-store';

registerErrorMessages({
  api_keys_limit: {
    en: `At most ${MAX_API_KEYS} keys at a time. Revoke one you no longer use.`,
    ru: `Не больше ${MAX_API_KEYS} ключей одновременно. Отзовите ключ, который больше не нужен.`,
  },
});

const factory = createFactory<AuthEnv>();

/**
 * `/v1/api-keys`: the caller's keys for the OpenAI-compatible endpoint
 * (docs/decisions/138-personal-api-keys.md). Signed-in cabinet routes; a key itself is never
 * accepted here.
 */
export const apiKeys = createRouter<AuthEnv>();
apiKeys.use('*', requireAuth);

apiKeys.openapi(listApiKeysRoute, async (c) =>
  c.json({ keys: await listKeys(c.env.DB, c.var.auth.userId) }, 200),
);

documentRoute(apiKeys, createApiKeyRoute);
apiKeys.post(
  '/',
  ...factory.createHandlers(validate('json', ApiKeyCreateSchema), async (c) => {
    const { name, monthlyCapKopecks, code, passkey } = c.req.valid('json');
    // A key spends the balance without the password: it asks for the second factor (decision 167).
    await requireSecondFactorIfOn(c.env, c.var.auth.userId, code, passkey);
    const created = await createKey(c.env.DB, {
      userId: c.var.auth.userId,
      name,
      monthlyCapKopecks,
      now: nowIso(),
    });
    if (!created) throw new ApiError(409, 'api_keys_limit');
    return c.json(created, 201, { 'Cache-Control': 'no-store' });
  }),
);

apiKeys.openapi(deleteApiKeyRoute, async (c) => {
  const { id } = c.req.valid('param');
  if (!(await revokeKey(c.env.DB, c.var.auth.userId, id, nowIso()))) {
    throw new ApiError(404, 'not_found');
  }
  return c.body(null, 204);
});
