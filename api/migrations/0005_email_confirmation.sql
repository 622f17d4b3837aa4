-- Issue 9 §4: the starting credit is granted when the email is confirmed, not at sign-up, and the
-- demo promo code is local seed data (scripts/lib/seed.mjs), not a migration that runs everywhere.
-- See docs/decisions/013-credit-email-confirmation-and-rate-limits.md.

-- NULL until the user enters the code mailed at registration.
ALTER TABLE users ADD COLUMN email_confirmed_at TEXT;

-- Confirmation codes, shaped like reset_codes: HMAC-keyed hashes, tries counted, newest one wins.
CREATE TABLE email_confirmation_codes (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX email_confirmation_codes_user ON email_confirmation_codes (user_id, created_at);

-- At most one confirmation grant per user, whatever races the confirm route meets.
CREATE UNIQUE INDEX ledger_one_confirmation_grant ON ledger (user_id)
  WHERE kind = 'grant' AND ref = 'email-confirmed';

-- 0002 inserted the unlimited demo code in every environment. A deployed database never handed it
-- out legitimately, so its redemptions go with it (their ledger rows stay as history); local
-- development gets the code back from the seed step of `npm start`.
DELETE FROM promo_redemptions WHERE code = 'BESEDA2026';
DELETE FROM promo_codes WHERE code = 'BESEDA2026';
