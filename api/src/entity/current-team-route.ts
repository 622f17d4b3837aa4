import { createRoute, z } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth/require-auth';
import {
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { EntitySchema, loadEntity } from './entity-store';

const TeamsSchema = z
  .object({
    currentId: z.string(),
    teams: z.array(
      z.object({ id: z.string(), name: z.string(), role: z.enum(['owner', 'member']) }),
    ),
  })
  .openapi('MyTeams');

const listRoute = createRoute({
  tags: ['entity'],
  security: bearerSecurity,
  method: 'get',
  path: '/',
  summary: 'The teams I belong to and which one I currently act for',
  responses: { 200: jsonResponse(TeamsSchema, 'My teams'), 401: notSignedInResponse },
});

const switchRoute = createRoute({
  tags: ['entity'],
  security: bearerSecurity,
  method: 'put',
  path: '/',
  summary: 'Choose which of my teams I act for (sends are billed to it); only I can change this',
  request: {
    body: jsonBody(z.object({ entityId: z.uuid() }).openapi('CurrentTeam')),
  },
  responses: {
    200: jsonResponse(EntitySchema, 'My current team'),
    400: errorResponse('Invalid input'),
    401: notSignedInResponse,
    404: errorResponse('Not a member of that team'),
  },
});

/** `/v1/entity/current`: the caller switches between the teams they belong to. */
export const currentTeam = createRouter<AuthEnv>();

currentTeam.openapi(listRoute, async (c) => {
  const { entityId, userId } = c.var.auth;
  const { results } = await c.env.DB.prepare(
    `SELECT e.id, e.name, m.role FROM entity_members m JOIN entities e ON e.id = m.entity_id
     WHERE m.user_id = ?1 ORDER BY m.role = 'owner' DESC, e.name`,
  )
    .bind(userId)
    .all<{ id: string; name: string; role: 'owner' | 'member' }>();
  return c.json({ currentId: entityId, teams: results }, 200);
});

currentTeam.openapi(switchRoute, async (c) => {
  const { userId } = c.var.auth;
  const { entityId } = c.req.valid('json');
  const team = await loadEntity(c.env.DB, entityId, userId, c.env);
  await c.env.DB.prepare(
    `UPDATE users SET entity_id = ?2 WHERE id = ?1
     AND EXISTS (SELECT 1 FROM entity_members WHERE entity_id = ?2 AND user_id = ?1)`,
  )
    .bind(userId, entityId)
    .run();
  return c.json(team, 200);
});
