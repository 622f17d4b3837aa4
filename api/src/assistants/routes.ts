import { createRoute, z } from '@hono/zod-openapi';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { ApiError } from '../lib/errors';
import { localeOf } from '../lib/messages';
import {
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';

export interface AssistantRow {
  id: string;
  name_en: string;
  name_ru: string;
  description_en: string;
  description_ru: string;
  system_prompt: string;
  temperature: number;
}

/** The assistant with this id, or undefined. */
export function findAssistant(db: D1Database, id: string) {
  return db.prepare('SELECT * FROM assistants WHERE id = ?1').bind(id).first<AssistantRow>();
}

function toAssistantJson(row: AssistantRow, locale: 'en' | 'ru') {
  return {
    id: row.id,
    name: locale === 'en' ? row.name_en : row.name_ru,
    description: locale === 'en' ? row.description_en : row.description_ru,
    systemPrompt: row.system_prompt,
    temperature: row.temperature,
  };
}

const AssistantSchema = z
  .object({
    id: z.string(),
    name: z.string().openapi({ description: 'In the caller’s X-Ad-Locale' }),
    description: z.string(),
    systemPrompt: z.string(),
    temperature: z.number(),
  })
  .openapi('Assistant');

const common = { tags: ['assistants'], security: bearerSecurity };

const listAssistants = createRoute({
  ...common,
  method: 'get',
  path: '/',
  summary: 'The assistants a chat can use',
  responses: {
    200: jsonResponse(z.object({ items: z.array(AssistantSchema) }), 'The assistants'),
    401: notSignedInResponse,
  },
});

const getAssistant = createRoute({
  ...common,
  method: 'get',
  path: '/{id}',
  summary: 'One assistant',
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: jsonResponse(AssistantSchema, 'The assistant'),
    401: notSignedInResponse,
    404: errorResponse('No such assistant'),
  },
});

/** `/v1/assistants`: the seeded assistants, named in the caller's `X-Ad-Locale`. */
export const assistants = createRouter<AuthEnv>();
assistants.use('*', requireAuth);

assistants.openapi(listAssistants, async (c) => {
  const locale = localeOf(c.req.header('x-ad-locale'));
  const rows = await c.env.DB.prepare(
    'SELECT * FROM assistants ORDER BY position, id',
  ).all<AssistantRow>();
  return c.json({ items: rows.results.map((row) => toAssistantJson(row, locale)) }, 200);
});

assistants.openapi(getAssistant, async (c) => {
  const row = await findAssistant(c.env.DB, c.req.valid('param').id);
  if (!row) throw new ApiError(404, 'not_found');
  return c.json(toAssistantJson(row, localeOf(c.req.header('x-ad-locale'))), 200);
});
