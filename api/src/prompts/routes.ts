import { Hono } from 'hono';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { localeOf } from '../lib/messages';

type Row = {
  group_id: string;
  group_name: string;
  prompt_id: string | null;
  title: string | null;
  text: string | null;
};

/** `/v2/prompts`: prompt template groups with their prompts, in the caller's language. */
export const prompts = new Hono<AuthEnv>().use('*', requireAuth).get('/groups', async (c) => {
  const locale = localeOf(c.req.header('x-ad-locale'));
  const rows = await c.env.DB.prepare(
    `SELECT g.id AS group_id, g.name AS group_name, p.id AS prompt_id, p.title, p.text
     FROM prompt_groups g LEFT JOIN prompts p ON p.group_id = g.id
     WHERE g.locale = ?1 ORDER BY g.position, g.id, p.position, p.id`,
  )
    .bind(locale)
    .all<Row>();
  const groups = new Map<string, { id: string; name: string; prompts: object[] }>();
  for (const row of rows.results) {
    const group = groups.get(row.group_id) ?? {
      id: row.group_id,
      name: row.group_name,
      prompts: [],
    };
    groups.set(row.group_id, group);
    if (row.prompt_id) group.prompts.push({ id: row.prompt_id, title: row.title, text: row.text });
  }
  return c.json({ items: [...groups.values()] });
});
