/** An MCP server as `GET /v1/mcp/servers` answers it (api/src/mcp/contract.ts). */
export interface McpServer {
  id: string;
  name: string;
  url: string;
  transport: 'http' | 'sse';
  scope: 'user' | 'team';
  status: 'connected' | 'needs_auth' | 'error';
  error?: string;
  /** Descriptions come from the server: untrusted, shown as plain text only. */
  tools: { name: string; description: string }[];
  enabled: boolean;
  approval: 'always' | 'never';
}
