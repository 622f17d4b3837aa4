-- A person's chats and messages move into their Person object (docs/decisions/218-one-sql-two-homes.md)
-- while the file directory (`media`) and Midjourney's tasks (`mj_tasks`) stay in D1: they keep
-- naming a chat and a message, no longer as D1 foreign keys, so a moved person's image and
-- Midjourney answers can be recorded (docs/decisions/223-answers-saved-where-the-chat-lives.md).
-- Each table is rebuilt as SQLite alters a column's constraints; the keys to users, entities,
-- avatar runs and media stay.
PRAGMA defer_foreign_keys = true;

CREATE TABLE media_rebuilt (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES users (id),
  chat_id TEXT,
  r2_key TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  message_id TEXT,
  width INTEGER,
  height INTEGER,
  thumb_key TEXT,
  avatar_run_id TEXT REFERENCES avatar_runs (id)
);
INSERT INTO media_rebuilt (id, owner_id, chat_id, r2_key, content_type, size, created_at,
  message_id, width, height, thumb_key, avatar_run_id)
  SELECT id, owner_id, chat_id, r2_key, content_type, size, created_at,
    message_id, width, height, thumb_key, avatar_run_id FROM media;

CREATE TABLE mj_tasks_rebuilt (
  id TEXT PRIMARY KEY,
  -- The client's idempotency key: the same requestId again returns this task, never a new one.
  request_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id),
  entity_id TEXT NOT NULL REFERENCES entities (id),
  -- The chat and the assistant message that shows this task, where the owner's chats live.
  chat_id TEXT NOT NULL,
  message_id TEXT NOT NULL,
  parent_id TEXT REFERENCES mj_tasks (id),
  -- `imagine`, or the button pressed on the parent (U1…U4, V1…V4, reroll, …).
  action TEXT NOT NULL,
  prompt TEXT NOT NULL,
  proxy_task_id TEXT,
  status TEXT NOT NULL DEFAULT 'SUBMITTED'
    CHECK (status IN ('SUBMITTED', 'IN_PROGRESS', 'SUCCESS', 'FAILURE')),
  progress INTEGER NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  -- JSON [{button, customId, label, emoji}] of the finished task.
  buttons TEXT NOT NULL DEFAULT '[]',
  media_id TEXT REFERENCES media (id),
  price_kopecks INTEGER NOT NULL CHECK (price_kopecks >= 0),
  cost_kopecks INTEGER,
  error_code TEXT,
  fail_reason TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  finished_at TEXT,
  preview_key TEXT,
  preview_progress INTEGER,
  UNIQUE (user_id, request_id)
);
INSERT INTO mj_tasks_rebuilt (id, request_id, user_id, entity_id, chat_id, message_id, parent_id,
  action, prompt, proxy_task_id, status, progress, buttons, media_id, price_kopecks, cost_kopecks,
  error_code, fail_reason, created_at, updated_at, finished_at, preview_key, preview_progress)
  SELECT id, request_id, user_id, entity_id, chat_id, message_id, parent_id,
    action, prompt, proxy_task_id, status, progress, buttons, media_id, price_kopecks, cost_kopecks,
    error_code, fail_reason, created_at, updated_at, finished_at, preview_key, preview_progress
  FROM mj_tasks;

DROP TABLE mj_tasks;
DROP TABLE media;
ALTER TABLE media_rebuilt RENAME TO media;
ALTER TABLE mj_tasks_rebuilt RENAME TO mj_tasks;

CREATE INDEX media_owner ON media (owner_id, created_at);
CREATE INDEX media_message ON media (message_id);
CREATE INDEX media_chat ON media (chat_id, created_at);
CREATE INDEX media_avatar_run ON media (avatar_run_id);
CREATE INDEX media_r2_key ON media (r2_key);
CREATE INDEX mj_tasks_user ON mj_tasks (user_id, created_at);
CREATE INDEX mj_tasks_chat ON mj_tasks (chat_id, created_at);
CREATE INDEX mj_tasks_message ON mj_tasks (message_id);

PRAGMA defer_foreign_keys = false;
