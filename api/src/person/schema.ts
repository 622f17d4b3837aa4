import type { Migration } from './migrations';

/**
 * The person object's schema, newest last (docs/decisions/203-person-objects-and-the-move.md).
 * Append a step; never edit one that shipped. Each part moved from D1 adds its tables here.
 */
export const PERSON_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'answer ratings',
    statements: [
      // The person's ratings of answers in their chats (decision 104); the chat is kept beside
      // the answer so a chat's ratings need no join with messages kept elsewhere.
      `CREATE TABLE ratings (
         message_id TEXT PRIMARY KEY,
         chat_id TEXT NOT NULL,
         rating TEXT NOT NULL CHECK (rating IN ('up', 'down')),
         reason TEXT,
         comment TEXT,
         created_at TEXT NOT NULL,
         updated_at TEXT NOT NULL
       ) WITHOUT ROWID`,
      'CREATE INDEX ratings_chat ON ratings (chat_id)',
    ],
  },
  {
    version: 2,
    name: 'memories',
    statements: [
      // Short facts the person keeps for their chats (decision 158), as D1's `memories` holds
      // them less the owner, which the object is.
      `CREATE TABLE memories (
         id TEXT PRIMARY KEY,
         text TEXT NOT NULL,
         request_id TEXT,
         created_at TEXT NOT NULL,
         updated_at TEXT NOT NULL
       ) WITHOUT ROWID`,
      'CREATE INDEX memories_created ON memories (created_at)',
    ],
  },
  {
    version: 3,
    name: 'mcp servers',
    statements: [
      // The person's own MCP servers (decisions 144, 168, 205), as D1's `mcp_servers` rows of
      // scope 'user': headers and OAuth secrets stay AES-GCM sealed under MCP_TOKEN_KEY, as in
      // D1; `seq` keeps the order they were added in (D1's rowid), for rows added the same
      // millisecond.
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
