import { createFactory } from 'hono/factory';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { ApiError } from '../lib/errors';
import { createRouter, documentRoute } from '../lib/router';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import { requireSecondFactorIfOn } from '../two-factor/second-factor';
import {
  createServerRoute,
  deleteServerRoute,
  listServersRoute,
  MAX_SERVERS,
  ServerCreateSchema,
  ServerIdParamSchema,
  ServerUpdateSchema,
  updateServerRoute,
} from './contract';
import { oauthRedirectUrl } from './oauth-provider';
import { connectServer } from './server-connection';
import {
  addServer,
  changeServer,
  editableServer,
  listServers,
  ownsTeam,
  removeServer,
  type ServerOwner,
  sealHeaders,
  serversOf,
  toServerJson,
  visibleServer,
} from './server-store';

const factory = createFactory<AuthEnv>();

/**
 * `/v1/mcp/servers`: each person's remote MCP servers (docs/decisions/144-mcp-tools.md) and their
 * team's, which only the team owner changes (docs/decisions/168-mcp-team-servers-and-oauth.md). A
 * server is connected before it is saved, or waits for OAuth (`needs_auth`); its headers and
 * tokens are sealed and never answered. They live in D1 until their owner's move, then in the
 * owner's object (docs/decisions/205-team-object-and-mcp-servers.md).
 */
export const mcpServers = createRouter<AuthEnv>();
mcpServers.use('*', requireAuth);

mcpServers.openapi(listServersRoute, async (c) => {
  const rows = await listServers(c.env, c.var.auth);
  return c.json({ servers: rows.map((row) => toServerJson(row, c.var.auth)) }, 200);
});

documentRoute(mcpServers, createServerRoute);
mcpServers.post(
  '/',
  ...factory.createHandlers(validate('json', ServerCreateSchema), async (c) => {
    const { name, url, headers = {}, scope = 'user', code, passkey } = c.req.valid('json');
    const { userId, entityId, sessionId } = c.var.auth;
    const db = c.env.DB;
    if (scope === 'team' && !(await ownsTeam(db, c.var.auth))) {
      throw new ApiError(403, 'mcp_team_owner_only');
    }
    // Headers carry the person's secrets to another server: the second factor again (decision 167).
    if (Object.keys(headers).length > 0) {
      await requireSecondFactorIfOn(c.env, userId, code, passkey);
    }
    // A person has up to MAX_SERVERS of their own, and a team up to as many.
    const owner: ServerOwner =
      scope === 'team' ? { kind: 'team', id: entityId } : { kind: 'person', id: userId };
    if ((await serversOf(c.env, owner)).length >= MAX_SERVERS)
      throw new ApiError(409, 'mcp_server_limit', { max: MAX_SERVERS });
    const connection = await connectServer(
      c.env,
      { url, headers, oauthSealed: null },
      oauthRedirectUrl(c.env, c.req.url),
      sessionId,
    );
    const id = crypto.randomUUID();
    const now = nowIso();
    const added = await addServer(
      c.env,
      {
        id,
        user_id: userId,
        scope,
        entity_id: scope === 'team' ? entityId : null,
        name,
        url,
        transport: connection.transport,
        headers_sealed: await sealHeaders(c.env, headers),
        status: connection.status,
        error: null,
        tools: connection.tools,
        enabled: 1,
        approval: 'always',
        oauth_sealed: connection.oauth_sealed,
        oauth_state: connection.oauth_state,
        authorize_url: connection.authorize_url,
        oauth_session_id: connection.oauth_session_id,
        created_at: now,
        updated_at: now,
      },
      MAX_SERVERS,
    );
    if (!added) throw new ApiError(409, 'mcp_server_limit', { max: MAX_SERVERS });
    const row = await visibleServer(c.env, id, c.var.auth);
    return c.json({ server: toServerJson(row, c.var.auth) }, 201);
  }),
);

documentRoute(mcpServers, updateServerRoute);
mcpServers.patch(
  '/:id',
  ...factory.createHandlers(
    validate('param', ServerIdParamSchema),
    validate('json', ServerUpdateSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const patch = c.req.valid('json');
      const { userId } = c.var.auth;
      const row = await editableServer(c.env, id, c.var.auth);
      if (patch.headers && Object.keys(patch.headers).length > 0) {
        await requireSecondFactorIfOn(c.env, userId, patch.code, patch.passkey);
      }
      let connection = { ...row };
      let sealed = row.headers_sealed;
      if (patch.headers) {
        // New headers: connect with them, so the status and tools say what they now give.
        sealed = await sealHeaders(c.env, patch.headers);
        connection = await connectServer(
          c.env,
          { url: row.url, headers: patch.headers, oauthSealed: row.oauth_sealed },
          oauthRedirectUrl(c.env, c.req.url),
          c.var.auth.sessionId,
        ).then(
          (found) => ({ ...row, ...found, error: null }),
          () => ({ ...row, status: 'error' as const, error: 'mcp_unreachable' }),
        );
      }
      await changeServer(c.env, row, {
        name: patch.name ?? row.name,
        enabled: patch.enabled === undefined ? row.enabled : Number(patch.enabled),
        approval: patch.approval ?? row.approval,
        headers_sealed: sealed,
        transport: connection.transport,
        tools: connection.tools,
        status: connection.status,
        error: connection.error,
        updated_at: nowIso(),
        oauth_sealed: connection.oauth_sealed,
        oauth_state: connection.oauth_state,
        authorize_url: connection.authorize_url,
        oauth_session_id: connection.oauth_session_id,
      });
      return c.json(
        { server: toServerJson(await visibleServer(c.env, id, c.var.auth), c.var.auth) },
        200,
      );
    },
  ),
);

mcpServers.openapi(deleteServerRoute, async (c) => {
  const { id } = c.req.valid('param');
  const row = await editableServer(c.env, id, c.var.auth);
  // Its sealed headers and OAuth tokens go with the row.
  await removeServer(c.env, row);
  return c.body(null, 204);
});
