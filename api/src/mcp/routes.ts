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
  editableServer,
  listServers,
  ownsTeam,
  sealHeaders,
  toServerJson,
  visibleServer,
} from './server-store';

const factory = createFactory<AuthEnv>();

/**
 * `/v1/mcp/servers`: each person's remote MCP servers (docs/decisions/144-mcp-tools.md) and their
 * team's, which only the team owner changes (docs/decisions/168-mcp-team-servers-and-oauth.md). A
 * server is connected before it is saved, or waits for OAuth (`needs_auth`); its headers and
 * tokens are sealed and never answered.
 */
export const mcpServers = createRouter<AuthEnv>();
mcpServers.use('*', requireAuth);

mcpServers.openapi(listServersRoute, async (c) => {
  const rows = await listServers(c.env.DB, c.var.auth);
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
    const count = await db
      .prepare('SELECT count(*) AS n FROM mcp_servers WHERE user_id = ?1')
      .bind(userId)
      .first<number>('n');
    if ((count ?? 0) >= MAX_SERVERS)
      throw new ApiError(409, 'mcp_server_limit', { max: MAX_SERVERS });
    const connection = await connectServer(
      c.env,
      { url, headers, oauthSealed: null },
      oauthRedirectUrl(c.env, c.req.url),
      sessionId,
    );
    const id = crypto.randomUUID();
    const now = nowIso();
    // The count is checked again in the insert, so two adds at once cannot pass the cap.
    const inserted = await db
      .prepare(
        `INSERT INTO mcp_servers (id, user_id, scope, name, url, transport, headers_sealed, status,
           tools, enabled, approval, created_at, updated_at, entity_id, oauth_sealed, oauth_state,
           authorize_url, oauth_session_id)
         SELECT ?1, ?2, ?10, ?3, ?4, ?5, ?6, ?11, ?7, 1, 'always', ?8, ?8, ?12, ?13, ?14, ?15, ?16
         WHERE (SELECT count(*) FROM mcp_servers WHERE user_id = ?2) < ?9`,
      )
      .bind(
        id,
        userId,
        name,
        url,
        connection.transport,
        await sealHeaders(c.env, headers),
        connection.tools,
        now,
        MAX_SERVERS,
        scope,
        connection.status,
        scope === 'team' ? entityId : null,
        connection.oauth_sealed,
        connection.oauth_state,
        connection.authorize_url,
        connection.oauth_session_id,
      )
      .run();
    if (inserted.meta.changes !== 1)
      throw new ApiError(409, 'mcp_server_limit', { max: MAX_SERVERS });
    const row = await visibleServer(db, id, c.var.auth);
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
      const db = c.env.DB;
      const row = await editableServer(db, id, c.var.auth);
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
      await db
        .prepare(
          `UPDATE mcp_servers SET name = ?3, enabled = ?4, approval = ?5, headers_sealed = ?6,
             transport = ?7, tools = ?8, status = ?9, error = ?10, updated_at = ?11,
             oauth_sealed = ?12, oauth_state = ?13, authorize_url = ?14, oauth_session_id = ?15
           WHERE id = ?1 AND user_id = ?2`,
        )
        .bind(
          id,
          userId,
          patch.name ?? row.name,
          patch.enabled === undefined ? row.enabled : Number(patch.enabled),
          patch.approval ?? row.approval,
          sealed,
          connection.transport,
          connection.tools,
          connection.status,
          connection.error,
          nowIso(),
          connection.oauth_sealed,
          connection.oauth_state,
          connection.authorize_url,
          connection.oauth_session_id,
        )
        .run();
      return c.json(
        { server: toServerJson(await visibleServer(db, id, c.var.auth), c.var.auth) },
        200,
      );
    },
  ),
);

mcpServers.openapi(deleteServerRoute, async (c) => {
  const { id } = c.req.valid('param');
  const { userId } = c.var.auth;
  await editableServer(c.env.DB, id, c.var.auth);
  // Its sealed headers and OAuth tokens go with the row.
  await c.env.DB.prepare('DELETE FROM mcp_servers WHERE id = ?1 AND user_id = ?2')
    .bind(id, userId)
    .run();
  return c.body(null, 204);
});
