export interface FakeMcpOAuth {
  /** The protected MCP endpoint (Streamable HTTP). */
  url: string;
  /** The same protected server over only the legacy SSE transport. */
  sseUrl: string;
  /** The server's root, for `/__fake/counts` and `POST /__fake/expire-tokens`. */
  root: string;
  counts(): {
    registrations: number;
    authorizations: number;
    codeExchanges: number;
    refreshes: number;
  };
  expireTokens(): void;
  close(): Promise<void>;
}

export function startFakeMcpOAuth(opts?: { port?: number }): Promise<FakeMcpOAuth>;
