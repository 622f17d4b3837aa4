-- Tools through MCP (docs/decisions/144-mcp-tools.md): each person's remote MCP servers. The
-- headers a server wants (e.g. a bearer token) are sealed with AES-GCM under MCP_TOKEN_KEY and
-- never leave the api; `tools` keeps what the server offered when last connected.

CREATE TABLE mcp_servers (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  -- 'user' only for now; a team's servers are for later.
  scope TEXT NOT NULL DEFAULT 'user',
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  -- 'http' (Streamable HTTP) or 'sse' (the legacy transport it fell back to).
  transport TEXT NOT NULL,
  headers_sealed TEXT,
  -- 'connected' or 'error' (with `error`).
  status TEXT NOT NULL,
  error TEXT,
  -- JSON [{name, description, inputSchema}].
  tools TEXT NOT NULL DEFAULT '[]',
  enabled INTEGER NOT NULL DEFAULT 1,
  -- 'always' (each call waits for the person) or 'never'.
  approval TEXT NOT NULL DEFAULT 'always',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX mcp_servers_user ON mcp_servers (user_id, created_at);

-- The tool calls of an answer, JSON [{id, server, tool, input, output?, isError?, approval?}].
ALTER TABLE messages ADD COLUMN tool_calls TEXT;
