-- D1 keeps two directories once each person's chats move into their own object
-- (docs/storage-plan.md §4.3, docs/decisions/212-share-and-file-directory.md): who a chat is
-- shared with, and which R2 files more than one person's chats point at. Neither then needs to
-- read another person's chats, messages or attachments.

-- A share names its chat's owner and team, copied from the chat when it is made: the shares a
-- membership's end drops are found without the chats table (decision 123).
ALTER TABLE chat_shares ADD COLUMN owner_id TEXT REFERENCES users (id);
ALTER TABLE chat_shares ADD COLUMN entity_id TEXT REFERENCES entities (id);
UPDATE chat_shares SET owner_id = c.owner_id, entity_id = c.entity_id
FROM chats c WHERE c.id = chat_shares.chat_id;
CREATE INDEX chat_shares_owner ON chat_shares (owner_id, entity_id);

-- A file whose key the chats of more than one person hold (a copy of a shared chat points at
-- the original's R2 objects, decision 124): one row per person holding it. A person's row goes
-- when none of their chats holds the key any more; the file goes when no other person's row is
-- left (src/media/unreferenced-files.ts).
CREATE TABLE file_refs (
  r2_key TEXT NOT NULL,
  holder_id TEXT NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (r2_key, holder_id)
) WITHOUT ROWID;
CREATE INDEX file_refs_holder ON file_refs (holder_id);

-- The keys copies already share: every person holding a key that more than one person holds.
INSERT OR IGNORE INTO file_refs (r2_key, holder_id, created_at)
SELECT a.r2_key, c.owner_id, min(a.created_at)
FROM attachments a JOIN chats c ON c.id = a.chat_id
WHERE a.r2_key IN (
  SELECT a2.r2_key FROM attachments a2 JOIN chats c2 ON c2.id = a2.chat_id
  GROUP BY a2.r2_key HAVING count(DISTINCT c2.owner_id) > 1
)
GROUP BY a.r2_key, c.owner_id;
