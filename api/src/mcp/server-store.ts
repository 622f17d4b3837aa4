import type { Env } from '../env';
import { ApiError } from '../lib/errors';
import { seal, unseal } from '../lib/seal';
import type { McpToolInfo, McpTransport } from './mcp-client';

export interface ServerRow {
  id: string;
  user_id: string;
  scope: 'user' | 'team';
  name: string;
  url: string;
  transport: McpTransport;
  headers_sealed: string | null;
  status: 'connected' | 'needs_auth' | 'error';
  error: string | null;
  tools: string;
  enabled: number;
  approval: 'always' | 'never';
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

/** A server as the api answers it: no headers, tools without their schemas. */
export function toServerJson(row: ServerRow) {
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
  };
}

export async function listServers(db: D1Database, userId: string): Promise<ServerRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM mcp_servers WHERE user_id = ?1 ORDER BY created_at, rowid')
    .bind(userId)
    .all<ServerRow>();
  return results;
}

/** The caller's server; anyone else's is 404. */
export async function ownServer(db: D1Database, id: string, userId: string): Promise<ServerRow> {
  const row = await db
    .prepare('SELECT * FROM mcp_servers WHERE id = ?1 AND user_id = ?2')
    .bind(id, userId)
    .first<ServerRow>();
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}
