import type { Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { connectMcp, listMcpTools, type McpToolInfo, type McpTransport } from './mcp-client';
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
  mcp_server_limit: {
    en: 'You already have {max} MCP servers: delete one to add another',
    ru: 'У вас уже {max} MCP-серверов: удалите один, чтобы добавить новый',
  },
});

export const allowsLocal = (env: Pick<Env, 'MCP_ALLOW_LOCAL'>) => env.MCP_ALLOW_LOCAL === 'on';

/**
 * Connects to a server the way a send will, lists its tools and disconnects: 400
 * `mcp_unsafe_url` for an address that is not public `https://` (also after a redirect), 400
 * `mcp_unreachable` when neither transport answers.
 */
export async function probeServer(
  env: Pick<Env, 'MCP_ALLOW_LOCAL'>,
  url: string,
  headers: Record<string, string>,
): Promise<{ transport: McpTransport; tools: McpToolInfo[] }> {
  const allowLocal = allowsLocal(env);
  if (!isSafeServerUrl(new URL(url), allowLocal)) {
    throw new ApiError(400, 'mcp_unsafe_url', { field: 'url' });
  }
  try {
    const { client, transport } = await connectMcp({ url, headers, allowLocal });
    try {
      return { transport, tools: await listMcpTools(client) };
    } finally {
      await client.close().catch(() => undefined);
    }
  } catch (error) {
    if (error instanceof UnsafeUrlError)
      throw new ApiError(400, 'mcp_unsafe_url', { field: 'url' });
    throw new ApiError(400, 'mcp_unreachable', { field: 'url' });
  }
}
