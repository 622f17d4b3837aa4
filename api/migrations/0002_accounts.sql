-- Accounts, sessions, teams, money, promo codes, password reset, outbox, rate limits.
-- Ids are random UUIDs, times UTC ISO strings (sortable as text), money integer kopecks.

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL DEFAULT '',
  password_hash TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  password_iterations INTEGER NOT NULL,
  locale TEXT NOT NULL DEFAULT 'ru' CHECK (locale IN ('ru', 'en')),
  time_zone TEXT NOT NULL DEFAULT 'Europe/Moscow',
  avatar TEXT,
  -- The team the user currently works in: their own, or the one they were last invited into.
  entity_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE entities (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  owner_id TEXT NOT NULL REFERENCES users (id),
  balance_kopecks INTEGER NOT NULL DEFAULT 0,
  -- End of the bonus period granted by promo days; NULL when none.
  bonus_until TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX entities_owner ON entities (owner_id);

CREATE TABLE entity_members (
  entity_id TEXT NOT NULL REFERENCES entities (id),
  user_id TEXT NOT NULL REFERENCES users (id),
  role TEXT NOT NULL CHECK (role IN ('owner', 'member')),
  created_at TEXT NOT NULL,
  PRIMARY KEY (entity_id, user_id)
);
CREATE INDEX entity_members_user ON entity_members (user_id);

-- Every balance move. entities.balance_kopecks always equals the sum of its rows.
CREATE TABLE ledger (
  id TEXT PRIMARY KEY,
  entity_id TEXT NOT NULL REFERENCES entities (id),
  user_id TEXT,
  amount_kopecks INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('usage', 'top_up', 'promo', 'refund', 'grant')),
  ref TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX ledger_entity ON ledger (entity_id, created_at);

-- A session is one refresh-token family; access tokens carry its id as `sid`.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Refresh tokens, stored only as SHA-256 hashes. See docs/decisions/010-refresh-token-rotation.md.
CREATE TABLE refresh_tokens (
  id TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES sessions (id),
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  rotated_at TEXT,
  -- The pair issued on rotation, AES-GCM encrypted, answered again within the grace window.
  successor_pair TEXT
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

CREATE TABLE reset_codes (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX reset_codes_user ON reset_codes (user_id, created_at);

CREATE TABLE promo_codes (
  code TEXT PRIMARY KEY,
  days INTEGER NOT NULL DEFAULT 0 CHECK (days >= 0),
  bonus_kopecks INTEGER NOT NULL DEFAULT 0 CHECK (bonus_kopecks >= 0),
  max_redemptions INTEGER,
  redemptions INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT,
  created_at TEXT NOT NULL,
  -- A redemption past the limit fails this check and rolls back its whole batch.
  CHECK (max_redemptions IS NULL OR redemptions <= max_redemptions)
);

CREATE TABLE promo_redemptions (
  code TEXT NOT NULL REFERENCES promo_codes (code),
  user_id TEXT NOT NULL REFERENCES users (id),
  entity_id TEXT NOT NULL REFERENCES entities (id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (code, user_id)
);

-- Local email delivery: what would have been sent. Read it in development and tests.
CREATE TABLE email_outbox (
  id TEXT PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX email_outbox_to ON email_outbox (to_address, created_at);

-- Fixed-window attempt counters, keyed like 'login:email:a@b.c' or 'login:ip:1.2.3.4'.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  window_start TEXT NOT NULL,
  count INTEGER NOT NULL
);

-- Demo promo code for local runs: 7 bonus days and 100 RUB, no redemption limit.
INSERT INTO promo_codes (code, days, bonus_kopecks, max_redemptions, expires_at, created_at)
VALUES ('BESEDA2026', 7, 10000, NULL, NULL, '2026-01-01T00:00:00.000Z');
