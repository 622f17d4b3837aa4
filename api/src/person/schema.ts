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
];
