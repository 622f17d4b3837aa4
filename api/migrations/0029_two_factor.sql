-- Two-factor sign-in with authenticator codes (docs/decisions/148-two-factor-codes.md).
-- One authenticator per user: the TOTP secret sealed (AES-GCM) under a key derived from the api's
-- secret, NULL `confirmed_at` while it is being set up; `last_step` is the newest 30-second step
-- a code was accepted in, so a code cannot be used twice (nor an older one after it).
CREATE TABLE totp_credentials (
  user_id TEXT PRIMARY KEY REFERENCES users (id),
  secret_sealed TEXT NOT NULL,
  created_at TEXT NOT NULL,
  confirmed_at TEXT,
  last_step INTEGER NOT NULL DEFAULT 0
);

-- Ten one-time recovery codes per confirmation, stored only as SHA-256 hashes (they carry ~49 random
-- bits each); a new set replaces the old.
CREATE TABLE recovery_codes (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  code_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX recovery_codes_user ON recovery_codes (user_id, code_hash);

-- A password accepted for an account with two-factor on: the ticket (stored as its SHA-256) lets
-- one code step finish the sign-in within five minutes, with at most five wrong codes.
CREATE TABLE login_tickets (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  device TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at TEXT
);
CREATE INDEX login_tickets_expires ON login_tickets (expires_at);

-- How each session signed in, for the sessions list: 'password' or 'password+totp' /
-- 'password+recovery'; NULL for sessions opened before this column.
ALTER TABLE sessions ADD COLUMN sign_in_method TEXT;
