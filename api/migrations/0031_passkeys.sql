-- Passkeys (WebAuthn) for signing in (docs/decisions/152-passkeys.md).
-- One row per registered credential: its id and COSE public key (base64url), the authenticator's
-- signature counter (a regression is refused), the person's name for it and when it was last used.
CREATE TABLE passkeys (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  credential_id TEXT NOT NULL UNIQUE,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT,
  backed_up INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT
);
CREATE INDEX passkeys_user ON passkeys (user_id, created_at);

-- A challenge handed to a browser: 'register' (bound to the signed-in user) or 'sign-in' (bound to
-- the user of a code-step ticket, or to nobody for a discoverable passkey). It lives five minutes
-- and is deleted by the statement that accepts it, so it works once.
CREATE TABLE passkey_challenges (
  challenge TEXT PRIMARY KEY,
  purpose TEXT NOT NULL,
  user_id TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX passkey_challenges_expires ON passkey_challenges (expires_at);
