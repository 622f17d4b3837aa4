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
  /** While `needs_auth`: the server's sign-in page, opened by Connect. */
  authorizeUrl?: string;
  /** False for a team member on the team's server (only the owner changes it). */
  editable: boolean;
}
