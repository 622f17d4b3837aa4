-- Memory across chats (docs/decisions/158-memory.md): short facts a person keeps, saved by the
-- model's built-in `remember` tool or by hand on the memory page, and given to their chats while
-- the `memory` setting is on. Private to the person; they go with the account.
CREATE TABLE memories (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  text TEXT NOT NULL,
  -- The answer whose `remember` call saved it (its requestId); NULL when added by hand.
  request_id TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX memories_user ON memories (user_id, created_at);
