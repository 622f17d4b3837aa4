-- Sign-in with Yandex ID, VK ID and Google (docs/decisions/162-oauth-sign-in.md).
-- One row per provider identity: the provider's stable user id (`subject`) belongs to one account,
-- and an account has at most one identity of each provider. `email` is what the provider said
-- at the last sign-in, shown in the profile's "Sign-in methods".
CREATE TABLE oauth_identities (
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id),
  email TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE UNIQUE INDEX oauth_identities_user ON oauth_identities (user_id, provider);

-- 0 for an account made by a provider sign-in: its stored password is random and nobody knows
-- it, so unlinking its last provider is refused until a password is set (reset by email).
ALTER TABLE users ADD COLUMN password_set INTEGER NOT NULL DEFAULT 1;

-- How the first step of a two-factor sign-in was passed ('password' when NULL, or a provider),
-- so the session records e.g. 'yandex+totp'.
ALTER TABLE login_tickets ADD COLUMN first_factor TEXT;
