import { createFactory } from 'hono/factory';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { ApiError } from '../lib/errors';
import { createRouter, documentRoute } from '../lib/router';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import { requireSecondFactorIfOn } from '../two-factor/second-factor';
import { probeServer } from './connect-check';
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
import { listServers, ownServer, sealHeaders, toServerJson } from './server-store';

const factory = createFactory<AuthEnv>();

/**
 * `/v1/mcp/servers`: each person's remote MCP servers (docs/decisions/144-mcp-tools.md). A server
 * is connected before it is saved; its headers are sealed and never answered.
 */
export const mcpServers = createRouter<AuthEnv>();
mcpServers.use('*', requireAuth);

mcpServers.openapi(listServersRoute, async (c) => {
  const rows = await listServers(c.env.DB, c.var.auth.userId);
  return c.json({ servers: rows.map(toServerJson) }, 200);
});

documentRoute(mcpServers, createServerRoute);
mcpServers.post(
  '/',
  ...factory.createHandlers(validate('json', ServerCreateSchema), async (c) => {
    const { name, url, headers = {}, code, passkey } = c.req.valid('json');
    const { userId } = c.var.auth;
    const db = c.env.DB;
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
    const { transport, tools } = await probeServer(c.env, url, headers);
    const id = crypto.randomUUID();
    const now = nowIso();
    // The count is checked again in the insert, so two adds at once cannot pass the cap.
    const inserted = await db
      .prepare(
        `INSERT INTO mcp_servers (id, user_id, scope, name, url, transport, headers_sealed, status,
           tools, enabled, approval, created_at, updated_at)
         SELECT ?1, ?2, 'user', ?3, ?4, ?5, ?6, 'connected', ?7, 1, 'always', ?8, ?8
         WHERE (SELECT count(*) FROM mcp_servers WHERE user_id = ?2) < ?9`,
      )
      .bind(
        id,
        userId,
        name,
        url,
        transport,
        await sealHeaders(c.env, headers),
        JSON.stringify(tools),
        now,
        MAX_SERVERS,
      )
      .run();
    if (inserted.meta.changes !== 1)
      throw new ApiError(409, 'mcp_server_limit', { max: MAX_SERVERS });
    return c.json({ server: toServerJson(await ownServer(db, id, userId)) }, 201);
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
      const row = await ownServer(db, id, userId);
      if (patch.headers && Object.keys(patch.headers).length > 0) {
        await requireSecondFactorIfOn(c.env, userId, patch.code, patch.passkey);
      }
      let connection: { transport: string; tools: string; status: string; error: string | null } =
        row;
      let sealed = row.headers_sealed;
      if (patch.headers) {
        // New headers: connect with them, so the status and tools say what they now give.
        sealed = await sealHeaders(c.env, patch.headers);
        connection = await probeServer(c.env, row.url, patch.headers).then(
          ({ transport, tools }) => ({
            transport,
            tools: JSON.stringify(tools),
            status: 'connected',
            error: null,
          }),
          () => ({ ...row, status: 'error', error: 'mcp_unreachable' }),
        );
      }
      await db
        .prepare(
          `UPDATE mcp_servers SET name = ?3, enabled = ?4, approval = ?5, headers_sealed = ?6,
             transport = ?7, tools = ?8, status = ?9, error = ?10, updated_at = ?11
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
        )
        .run();
      return c.json({ server: toServerJson(await ownServer(db, id, userId)) }, 200);
    },
  ),
);

mcpServers.openapi(deleteServerRoute, async (c) => {
  const { id } = c.req.valid('param');
  const { userId } = c.var.auth;
  await ownServer(c.env.DB, id, userId);
  await c.env.DB.prepare('DELETE FROM mcp_servers WHERE id = ?1 AND user_id = ?2')
    .bind(id, userId)
    .run();
  return c.body(null, 204);
});
