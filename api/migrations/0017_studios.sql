-- The text studio and the avatar studio (issue 13). See docs/decisions/075-text-studio.md and
-- docs/decisions/076-avatar-studio.md.

-- A text-studio run is a chat in the studio: same generation, billing and resume as any chat,
-- but kept out of the chat list until the user continues it as a chat (then studio is NULL).
ALTER TABLE chats ADD COLUMN studio TEXT CHECK (studio IS NULL OR studio = 'text');

-- One avatar-studio run: a style, an optional photo (a media row) or a description, n images.
CREATE TABLE avatar_runs (
  id TEXT PRIMARY KEY,
  -- The client's idempotency key: the same requestId again returns this run, never a new one.
  request_id TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (id),
  entity_id TEXT NOT NULL REFERENCES entities (id),
  style TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  source_media_id TEXT REFERENCES media (id),
  model TEXT NOT NULL,
  count INTEGER NOT NULL CHECK (count BETWEEN 1 AND 4),
  status TEXT NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'complete', 'error')),
  cost_kopecks INTEGER,
  error_code TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX avatar_runs_user ON avatar_runs (user_id, created_at);

-- The avatars a run made (media rows with no chat).
ALTER TABLE media ADD COLUMN avatar_run_id TEXT REFERENCES avatar_runs (id);
CREATE INDEX media_avatar_run ON media (avatar_run_id);
