import { createRoute, z } from '@hono/zod-openapi';
import {
  bearerSecurity,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';

/** Why an answer was rated; the client offers these as a short list. */
export const RATING_REASONS = [
  'accurate',
  'helpful',
  'wrong',
  'unhelpful',
  'incomplete',
  'unsafe',
  'other',
] as const;

export const RatingInputSchema = z
  .object({
    rating: z.enum(['up', 'down']),
    reason: z.enum(RATING_REASONS).nullable().optional(),
    comment: z.string().trim().max(500).nullable().optional(),
  })
  .openapi('RatingInput');

export const RatingSchema = z
  .object({
    messageId: z.string(),
    rating: z.enum(['up', 'down']).nullable().openapi({ description: 'null: not rated' }),
    reason: z.enum(RATING_REASONS).nullable(),
    comment: z.string().nullable(),
  })
  .openapi('Rating');

export const MessageIdParamSchema = z.object({ id: z.string().min(1).max(100) });
export const ChatIdParamSchema = z.object({ chatId: z.string().min(1).max(100) });

const common = { tags: ['chat'], security: bearerSecurity };
const notFound = errorResponse('No such answer, or not readable by the caller');
const notOwner = errorResponse('read_only_chat: only the chat’s owner rates its answers');

export const putRatingRoute = createRoute({
  ...common,
  method: 'put',
  path: '/rating/{id}',
  summary: 'Rate an answer in an own chat 👍/👎 with an optional reason (replaces the previous)',
  request: { params: MessageIdParamSchema, body: jsonBody(RatingInputSchema) },
  responses: {
    200: jsonResponse(RatingSchema, 'The rating now stored'),
    400: errorResponse('Invalid rating, or the message is not an answer'),
    401: notSignedInResponse,
    403: notOwner,
    404: notFound,
  },
});

export const deleteRatingRoute = createRoute({
  ...common,
  method: 'delete',
  path: '/rating/{id}',
  summary: 'Clear the caller’s rating of an answer',
  request: { params: MessageIdParamSchema },
  responses: {
    200: jsonResponse(RatingSchema, 'Not rated any more'),
    401: notSignedInResponse,
    403: notOwner,
    404: notFound,
  },
});

export const chatRatingsRoute = createRoute({
  ...common,
  method: 'get',
  path: '/chat/{chatId}/ratings',
  summary: 'The caller’s own ratings of the answers in a readable chat',
  request: { params: ChatIdParamSchema },
  responses: {
    200: jsonResponse(z.object({ items: z.array(RatingSchema) }), 'Ratings, by answer'),
    401: notSignedInResponse,
    404: errorResponse('No such chat, or not readable by the caller'),
  },
});
