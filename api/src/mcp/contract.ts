import { createRoute, z } from '@hono/zod-openapi';
import {
  bearerSecurity,
  errorResponse,
  jsonBody,
  jsonResponse,
  notSignedInResponse,
} from '../lib/router';
import { SecondFactorCodeSchema, SecondFactorPasskeySchema } from '../two-factor/second-factor';

/** How many MCP servers one person may add. */
export const MAX_SERVERS = 20;

export const ServerIdParamSchema = z.object({ id: z.string().min(1).max(100) });

const ServerName = z.string().trim().min(1).max(60);
/** Header names as HTTP allows them; values are the person's secrets (e.g. a bearer token). */
const HeadersSchema = z
  .record(z.string().regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/), z.string().max(4000))
  .refine((headers) => Object.keys(headers).length <= 10)
  .openapi({
    description: 'Sent with every call to the server; stored encrypted, never returned',
    example: { Authorization: 'Bearer …' },
  });
const Approval = z.enum(['always', 'never']).openapi({
  description:
    '`always`: each call waits for the person to approve it; `never`: calls run directly',
});

export const ServerCreateSchema = z
  .object({
    name: ServerName,
    url: z.string().trim().url().max(2000),
    headers: HeadersSchema.optional(),
    scope: z.enum(['user', 'team']).optional().openapi({
      description:
        '`user` (default): the caller’s own; `team`: for every member of the caller’s current team (its owner only)',
    }),
    code: SecondFactorCodeSchema,
    passkey: SecondFactorPasskeySchema,
  })
  .openapi('McpServerCreate');

export const ServerUpdateSchema = z
  .object({
    name: ServerName.optional(),
    enabled: z.boolean().optional(),
    approval: Approval.optional(),
    headers: HeadersSchema.optional(),
    code: SecondFactorCodeSchema,
    passkey: SecondFactorPasskeySchema,
  })
  .openapi('McpServerUpdate');

export const ServerSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    url: z.string(),
    transport: z.enum(['http', 'sse']),
    scope: z.enum(['user', 'team']),
    status: z.enum(['connected', 'needs_auth', 'error']),
    error: z.string().optional(),
    tools: z.array(
      z.object({
        name: z.string(),
        description: z.string().openapi({ description: 'From the server: untrusted plain text' }),
      }),
    ),
    enabled: z.boolean(),
    approval: Approval,
    authorizeUrl: z.string().optional().openapi({
      description: 'While `needs_auth`: the authorization server’s page the person opens',
    }),
    editable: z.boolean().openapi({
      description: 'Whether the caller may change it (false for a team member on a team server)',
    }),
  })
  .openapi('McpServer');

const ServerAnswer = z.object({ server: ServerSchema });
const common = { tags: ['mcp'], security: bearerSecurity };
const noServer = errorResponse('No such server of the caller');

export const listServersRoute = createRoute({
  ...common,
  method: 'get',
  path: '/',
  operationId: 'listMcpServers',
  summary: 'The caller’s MCP servers and the tools each offers',
  responses: {
    200: jsonResponse(z.object({ servers: z.array(ServerSchema) }), 'The servers'),
    401: notSignedInResponse,
  },
});

export const createServerRoute = createRoute({
  ...common,
  method: 'post',
  path: '/',
  operationId: 'createMcpServer',
  summary: 'Add a remote MCP server (Streamable HTTP, falling back to SSE); it is connected first',
  request: { body: jsonBody(ServerCreateSchema) },
  responses: {
    201: jsonResponse(
      ServerAnswer,
      'Connected and listed, or (a protected server) `needs_auth` with `authorizeUrl`',
    ),
    400: errorResponse(
      'Invalid input; mcp_unsafe_url (not https, or not a public address); mcp_unreachable',
    ),
    401: notSignedInResponse,
    403: errorResponse('mcp_team_owner_only: a team server, and the caller does not own the team'),
    409: errorResponse(`mcp_server_limit: the caller already has ${MAX_SERVERS} servers`),
  },
});

export const updateServerRoute = createRoute({
  ...common,
  method: 'patch',
  path: '/{id}',
  operationId: 'updateMcpServer',
  summary: 'Rename, enable or disable, set approval, or replace the headers (reconnects)',
  request: { params: ServerIdParamSchema, body: jsonBody(ServerUpdateSchema) },
  responses: {
    200: jsonResponse(ServerAnswer, 'The server'),
    400: errorResponse('Invalid input'),
    401: notSignedInResponse,
    403: errorResponse('mcp_team_read_only: the caller’s team’s server, and they do not own it'),
    404: noServer,
  },
});

export const deleteServerRoute = createRoute({
  ...common,
  method: 'delete',
  path: '/{id}',
  operationId: 'deleteMcpServer',
  summary: 'Delete a server with its stored headers',
  request: { params: ServerIdParamSchema },
  responses: {
    204: { description: 'Deleted' },
    401: notSignedInResponse,
    403: errorResponse('mcp_team_read_only: the caller’s team’s server, and they do not own it'),
    404: noServer,
  },
});

export const OAuthCallbackSchema = z
  .object({ code: z.string().min(1).max(2000), state: z.string().min(1).max(200) })
  .openapi('McpOAuthCallback');

export const oauthCallbackRoute = createRoute({
  ...common,
  method: 'post',
  path: '/callback',
  operationId: 'completeMcpOAuth',
  summary:
    'Finish a protected server’s authorization: the front’s callback forwards code and state (not on the `/api` allow-list)',
  request: { body: jsonBody(OAuthCallbackSchema) },
  responses: {
    200: jsonResponse(ServerAnswer, 'Connected, with its tools'),
    400: errorResponse('mcp_oauth_failed: unknown state, or the exchange failed'),
    401: notSignedInResponse,
  },
});
