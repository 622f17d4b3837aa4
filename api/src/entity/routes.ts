import { createRoute, z } from '@hono/zod-openapi';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { ledger } from '../ledger/routes';
import { nameSchema } from '../lib/display-name';
import {
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { currentTeam } from './current-team-route';
import { EntitySchema, loadEntity, loadOwnedEntity } from './entity-store';
import { invitations } from './invitations-routes';
import { members } from './members-routes';

const common = { tags: ['entity'], security: bearerSecurity };

const getEntity = createRoute({
  ...common,
  method: 'get',
  path: '/',
  summary: "The caller's current team with its balance",
  responses: { 200: jsonResponse(EntitySchema, 'The team'), 401: notSignedInResponse },
});

const patchEntity = createRoute({
  ...common,
  method: 'patch',
  path: '/',
  summary: 'Rename the team (owner only)',
  request: {
    body: jsonBody(z.object({ name: nameSchema().min(1) }).openapi('EntityUpdate')),
  },
  responses: {
    200: jsonResponse(EntitySchema, 'The team'),
    400: errorResponse('Invalid input'),
    401: notSignedInResponse,
    403: errorResponse('Not the owner'),
  },
});

/** `/v1/entity`: the caller's team (the one in `c.var.auth.entityId`) and its members. */
export const entity = createRouter<AuthEnv>();
entity.use('*', requireAuth);

entity.openapi(getEntity, async (c) => {
  const { entityId, userId } = c.var.auth;
  return c.json(await loadEntity(c.env.DB, entityId, userId, c.env), 200);
});

entity.openapi(patchEntity, async (c) => {
  const { entityId, userId } = c.var.auth;
  await loadOwnedEntity(c.env.DB, entityId, userId);
  await c.env.DB.prepare('UPDATE entities SET name = ?2 WHERE id = ?1')
    .bind(entityId, c.req.valid('json').name)
    .run();
  return c.json(await loadEntity(c.env.DB, entityId, userId, c.env), 200);
});

entity.route('/members', members);
entity.route('/invitations', invitations);
entity.route('/current', currentTeam);
// /ledger, /ledger.csv, /spending: the team's money (issue 12).
entity.route('/', ledger);
