import { Hono } from 'hono';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { ApiError } from '../lib/errors';
import { localeOf } from '../lib/messages';

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

/** `/v1/assistants`: the seeded assistants, named in the caller's `X-Ad-Locale`. */
export const assistants = new Hono<AuthEnv>()
  .use('*', requireAuth)
  .get('/', async (c) => {
    const locale = localeOf(c.req.header('x-ad-locale'));
    const rows = await c.env.DB.prepare(
      'SELECT * FROM assistants ORDER BY position, id',
    ).all<AssistantRow>();
    return c.json({ items: rows.results.map((row) => toAssistantJson(row, locale)) });
  })
  .get('/:id', async (c) => {
    const row = await findAssistant(c.env.DB, c.req.param('id'));
    if (!row) throw new ApiError(404, 'not_found');
    return c.json(toAssistantJson(row, localeOf(c.req.header('x-ad-locale'))));
  });
