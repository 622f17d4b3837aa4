-- Midjourney tasks and served media (issue 10). See docs/decisions/040-midjourney-tasks.md.

-- Bytes we keep in R2 and serve from our origin (GET /v1/media/{id}): the owner, or a reader of
-- the chat it belongs to, may read it; anyone else gets 404.
CREATE TABLE media (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES users (id),
  chat_id TEXT REFERENCES chats (id),
  r2_key TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX media_owner ON media (owner_id, created_at);

-- One Midjourney job (an imagine, or a button pressed on a finished one), polled by the
-- MidjourneyTask Durable Object until the proxy says SUCCESS or FAILURE.
CREATE TABLE mj_tasks (
  id TEXT PRIMARY KEY,
  -- The client's idempotency key: the same requestId again returns this task, never a new one.
  request_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id),
  entity_id TEXT NOT NULL REFERENCES entities (id),
  chat_id TEXT NOT NULL REFERENCES chats (id),
  -- The assistant message that shows this task in its chat.
  message_id TEXT NOT NULL REFERENCES messages (id),
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
  UNIQUE (user_id, request_id)
);
CREATE INDEX mj_tasks_user ON mj_tasks (user_id, created_at);
CREATE INDEX mj_tasks_chat ON mj_tasks (chat_id, created_at);
CREATE INDEX mj_tasks_message ON mj_tasks (message_id);
