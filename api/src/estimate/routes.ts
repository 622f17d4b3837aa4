import { bodyLimit } from 'hono/body-limit';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { costKopecks } from '../billing/cost';
import { findAvailableModel } from '../catalog/model-overrides';
import { chatsOf } from '../chat/chat-db';
import { chatAccess } from '../chat/chat-store';
import type { Env } from '../env';
import { ApiError } from '../lib/errors';
import { defineIssueTexts } from '../lib/issue-texts';
import { consumeAttempt, limitFrom } from '../lib/rate-limit';
import { createRouter, documentRoute } from '../lib/router';
import { validate } from '../lib/validate';
import { validationError } from '../lib/validation-error';
import { branchPathCte } from '../messages/tree';
import { EstimateBodySchema, estimateRoute } from './contract';
import { type CountedTurn, countInputTokens } from './count-tokens';
import { expectedOutputTokens } from './expected-output';

const rules = defineIssueTexts({
  estimate_text_model: {
    en: 'must name a text model this service offers',
    ru: 'должно указывать на текстовую модель, которую предлагает сервис',
  },
});

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
  const modelIds = [body.model, ...(body.compareModels ?? []).filter((id) => id !== body.model)];
  // One round of reads: the models, the attempt (every request counts, as for sign-in) and the
  // chat's turns; a refusal of any discards the others (decision 141).
  const [models, , history] = await Promise.all([
    Promise.all(modelIds.map((id) => findAvailableModel(c.env, id))),
    consumeAttempt(c.env.DB, [`estimate:user:${userId}`], estimatesPerMinute(c.env)),
    body.chatId ? shownTurns(c.env, body.chatId, userId) : [],
  ]);
  const textModels = models.flatMap((model, at) => {
    if (!model?.capabilities.includes('text') || model.contextWindow === null) {
      throw validationError(at === 0 ? 'model' : 'compareModels', rules.estimate_text_model);
    }
    return [{ model, contextWindow: model.contextWindow }];
  });
  // Every model that answers is priced: its own count of the input and the answer it is
  // expected to give this person (decision 209).
  const own = await chatsOf(c.env, userId);
  const priced = await Promise.all(
    textModels.map(async ({ model, contextWindow }) => {
      const [counted, output] = await Promise.all([
        countInputTokens(c.env, model, [...history, ...body.messages]),
        expectedOutputTokens(own, userId, model.id),
      ]);
      return {
        model: model.id,
        inputTokens: counted.tokens,
        approximate: counted.approximate,
        contextWindow,
        estimatedKopecks: costKopecks(model, { input: counted.tokens, output }),
      };
    }),
  );
  const [lead] = priced as [(typeof priced)[number]];
  return c.json(
    {
      inputTokens: lead.inputTokens,
      estimatedKopecks: priced.reduce((sum, one) => sum + one.estimatedKopecks, 0),
      contextWindow: lead.contextWindow,
      contextUsed: Math.round((lead.inputTokens / lead.contextWindow) * 10_000) / 10_000,
      approximate: lead.approximate,
      models: priced.map(({ model, estimatedKopecks }) => ({ model, estimatedKopecks })),
    },
    200,
  );
});

/**
 * The newest turns of the branch a readable chat shows (404 for anyone else's chat), read where
 * the chat's owner keeps their conversations.
 */
async function shownTurns(
  env: Pick<Env, 'DB' | 'PERSON'>,
  chatId: string,
  userId: string,
): Promise<CountedTurn[]> {
  const { db } = await chatAccess(env, chatId, userId);
  const turns = await db
    .prepare(
      `${branchPathCte}
         SELECT m.role, m.content FROM path JOIN messages m ON m.id = path.id
         WHERE m.status != 'error' AND m.content != ''
         ORDER BY path.depth LIMIT ${HISTORY_TURNS}`,
    )
    .bind(chatId, null)
    .all<CountedTurn>();
  return turns.results.reverse();
}
