-- The share directory (`chat_shares`, decision 212) names chats wherever their owners keep them
-- (docs/decisions/218-one-sql-two-homes.md): a chat made in its owner's Person object has no
-- row in D1's `chats`, so the share's key to that table would refuse it. Rebuilt as SQLite
-- alters a column's constraints, as 0057 did for the file directory; the keys to users and
-- teams stay, and every row is kept.
PRAGMA defer_foreign_keys = true;

CREATE TABLE chat_shares_rebuilt (
  chat_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL,
  owner_id TEXT REFERENCES users (id),
  entity_id TEXT REFERENCES entities (id),
  PRIMARY KEY (chat_id, user_id)
);
INSERT INTO chat_shares_rebuilt (chat_id, user_id, created_at, owner_id, entity_id)
  SELECT chat_id, user_id, created_at, owner_id, entity_id FROM chat_shares;
DROP TABLE chat_shares;
ALTER TABLE chat_shares_rebuilt RENAME TO chat_shares;
CREATE INDEX chat_shares_user ON chat_shares (user_id);
CREATE INDEX chat_shares_owner ON chat_shares (owner_id, entity_id);
