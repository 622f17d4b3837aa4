-- Search across a user's chats: full-text indexes over chat titles and message text, kept in
-- step by triggers on every write the api makes. See docs/decisions/100-chat-search.md.
-- `remove_diacritics 2` folds case and accents for Latin and Cyrillic alike (ё → е).

-- External content: the text stays in `messages`; the index keeps only tokens, keyed by seq.
CREATE VIRTUAL TABLE messages_fts USING fts5(
  content,
  content = 'messages',
  content_rowid = 'seq',
  tokenize = 'unicode61 remove_diacritics 2'
);

-- Titles are short; the index keeps its own copy, keyed by the chat's rowid.
CREATE VIRTUAL TABLE chats_fts USING fts5(
  name,
  tokenize = 'unicode61 remove_diacritics 2'
);

-- An answer is indexed once it stops streaming (its text changes with every saved chunk until
-- then). Each trigger removes exactly what the previous state put in, so the index never holds
-- a row's stale tokens (FTS5's 'delete' must be given the text that was indexed).
CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages WHEN new.status != 'streaming'
BEGIN
  INSERT INTO messages_fts (rowid, content) VALUES (new.seq, new.content);
END;

CREATE TRIGGER messages_fts_update AFTER UPDATE OF content, status ON messages
BEGIN
  INSERT INTO messages_fts (messages_fts, rowid, content)
    SELECT 'delete', old.seq, old.content WHERE old.status != 'streaming';
  INSERT INTO messages_fts (rowid, content)
    SELECT new.seq, new.content WHERE new.status != 'streaming';
END;

CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages WHEN old.status != 'streaming'
BEGIN
  INSERT INTO messages_fts (messages_fts, rowid, content) VALUES ('delete', old.seq, old.content);
END;

CREATE TRIGGER chats_fts_insert AFTER INSERT ON chats
BEGIN
  INSERT INTO chats_fts (rowid, name) VALUES (new.rowid, new.name);
END;

CREATE TRIGGER chats_fts_update AFTER UPDATE OF name ON chats
BEGIN
  DELETE FROM chats_fts WHERE rowid = old.rowid;
  INSERT INTO chats_fts (rowid, name) VALUES (new.rowid, new.name);
END;

CREATE TRIGGER chats_fts_delete AFTER DELETE ON chats
BEGIN
  DELETE FROM chats_fts WHERE rowid = old.rowid;
END;

-- Backfill what existed before this migration.
INSERT INTO messages_fts (rowid, content)
  SELECT seq, content FROM messages WHERE status != 'streaming';
INSERT INTO chats_fts (rowid, name) SELECT rowid, name FROM chats;
