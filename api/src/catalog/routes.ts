import { Hono } from 'hono';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { localeOf } from '../lib/messages';
import { DEFAULT_MODEL_ID } from '../providers/catalog';
import { servedModels } from '../providers/config';

/** `/v2/llm`: the models this deployment serves (only configured providers). */
export const catalog = new Hono<AuthEnv>().use('*', requireAuth).get('/cabinet/models', (c) => {
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
      },
      demo: model.kind === 'demo',
    };
  });
  const defaultModel = models.some((m) => m.id === DEFAULT_MODEL_ID)
    ? DEFAULT_MODEL_ID
    : (models[0]?.id ?? null);
  return c.json({ models, defaultModel });
});
