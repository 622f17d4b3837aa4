-- Answer ratings: thumbs up or down with an optional reason, one per answer per user. See
-- docs/decisions/104-answer-ratings.md.
CREATE TABLE message_ratings (
  message_id TEXT NOT NULL REFERENCES messages (id),
  user_id TEXT NOT NULL REFERENCES users (id),
  rating TEXT NOT NULL CHECK (rating IN ('up', 'down')),
  -- One of a short list (see api/src/ratings/contract.ts), or NULL.
  reason TEXT,
  comment TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (message_id, user_id)
);
CREATE INDEX message_ratings_user ON message_ratings (user_id);
