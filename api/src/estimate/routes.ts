import { bodyLimit } from 'hono/body-limit';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { costKopecks } from '../billing/cost';
import { findAvailableModel } from '../catalog/model-overrides';
import { readableChat } from '../chat/chat-store';
import type { Env } from '../env';
import { ApiError } from '../lib/errors';
import { defineIssueTexts } from '../lib/issue-texts';
import { consumeAttempt, limitFrom } from '../lib/rate-limit';
import { createRouter, documentRoute } from '../lib/router';
import { validate } from '../lib/validate';
import { validationError } from '../lib/validation-error';
import { pathTo } from '../messages/tree';
import { EstimateBodySchema, estimateRoute } from './contract';
import { type CountedTurn, countInputTokens } from './count-tokens';

const rules = defineIssueTexts({
  estimate_text_model: {
    en: 'must name a text model this service offers',
    ru: 'должно указывать на текстовую модель, которую предлагает сервис',
  },
});

/** An answer's usual length, added to the input for the price of the whole exchange. */
const TYPICAL_OUTPUT_TOKENS = 500;
/** As many earlier turns as the web client sends with a question (its `historyLimit`). */
const HISTORY_TURNS = 20;
/** The body: up to 1 MB of turns, as a send's messages, and the JSON around them. */
const MAX_ESTIMATE_BYTES = 1024 * 1024 + 64 * 1024;

const estimatesPerMinute = (env: Env) =>
  limitFrom(env.ESTIMATES_PER_MINUTE, '60', { max: 120, windowMs: 60_000 });

/**
 * `/v1/openai/estimate`: the cost of a message before it is sent (tokens, kopecks, how full the
 * model's window is). Reads, never charges; counted per user against `ESTIMATES_PER_MINUTE`
 * (docs/decisions/141-cost-estimate-and-tokenizer.md).
 */
export const estimate = createRouter<AuthEnv>();
estimate.use('*', requireAuth);
estimate.use(
  '*',
  bodyLimit({
    maxSize: MAX_ESTIMATE_BYTES,
    onError: () => {
      throw new ApiError(413, 'payload_too_large');
    },
  }),
);

documentRoute(estimate, estimateRoute);
estimate.post('/', validate('json', EstimateBodySchema), async (c) => {
  const { userId } = c.var.auth;
  const body = c.req.valid('json');
  const model = await findAvailableModel(c.env, body.model);
  if (!model?.capabilities.includes('text') || model.contextWindow === null) {
    throw validationError('model', rules.estimate_text_model);
  }
  await consumeAttempt(c.env.DB, [`estimate:user:${userId}`], estimatesPerMinute(c.env));
  const history = body.chatId ? await shownTurns(c.env.DB, body.chatId, userId) : [];
  const { tokens, approximate } = await countInputTokens(c.env, model, [
    ...history,
    ...body.messages,
  ]);
  return c.json(
    {
      inputTokens: tokens,
      estimatedKopecks: costKopecks(model, { input: tokens, output: TYPICAL_OUTPUT_TOKENS }),
      contextWindow: model.contextWindow,
      contextUsed: Math.round((tokens / model.contextWindow) * 10_000) / 10_000,
      approximate,
    },
    200,
  );
});

/** The newest turns of the branch a readable chat shows (404 for anyone else's chat). */
async function shownTurns(db: D1Database, chatId: string, userId: string): Promise<CountedTurn[]> {
  await readableChat(db, chatId, userId);
  const leafId = await db
    .prepare(
      `SELECT COALESCE((SELECT current_leaf_id FROM chats WHERE id = ?1),
         (SELECT id FROM messages WHERE chat_id = ?1 ORDER BY seq DESC LIMIT 1)) AS id`,
    )
    .bind(chatId)
    .first<string | null>('id');
  if (!leafId) return [];
  const path = await pathTo(db, chatId, leafId);
  return path
    .filter((m) => m.status !== 'error' && m.content !== '')
    .slice(-HISTORY_TURNS)
    .map(({ role, content }) => ({ role, content }));
}
