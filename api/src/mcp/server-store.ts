import type { Env } from '../env';
import { ApiError } from '../lib/errors';
import { seal, unseal } from '../lib/seal';
import type { McpToolInfo, McpTransport } from './mcp-client';

export interface ServerRow {
  id: string;
  user_id: string;
  scope: 'user' | 'team';
  /** The team of a `team` server; null for a person's own. */
  entity_id: string | null;
  name: string;
  url: string;
  transport: McpTransport;
  headers_sealed: string | null;
  status: 'connected' | 'needs_auth' | 'error';
  error: string | null;
  tools: string;
  enabled: number;
  approval: 'always' | 'never';
  /** AES-GCM sealed OAuth state of a protected server (client, verifier, tokens). */
  oauth_sealed: string | null;
  oauth_state: string | null;
  authorize_url: string | null;
  /** The session that started the waiting sign-in; null when a tool call started it. */
  oauth_session_id: string | null;
  created_at: string;
  updated_at: string;
}

const SEAL_PURPOSE = 'mcp-headers';

/** The key headers are sealed with; a missing Worker secret is a configuration error. */
function tokenKey(env: Pick<Env, 'MCP_TOKEN_KEY'>): string {
  if (!env.MCP_TOKEN_KEY) throw new Error('MCP_TOKEN_KEY is not set');
  return env.MCP_TOKEN_KEY;
}

/** Seals a server's headers (AES-GCM under MCP_TOKEN_KEY); none → null. */
export async function sealHeaders(
  env: Pick<Env, 'MCP_TOKEN_KEY'>,
  headers?: Record<string, string>,
) {
  if (!headers || Object.keys(headers).length === 0) return null;
  return seal(tokenKey(env), SEAL_PURPOSE, JSON.stringify(headers));
}

/** A server's headers, opened for a call to it (never for an answer to the browser). */
export async function openHeaders(
  env: Pick<Env, 'MCP_TOKEN_KEY'>,
  row: Pick<ServerRow, 'headers_sealed'>,
): Promise<Record<string, string>> {
  if (!row.headers_sealed) return {};
  const text = await unseal(tokenKey(env), SEAL_PURPOSE, row.headers_sealed);
  return text ? (JSON.parse(text) as Record<string, string>) : {};
}

export const toolsOf = (row: Pick<ServerRow, 'tools'>) => JSON.parse(row.tools) as McpToolInfo[];

/**
 * Whether the viewer may see and finish the server's waiting sign-in: only the person who added
 * it (a team's owner, never a member), and only in the session that started the flow (any of
 * theirs when a tool call started it). Anyone else who had the URL could sign in as themselves
 * with its `state` and bind their account to the server (login CSRF; decision 195).
 */
export const startedSignIn = (
  row: Pick<ServerRow, 'user_id' | 'oauth_session_id'>,
  viewer: Pick<ServerViewer, 'userId' | 'sessionId'>,
) =>
  row.user_id === viewer.userId &&
  (row.oauth_session_id === null || row.oauth_session_id === viewer.sessionId);

/**
 * A server as the api answers it: no headers, no OAuth tokens, tools without their schemas;
 * `authorizeUrl` while it waits for the person who started its sign-in (to them only),
 * `editable` false for a team member.
 */
export function toServerJson(row: ServerRow, viewer: Pick<ServerViewer, 'userId' | 'sessionId'>) {
  const { userId } = viewer;
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    transport: row.transport,
    scope: row.scope,
    status: row.status,
    ...(row.error ? { error: row.error } : {}),
    tools: toolsOf(row).map(({ name, description }) => ({ name, description })),
    enabled: row.enabled === 1,
    approval: row.approval,
    ...(row.status === 'needs_auth' && row.authorize_url && startedSignIn(row, viewer)
      ? { authorizeUrl: row.authorize_url }
      : {}),
    editable: row.scope === 'user' || row.user_id === userId,
  };
}

/** Who asks: the person and the team they currently work in. */
export interface ServerViewer {
  userId: string;
  entityId: string;
  sessionId?: string;
}

/** The SQL condition for the servers a viewer sees: their own and their current team's. */
export const VISIBLE = `((scope = 'user' AND user_id = ?1) OR (scope = 'team' AND entity_id = ?2))`;

/** The person's own servers, then their team's. */
export async function listServers(db: D1Database, viewer: ServerViewer): Promise<ServerRow[]> {
  const { results } = await db
    .prepare(`SELECT * FROM mcp_servers WHERE ${VISIBLE} ORDER BY scope DESC, created_at, rowid`)
    .bind(viewer.userId, viewer.entityId)
    .all<ServerRow>();
  return results;
}

/** A server the viewer sees (their own or their team's); anyone else's is 404. */
export async function visibleServer(
  db: D1Database,
  id: string,
  viewer: ServerViewer,
): Promise<ServerRow> {
  const row = await db
    .prepare(`SELECT * FROM mcp_servers WHERE id = ?3 AND ${VISIBLE}`)
    .bind(viewer.userId, viewer.entityId, id)
    .first<ServerRow>();
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

/**
 * A server the viewer may change: their own, or their team's when they own the team (the owner
 * added it). A team member gets 403 `mcp_team_read_only`; anyone else 404.
 */
export async function editableServer(
  db: D1Database,
  id: string,
  viewer: ServerViewer,
): Promise<ServerRow> {
  const row = await visibleServer(db, id, viewer);
  if (row.scope === 'team' && row.user_id !== viewer.userId) {
    throw new ApiError(403, 'mcp_team_read_only');
  }
  return row;
}

/** Whether the person owns the team they currently work in (only then may they add to it). */
export async function ownsTeam(db: D1Database, viewer: ServerViewer): Promise<boolean> {
  const owner = await db
    .prepare('SELECT owner_id FROM entities WHERE id = ?1')
    .bind(viewer.entityId)
    .first<string>('owner_id');
  return owner === viewer.userId;
}
