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
import { AlertsSchema, alertsOf } from './alerts-view';
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
  summary:
    'Rename the team, keep members to some models, set spending alerts (owner only); ' +
    'a field left out stays as it is',
  request: {
    body: jsonBody(
      z
        .object({
          name: nameSchema().min(1).optional(),
          allowedModels: z
            .array(z.string().min(1).max(200))
            .min(1)
            .max(500)
            .nullable()
            .optional()
            .openapi({ description: 'Catalogue ids members may send to; null: every model' }),
          spendingAlerts: z
            .array(z.number().int().min(1).max(100))
            .max(10)
            .nullable()
            .optional()
            .openapi({
              description:
                "Percents of the team's month (the sum of members' limits, else the month's " +
                'top-ups) at which the owner is mailed once; null: none',
            }),
          lowBalanceKopecks: z.number().int().min(0).nullable().optional().openapi({
            description: 'Mail the owner once when the balance falls under it; null: never',
          }),
        })
        .openapi('EntityUpdate'),
    ),
  },
  responses: {
    200: jsonResponse(EntitySchema, 'The team'),
    400: errorResponse('Invalid input'),
    401: notSignedInResponse,
    403: errorResponse('Not the owner'),
  },
});

const alertsRoute = createRoute({
  ...common,
  method: 'get',
  path: '/alerts',
  summary:
    "This month's spending alerts (the in-app notices): the owner sees the team's, a member their own",
  responses: {
    200: jsonResponse(AlertsSchema, 'The alerts, newest first'),
    401: notSignedInResponse,
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
  const body = c.req.valid('json');
  // Each field given is set; one left out keeps its value (decision 228).
  const list = (value: unknown[] | null | undefined) =>
    value === undefined ? undefined : value === null ? null : JSON.stringify([...new Set(value)]);
  const alerts = body.spendingAlerts?.slice().sort((a, b) => a - b);
  const fields: [string, string | number | null | undefined][] = [
    ['name', body.name],
    ['allowed_models', list(body.allowedModels)],
    ['spending_alerts', list(body.spendingAlerts === null ? null : alerts)],
    ['low_balance_kopecks', body.lowBalanceKopecks],
  ];
  const set = fields.filter(([, value]) => value !== undefined);
  if (set.length > 0) {
    await c.env.DB.prepare(
      `UPDATE entities SET ${set.map(([column], i) => `${column} = ?${i + 2}`).join(', ')}
       WHERE id = ?1`,
    )
      .bind(entityId, ...set.map(([, value]) => value ?? null))
      .run();
  }
  return c.json(await loadEntity(c.env.DB, entityId, userId, c.env), 200);
});

entity.openapi(alertsRoute, async (c) => {
  const { entityId, userId } = c.var.auth;
  const team = await loadEntity(c.env.DB, entityId, userId);
  return c.json(
    { alerts: await alertsOf(c.env, entityId, team.role === 'owner' ? null : userId) },
    200,
  );
});

entity.route('/members', members);
entity.route('/invitations', invitations);
entity.route('/current', currentTeam);
// /ledger, /ledger.csv, /spending: the team's money (issue 12).
entity.route('/', ledger);
