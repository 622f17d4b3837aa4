-- Image chats (issue 10): generated images are media rows tied to the answer that made them.
-- See docs/decisions/041-image-chats.md.
ALTER TABLE media ADD COLUMN message_id TEXT REFERENCES messages (id);
ALTER TABLE media ADD COLUMN width INTEGER;
ALTER TABLE media ADD COLUMN height INTEGER;
CREATE INDEX media_message ON media (message_id);
CREATE INDEX media_chat ON media (chat_id, created_at);
