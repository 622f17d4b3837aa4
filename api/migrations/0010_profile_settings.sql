-- Issue 12: profile, settings and key combinations. See docs/decisions/051-profile-settings-shortcuts.md.

-- The account's preferences as a JSON object validated by api/src/users/settings-schema.ts;
-- missing keys mean the defaults. Locale and time zone keep their own columns.
ALTER TABLE users ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
-- Set when the account is deleted: the row stays as an anonymous tombstone for history.
ALTER TABLE users ADD COLUMN deleted_at TEXT;

-- The device a session signed in from (the browser's User-Agent) and when it was last refreshed.
ALTER TABLE sessions ADD COLUMN device TEXT;
ALTER TABLE sessions ADD COLUMN last_seen_at TEXT;

-- A pending change of email: the code goes to the new address, shaped like the other codes.
CREATE TABLE email_change_codes (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  new_email TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX email_change_codes_user ON email_change_codes (user_id, created_at);
