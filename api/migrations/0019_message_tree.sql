-- Edit a sent message and branches: a chat's messages form a tree. See
-- docs/decisions/101-message-branches.md.

-- The message this one follows: a question's parent is the answer before it, an answer's parent
-- is its question; NULL for a chat's first message. Siblings (same parent) are the branches.
ALTER TABLE messages ADD COLUMN parent_id TEXT;
-- The last message of the branch being shown, remembered per chat (so every device shows it).
ALTER TABLE chats ADD COLUMN current_leaf_id TEXT;

-- Existing chats were linear: each message follows the previous one of its chat by seq.
UPDATE messages SET parent_id = (
  SELECT prev.id FROM messages prev
  WHERE prev.chat_id = messages.chat_id AND prev.seq < messages.seq
  ORDER BY prev.seq DESC LIMIT 1
);
UPDATE chats SET current_leaf_id = (
  SELECT m.id FROM messages m WHERE m.chat_id = chats.id ORDER BY m.seq DESC LIMIT 1
);

CREATE INDEX messages_parent ON messages (chat_id, parent_id);

-- Every writer keeps the tree without knowing it: a message inserted without parent_id follows
-- the chat's current leaf, and every inserted message becomes the chat's current leaf (it is
-- shown). A writer that means a second root (an edit of the first question) clears parent_id
-- with an UPDATE after its INSERT; an importer sets current_leaf_id after its INSERTs.
CREATE TRIGGER messages_follow_leaf AFTER INSERT ON messages
BEGIN
  -- The leaf if it still exists (a failed Midjourney submit deletes its rows), else the newest.
  UPDATE messages SET parent_id = COALESCE(
      (SELECT m.id FROM chats c JOIN messages m ON m.id = c.current_leaf_id AND m.chat_id = c.id
         WHERE c.id = NEW.chat_id AND m.seq < NEW.seq),
      (SELECT m.id FROM messages m WHERE m.chat_id = NEW.chat_id AND m.seq < NEW.seq
         ORDER BY m.seq DESC LIMIT 1))
    WHERE seq = NEW.seq AND NEW.parent_id IS NULL;
  UPDATE chats SET current_leaf_id = NEW.id WHERE id = NEW.chat_id;
END;
