import { UnauthorizedError } from '@ai-sdk/mcp';
import type { Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { connectMcp, listMcpTools, type McpToolInfo, type McpTransport } from './mcp-client';
import type { StoredOAuthProvider } from './oauth-provider';
import { UnsafeUrlError } from './safe-fetch';
import { isSafeServerUrl } from './url-safety';

registerErrorMessages({
  mcp_unsafe_url: {
    en: 'The server address must be https:// and public (no local, private or metadata addresses)',
    ru: 'Адрес сервера должен начинаться с https:// и быть публичным (не локальным, не частным и не служебным)',
  },
  mcp_unreachable: {
    en: 'The server did not answer as an MCP server (Streamable HTTP or SSE)',
    ru: 'Сервер не ответил как MCP-сервер (Streamable HTTP или SSE)',
  },
  mcp_team_read_only: {
    en: 'Only the team owner can change the team’s MCP servers',
    ru: 'Менять MCP-серверы команды может только её владелец',
  },
  mcp_team_owner_only: {
    en: 'Only the team owner can add MCP servers for the team',
    ru: 'Добавлять MCP-серверы для команды может только её владелец',
  },
  mcp_oauth_failed: {
    en: 'The server’s sign-in did not complete: try Connect again',
    ru: 'Вход на сервер не завершился: нажмите «Подключить» ещё раз',
  },
  mcp_server_limit: {
    en: 'You already have {max} MCP servers: delete one to add another',
    ru: 'У вас уже {max} MCP-серверов: удалите один, чтобы добавить новый',
  },
});

export const allowsLocal = (env: Pick<Env, 'MCP_ALLOW_LOCAL'>) => env.MCP_ALLOW_LOCAL === 'on';

/** What connecting found: the tools, or a protected server waiting for the person. */
export type Probe =
  | { status: 'connected'; transport: McpTransport; tools: McpToolInfo[] }
  | { status: 'needs_auth'; transport: McpTransport; authorizeUrl: string };

/**
 * Connects to a server the way a send will, lists its tools and disconnects: 400
 * `mcp_unsafe_url` for an address that is not public `https://` (also after a redirect), 400
 * `mcp_unreachable` when neither transport answers. With an OAuth provider, a protected server
 * without tokens answers `needs_auth` with the URL the person must open (decision 168).
 */
export async function probeServer(
  env: Pick<Env, 'MCP_ALLOW_LOCAL'>,
  url: string,
  headers: Record<string, string>,
  authProvider?: StoredOAuthProvider,
  prefer?: McpTransport,
): Promise<Probe> {
  const allowLocal = allowsLocal(env);
  if (!isSafeServerUrl(new URL(url), allowLocal)) {
    throw new ApiError(400, 'mcp_unsafe_url', { field: 'url' });
  }
  try {
    const { client, transport } = await connectMcp(
      { url, headers, allowLocal, authProvider },
      prefer,
    );
    try {
      return { status: 'connected', transport, tools: await listMcpTools(client) };
    } finally {
      await client.close().catch(() => undefined);
    }
  } catch (error) {
    if (error instanceof UnsafeUrlError)
      throw new ApiError(400, 'mcp_unsafe_url', { field: 'url' });
    if (error instanceof UnauthorizedError && authProvider?.authorizeUrl) {
      return {
        status: 'needs_auth',
        transport: prefer ?? 'http',
        authorizeUrl: authProvider.authorizeUrl,
      };
    }
    throw new ApiError(400, 'mcp_unreachable', { field: 'url' });
  }
}
