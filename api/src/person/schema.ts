import { LEAF_TRIGGER } from '../chat/conversation-tables';
import { MCP_SERVERS_SCHEMA } from '../mcp/object-servers';
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
      ...MCP_SERVERS_SCHEMA,
    ],
  },
  {
    version: 4,
    name: 'conversations',
    statements: [
      // The person's chats, messages, attachments, summaries and folders (docs/storage-plan.md
      // §4.1, decision 215), as D1 holds them less the owner, which the object is. `seq` is kept
      // from D1 on the move (messages' own, chats' implicit rowid) so the search index's rowids and
      // the order of messages stay; new rows continue after the largest. D1's 0019 leaf trigger
      // is left out: the object's writers set parents and the shown leaf themselves.
      `CREATE TABLE chats (
         seq INTEGER PRIMARY KEY AUTOINCREMENT,
         id TEXT NOT NULL UNIQUE,
         entity_id TEXT NOT NULL,
         name TEXT NOT NULL,
         mode TEXT NOT NULL DEFAULT 'text' CHECK (mode IN ('text', 'image', 'midjourney')),
         model TEXT,
         assistant_id TEXT,
         created_at TEXT NOT NULL,
         updated_at TEXT NOT NULL,
         deleted_at TEXT,
         studio TEXT CHECK (studio IS NULL OR studio = 'text'),
         studio_action TEXT,
         current_leaf_id TEXT,
         folder_id TEXT,
         pinned_at TEXT,
         expires_at TEXT,
         starting_summary TEXT,
         tool_choice TEXT
       )`,
      'CREATE INDEX chats_updated ON chats (updated_at)',
      'CREATE INDEX chats_folder ON chats (folder_id)',
      'CREATE INDEX chats_expiry ON chats (expires_at) WHERE expires_at IS NOT NULL',
      `CREATE TABLE messages (
         seq INTEGER PRIMARY KEY AUTOINCREMENT,
         id TEXT NOT NULL UNIQUE,
         chat_id TEXT NOT NULL,
         user_id TEXT,
         role TEXT NOT NULL CHECK (role IN ('user', 'assistant', 'system')),
         content TEXT NOT NULL DEFAULT '',
         model TEXT,
         status TEXT NOT NULL DEFAULT 'complete'
           CHECK (status IN ('streaming', 'complete', 'stopped', 'error')),
         request_id TEXT UNIQUE,
         input_tokens INTEGER,
         output_tokens INTEGER,
         cost_kopecks INTEGER,
         error_code TEXT,
         created_at TEXT NOT NULL,
         updated_at TEXT NOT NULL,
         parent_id TEXT,
         tool_calls TEXT,
         reasoning TEXT,
         reasoning_ms INTEGER,
         reasoning_tokens INTEGER,
         citations TEXT,
         left_out TEXT
       )`,
      'CREATE INDEX messages_chat ON messages (chat_id, seq)',
      'CREATE INDEX messages_parent ON messages (chat_id, parent_id)',
      `CREATE TABLE attachments (
         id TEXT PRIMARY KEY,
         message_id TEXT NOT NULL,
         chat_id TEXT NOT NULL,
         r2_key TEXT NOT NULL,
         name TEXT NOT NULL,
         content_type TEXT NOT NULL,
         size INTEGER NOT NULL,
         created_at TEXT NOT NULL
       )`,
      'CREATE INDEX attachments_message ON attachments (message_id)',
      'CREATE INDEX attachments_chat ON attachments (chat_id)',
      'CREATE INDEX attachments_r2_key ON attachments (r2_key)',
      `CREATE TABLE chat_summaries (
         id TEXT PRIMARY KEY,
         chat_id TEXT NOT NULL,
         through_message_id TEXT NOT NULL,
         text TEXT NOT NULL,
         model TEXT NOT NULL,
         input_tokens INTEGER NOT NULL DEFAULT 0,
         output_tokens INTEGER NOT NULL DEFAULT 0,
         cost_kopecks INTEGER NOT NULL DEFAULT 0,
         created_at TEXT NOT NULL
       )`,
      'CREATE INDEX chat_summaries_chat ON chat_summaries (chat_id, created_at)',
      'CREATE INDEX chat_summaries_through ON chat_summaries (through_message_id)',
      `CREATE TABLE chat_folders (
         id TEXT PRIMARY KEY,
         name TEXT NOT NULL,
         sort_order INTEGER NOT NULL,
         created_at TEXT NOT NULL,
         updated_at TEXT NOT NULL,
         instructions TEXT NOT NULL DEFAULT ''
       )`,
      'CREATE INDEX chat_folders_order ON chat_folders (sort_order)',
      `CREATE TABLE folder_knowledge (
         folder_id TEXT NOT NULL,
         knowledge_base_id TEXT NOT NULL,
         PRIMARY KEY (folder_id, knowledge_base_id)
       ) WITHOUT ROWID`,
      'CREATE INDEX folder_knowledge_base ON folder_knowledge (knowledge_base_id)',
      // Search, as D1's 0018: the same tokenizer (no stemming; `remove_diacritics 2` folds case
      // and accents, ё → е), an answer indexed once it stops streaming, each trigger removing
      // exactly what the previous state put in. Titles keep their own copy, keyed by `chats.seq`.
      `CREATE VIRTUAL TABLE messages_fts USING fts5(
         content,
         content = 'messages',
         content_rowid = 'seq',
         tokenize = 'unicode61 remove_diacritics 2'
       )`,
      `CREATE VIRTUAL TABLE chats_fts USING fts5(
         name,
         tokenize = 'unicode61 remove_diacritics 2'
       )`,
      `CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages WHEN new.status != 'streaming'
       BEGIN
         INSERT INTO messages_fts (rowid, content) VALUES (new.seq, new.content);
       END`,
      `CREATE TRIGGER messages_fts_update AFTER UPDATE OF content, status ON messages
       BEGIN
         INSERT INTO messages_fts (messages_fts, rowid, content)
           SELECT 'delete', old.seq, old.content WHERE old.status != 'streaming';
         INSERT INTO messages_fts (rowid, content)
           SELECT new.seq, new.content WHERE new.status != 'streaming';
       END`,
      `CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages WHEN old.status != 'streaming'
       BEGIN
         INSERT INTO messages_fts (messages_fts, rowid, content) VALUES ('delete', old.seq, old.content);
       END`,
      `CREATE TRIGGER chats_fts_insert AFTER INSERT ON chats
       BEGIN
         INSERT INTO chats_fts (rowid, name) VALUES (new.seq, new.name);
       END`,
      `CREATE TRIGGER chats_fts_update AFTER UPDATE OF name ON chats
       BEGIN
         DELETE FROM chats_fts WHERE rowid = old.seq;
         INSERT INTO chats_fts (rowid, name) VALUES (new.seq, new.name);
       END`,
      `CREATE TRIGGER chats_fts_delete AFTER DELETE ON chats
       BEGIN
         DELETE FROM chats_fts WHERE rowid = old.seq;
       END`,
    ],
  },
  {
    version: 5,
    name: 'one sql for both homes',
    statements: [
      // The person's conversations answer the same SQL as D1 (decision 218): the owner's id where
      // D1 keeps it, and D1's leaf trigger, which its writers rely on. (Only runs that named the
      // opt-in part made copies before this step; theirs lack the owner.)
      'ALTER TABLE chats ADD COLUMN owner_id TEXT',
      'ALTER TABLE chat_folders ADD COLUMN user_id TEXT',
      LEAF_TRIGGER,
    ],
  },
];
