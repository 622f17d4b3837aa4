-- Team MCP servers and OAuth 2.1 for protected servers (docs/decisions/168-mcp-team-servers-and-oauth.md).
-- A 'team' server belongs to `entity_id` (its owner added it, user_id); its members use it.
-- `oauth_sealed` is AES-GCM under MCP_TOKEN_KEY: the registered client, the PKCE verifier and the
-- tokens. `oauth_state` and `authorize_url` wait for the person while status is 'needs_auth'.

ALTER TABLE mcp_servers ADD COLUMN entity_id TEXT REFERENCES entities (id);
ALTER TABLE mcp_servers ADD COLUMN oauth_sealed TEXT;
ALTER TABLE mcp_servers ADD COLUMN oauth_state TEXT;
ALTER TABLE mcp_servers ADD COLUMN authorize_url TEXT;
CREATE INDEX mcp_servers_team ON mcp_servers (entity_id, created_at) WHERE scope = 'team';
CREATE UNIQUE INDEX mcp_servers_oauth_state ON mcp_servers (oauth_state);
