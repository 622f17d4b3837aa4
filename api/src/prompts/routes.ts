import { createRoute, z } from '@hono/zod-openapi';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { localeOf } from '../lib/messages';
import { bearerSecurity, createRouter, jsonResponse, notSignedInResponse } from '../lib/router';

type Row = {
  group_id: string;
  group_name: string;
  prompt_id: string | null;
  title: string | null;
  text: string | null;
};

const PromptSchema = z
  .object({ id: z.string(), title: z.string().nullable(), text: z.string().nullable() })
  .openapi('Prompt');

const PromptGroupSchema = z
  .object({ id: z.string(), name: z.string(), prompts: z.array(PromptSchema) })
  .openapi('PromptGroup');

type PromptGroup = z.infer<typeof PromptGroupSchema>;

const listGroups = createRoute({
  method: 'get',
  path: '/groups',
  tags: ['prompts'],
  security: bearerSecurity,
  summary: 'Prompt template groups with their prompts, in the caller’s X-Ad-Locale',
  responses: {
    200: jsonResponse(z.object({ items: z.array(PromptGroupSchema) }), 'The groups'),
    401: notSignedInResponse,
  },
});

/** `/v2/prompts`: prompt template groups with their prompts, in the caller's language. */
export const prompts = createRouter<AuthEnv>();
prompts.use('*', requireAuth);

prompts.openapi(listGroups, async (c) => {
  const locale = localeOf(c.req.header('x-ad-locale'));
  const rows = await c.env.DB.prepare(
    `SELECT g.id AS group_id, g.name AS group_name, p.id AS prompt_id, p.title, p.text
     FROM prompt_groups g LEFT JOIN prompts p ON p.group_id = g.id
     WHERE g.locale = ?1 ORDER BY g.position, g.id, p.position, p.id`,
  )
    .bind(locale)
    .all<Row>();
  const groups = new Map<string, PromptGroup>();
  for (const row of rows.results) {
    const group = groups.get(row.group_id) ?? {
      id: row.group_id,
      name: row.group_name,
      prompts: [],
    };
    groups.set(row.group_id, group);
    if (row.prompt_id) group.prompts.push({ id: row.prompt_id, title: row.title, text: row.text });
  }
  return c.json({ items: [...groups.values()] }, 200);
});
