import { createRoute, z } from '@hono/zod-openapi';
import {
  bearerSecurity,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';

export const EstimateBodySchema = z
  .object({
    model: z.string().min(1).max(200).openapi({ example: 'gpt:gpt' }),
    chatId: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .openapi({
        description:
          'A chat the caller may read: the turns its shown branch would send (the newest 20, as ' +
          'a send carries) are counted before `messages`',
      }),
    compareModels: z
      .array(z.string().min(1).max(200))
      .max(4)
      .optional()
      .openapi({
        description:
          'Models that also answer the question (compare, decision 165): each is priced too and ' +
          'the estimate is their sum',
      }),
    messages: z
      .array(
        z.object({
          role: z.enum(['user', 'assistant', 'system']),
          content: z.string().max(200_000),
        }),
      )
      .max(500)
      .openapi({ description: 'The turns to send (usually the draft alone, with chatId)' }),
  })
  .openapi('EstimateRequest');

const EstimateSchema = z
  .object({
    inputTokens: z.number().int(),
    estimatedKopecks: z
      .number()
      .int()
      .openapi({
        description:
          'What the send is expected to cost, every answering model together: the input at each ' +
          'model’s price plus the answer it is expected to give (the mean of the caller’s recent ' +
          'answers with it, else 250 tokens), each rounded up',
      }),
    contextWindow: z.number().int(),
    contextUsed: z
      .number()
      .openapi({ description: 'The share of the window the input fills, 0…1 (above 1: too long)' }),
    approximate: z.boolean().openapi({
      description:
        'True when the tokens are estimated from the text’s length (models without a public ' +
        'tokenizer); false for OpenAI’s, counted with their tokenizer',
    }),
  })
  .openapi('Estimate');

export const estimateRoute = createRoute({
  method: 'post',
  path: '/',
  tags: ['generation'],
  security: bearerSecurity,
  summary: 'What a message would cost with a model, before sending it; charges nothing',
  request: { body: jsonBody(EstimateBodySchema) },
  responses: {
    200: jsonResponse(EstimateSchema, 'The estimate'),
    400: errorResponse('Invalid body, or a model this deployment does not serve for text'),
    401: notSignedInResponse,
    404: errorResponse('No chat the caller may read'),
    429: errorResponse('Too many estimates this minute (`ESTIMATES_PER_MINUTE`, default 120)'),
  },
});
