-- The session that started a protected MCP server's sign-in (issue 46, decision 195). Only that
-- session sees the authorize URL and may finish the flow at the callback; NULL for a flow a tool
-- call started (the server's owner finishes it from any of their sessions).

ALTER TABLE mcp_servers ADD COLUMN oauth_session_id TEXT;
