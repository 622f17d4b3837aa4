-- Support tickets (issue 13): filed from /support, mailed to SUPPORT_EMAIL, answered by email.
CREATE TABLE support_tickets (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  -- A `media` row of the author (served by GET /v1/media/{id}), when a file was attached.
  attachment_media_id TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX support_tickets_user ON support_tickets (user_id, created_at);
