import { createRoute, z } from '@hono/zod-openapi';
import { bearerSecurity, errorResponse, jsonResponse, notSignedInResponse } from '../lib/router';

export const SearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .openapi({
      description:
        'Words to find in chat titles and message text; each matches as a prefix of its stem ' +
        '(кошки finds кошка, running finds run). Punctuation is plain text, never query syntax.',
      example: 'кошки',
    }),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  take: z.coerce.number().int().min(1).max(50).default(20),
});

const SearchHitSchema = z
  .object({
    chatId: z.string(),
    chatName: z.string(),
    mode: z.string(),
    messageId: z
      .string()
      .nullable()
      .openapi({ description: 'The matching message; null when the chat’s title matched' }),
    role: z.enum(['user', 'assistant', 'system']).nullable(),
    snippet: z.string().openapi({
      description: 'Plain text around the match (… where cut); never markup',
    }),
    marks: z
      .array(z.object({ start: z.number().int(), end: z.number().int() }))
      .openapi({ description: 'The matched words in `snippet`, as UTF-16 offsets [start, end)' }),
    at: z
      .string()
      .openapi({ description: 'When the message was written (title hits: last activity)' }),
  })
  .openapi('SearchHit');

const SearchPageSchema = z
  .object({
    items: z.array(SearchHitSchema),
    page: z.number().int(),
    take: z.number().int(),
    hasMore: z.boolean(),
  })
  .openapi('SearchPage');

export const searchChatsRoute = createRoute({
  tags: ['chat'],
  security: bearerSecurity,
  method: 'get',
  path: '/',
  operationId: 'searchChats',
  summary:
    'Search the titles and messages of the chats the caller owns or that are shared with them',
  request: { query: SearchQuerySchema },
  responses: {
    200: jsonResponse(SearchPageSchema, 'One page of matches: title hits first, then newest'),
    400: errorResponse('Empty or longer than 200 characters q, or invalid page or take'),
    401: notSignedInResponse,
  },
});
