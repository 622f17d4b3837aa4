import type { Migration } from '../person/migrations';

/**
 * The team object's schema, newest last (docs/decisions/205-team-object-and-mcp-servers.md).
 * Append a step; never edit one that shipped. Each part moved from D1 adds its tables here: the
 * team's MCP servers first; its balance, holds, ledger and payments later.
 */
export const TEAM_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'mcp servers',
    statements: [
      // The team's MCP servers (decision 168): D1's `mcp_servers` rows of scope 'team', added by
      // the team's owner (`user_id`); headers and OAuth secrets stay AES-GCM sealed under
      // MCP_TOKEN_KEY, as in D1; `seq` keeps the order they were added in (D1's rowid).
      `CREATE TABLE mcp_servers (
         id TEXT PRIMARY KEY,
         seq INTEGER NOT NULL,
         user_id TEXT NOT NULL,
         scope TEXT NOT NULL,
         entity_id TEXT,
         name TEXT NOT NULL,
         url TEXT NOT NULL,
         transport TEXT NOT NULL,
         headers_sealed TEXT,
         status TEXT NOT NULL,
         error TEXT,
         tools TEXT NOT NULL,
         enabled INTEGER NOT NULL,
         approval TEXT NOT NULL,
         oauth_sealed TEXT,
         oauth_state TEXT,
         authorize_url TEXT,
         oauth_session_id TEXT,
         created_at TEXT NOT NULL,
         updated_at TEXT NOT NULL
       ) WITHOUT ROWID`,
      'CREATE UNIQUE INDEX mcp_servers_oauth_state ON mcp_servers (oauth_state)',
      'CREATE INDEX mcp_servers_order ON mcp_servers (created_at, seq)',
    ],
  },
];
