-- Summaries of a long chat's earlier messages (docs/decisions/169-long-chat-summaries.md): when a
-- branch no longer fits the model's window, everything up to `through_message_id` is folded into
-- one summary by a cheap model and the prompt carries the summary instead. A later send reuses the
-- deepest summary on its branch and folds in more only when the rest no longer fits.
CREATE TABLE chat_summaries (
  id TEXT PRIMARY KEY,
  chat_id TEXT NOT NULL REFERENCES chats (id),
  through_message_id TEXT NOT NULL REFERENCES messages (id),
  text TEXT NOT NULL,
  model TEXT NOT NULL,
  input_tokens INTEGER NOT NULL DEFAULT 0,
  output_tokens INTEGER NOT NULL DEFAULT 0,
  cost_kopecks INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX chat_summaries_chat ON chat_summaries (chat_id, created_at);
CREATE INDEX chat_summaries_through ON chat_summaries (through_message_id);

-- A chat started from another chat's summary carries it as its starting context, shown to the
-- person and given to the model before the chat's own messages.
ALTER TABLE chats ADD COLUMN starting_summary TEXT;
