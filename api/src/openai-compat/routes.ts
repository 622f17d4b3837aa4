import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { createRouter, documentRoute, jsonBody, jsonResponse } from '../lib/router';
import { compatModel, compatModels, modelJson } from './compat-models';
import { chatCompletion } from './completions';
import { createEmbeddings } from './embeddings';
import { OpenAiError, openAiErrorResponse } from './errors';
import { type KeyEnv, requireApiKey } from './key-auth';

/** Bodies above this are refused: images travel inline as data URLs. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

const tags = ['openai-compatible'];
const security = [{ apiKey: [] }];
const anyJson = z.record(z.string(), z.unknown());
const openAiError = { description: 'OpenAI’s error shape `{error: {message, type, param, code}}`' };

/**
 * `{api}/openai/v1`: OpenAI's wire format for personal API keys, so the official SDKs work
 * unchanged (docs/decisions/138-personal-api-keys.md). Only `Bearer bsk_…` keys are accepted
 * here, and every error is OpenAI's shape.
 */
export const openaiCompat = createRouter<KeyEnv>();
openaiCompat.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
  type: 'http',
  scheme: 'bearer',
  description: 'A personal API key (bsk_…) from the cabinet; only /openai/v1 accepts it',
});
openaiCompat.use(
  '*',
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new OpenAiError(413, 'invalid_request_field', {
        param: 'body',
        detail: 'the body is too large',
      });
    },
  }),
);
openaiCompat.use('*', requireApiKey);

documentRoute(
  openaiCompat,
  createRoute({
    method: 'get',
    path: '/models',
    tags,
    security,
    summary: 'The text models this key may call, ids `provider:llm`',
    responses: { 200: jsonResponse(anyJson, 'OpenAI’s model list'), 401: openAiError },
  }),
);
openaiCompat.get('/models', async (c) =>
  c.json({ object: 'list', data: (await compatModels(c.env)).map(modelJson) }, 200),
);
openaiCompat.get('/models/:id', async (c) =>
  c.json(modelJson(await compatModel(c.env, c.req.param('id'))), 200),
);

documentRoute(
  openaiCompat,
  createRoute({
    method: 'post',
    path: '/chat/completions',
    tags,
    security,
    summary: 'A chat completion (streamed with `stream: true`), billed to the key owner’s team',
    request: { body: jsonBody(anyJson) },
    responses: {
      200: jsonResponse(anyJson, 'A chat.completion, or chat.completion.chunk events'),
      400: openAiError,
      401: openAiError,
      402: openAiError,
      404: openAiError,
      429: openAiError,
    },
  }),
);
openaiCompat.post('/chat/completions', chatCompletion);

documentRoute(
  openaiCompat,
  createRoute({
    method: 'post',
    path: '/embeddings',
    tags,
    security,
    summary:
      'Embeddings through the knowledge bases’ embedding model (`OPENAI_EMBEDDING_MODEL` or ' +
      'Gemini’s); any other model is 404 model_not_found',
    request: { body: jsonBody(anyJson) },
    responses: {
      200: jsonResponse(anyJson, 'OpenAI’s embedding list with usage'),
      400: openAiError,
      401: openAiError,
      402: openAiError,
      404: openAiError,
      502: openAiError,
    },
  }),
);
openaiCompat.post('/embeddings', createEmbeddings);

openaiCompat.all('*', (c) => {
  throw new OpenAiError(404, 'unknown_url', { url: `${c.req.method} ${c.req.path}` });
});
openaiCompat.onError((err, c) => openAiErrorResponse(c, err));
