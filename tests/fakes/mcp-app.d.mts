export const VIEW_HEIGHT: number;

export function startFakeMcpApp(opts?: { port?: number }): Promise<{
  /** The MCP endpoint (Streamable HTTP) of a server whose `show-greeting` tool has an MCP App. */
  url: string;
  close(): Promise<void>;
}>;
