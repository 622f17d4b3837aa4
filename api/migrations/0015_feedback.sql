-- Feedback from anyone (issue 13): a rating, a text, an optional reply address and screenshot.
-- The screenshot lives in R2 under `feedback/{id}`; nothing here is reachable by a visitor.
CREATE TABLE feedback (
  id TEXT PRIMARY KEY,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  message TEXT NOT NULL,
  email TEXT,
  -- The signed-in author, when there was one.
  user_id TEXT,
  screenshot_key TEXT,
  screenshot_type TEXT,
  locale TEXT NOT NULL DEFAULT 'ru',
  created_at TEXT NOT NULL
);
CREATE INDEX feedback_created ON feedback (created_at);
