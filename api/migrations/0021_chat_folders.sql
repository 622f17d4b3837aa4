-- Folders and pins of chats (docs/decisions/105-chat-folders-and-pins.md): per user, in D1 so
-- they follow the user to every device. Only the owner of a chat pins it or files it in a folder,
-- so both live on the chat row; a chat shared with someone shows unpinned and outside folders.

CREATE TABLE chat_folders (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  name TEXT NOT NULL,
  -- Ascending; a new folder goes last.
  sort_order INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX chat_folders_user ON chat_folders (user_id, sort_order);

-- Deleting a folder moves its chats out of it, never deletes them.
ALTER TABLE chats ADD COLUMN folder_id TEXT REFERENCES chat_folders (id) ON DELETE SET NULL;
-- When the owner pinned it; NULL when not pinned. Pinned chats lead the list.
ALTER TABLE chats ADD COLUMN pinned_at TEXT;
CREATE INDEX chats_folder ON chats (folder_id);
