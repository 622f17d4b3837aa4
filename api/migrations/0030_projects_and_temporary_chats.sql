-- Projects and temporary chats (docs/decisions/151-projects-and-temporary-chats.md).
-- A folder's instructions go to the model, before an assistant's, in every chat filed in it.
ALTER TABLE chat_folders ADD COLUMN instructions TEXT NOT NULL DEFAULT '';

-- A temporary chat: kept out of the list, search and export, never shared, and wiped by the
-- hourly cron once this moment passes (24 hours after its last message). NULL: a normal chat.
ALTER TABLE chats ADD COLUMN expires_at TEXT;
CREATE INDEX chats_expiry ON chats (expires_at) WHERE expires_at IS NOT NULL;
