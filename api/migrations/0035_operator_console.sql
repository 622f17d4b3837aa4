-- The operator console (docs/decisions/160-operator-console.md): blocked accounts, disabled promo
-- codes, balance adjustments, operator overrides of the model catalogue and the audit log.

-- A blocked account cannot sign in, and its sessions and API keys stop working.
ALTER TABLE users ADD COLUMN blocked_at TEXT;

-- A disabled code can no longer be redeemed; its past redemptions stay.
ALTER TABLE promo_codes ADD COLUMN disabled_at TEXT;

-- The ledger learns the kind `adjustment`. SQLite cannot change a CHECK in place, so the table is
-- rebuilt with its rows and indexes (nothing references it by foreign key).
CREATE TABLE ledger_new (
  id TEXT PRIMARY KEY,
  entity_id TEXT NOT NULL REFERENCES entities (id),
  user_id TEXT,
  amount_kopecks INTEGER NOT NULL,
  kind TEXT NOT NULL
    CHECK (kind IN ('usage', 'top_up', 'promo', 'refund', 'grant', 'adjustment')),
  ref TEXT,
  created_at TEXT NOT NULL
);
INSERT INTO ledger_new (id, entity_id, user_id, amount_kopecks, kind, ref, created_at)
  SELECT id, entity_id, user_id, amount_kopecks, kind, ref, created_at FROM ledger;
DROP TABLE ledger;
ALTER TABLE ledger_new RENAME TO ledger;
CREATE INDEX ledger_entity ON ledger (entity_id, created_at);
CREATE UNIQUE INDEX ledger_one_confirmation_grant ON ledger (user_id)
  WHERE kind = 'grant' AND ref = 'email-confirmed';
CREATE UNIQUE INDEX ledger_top_up_once ON ledger (ref) WHERE kind = 'top_up';
-- An adjustment is credited by one ledger row whose ref is the adjustment's id.
CREATE UNIQUE INDEX ledger_adjustment_once ON ledger (ref) WHERE kind = 'adjustment';

-- A credit (positive) or debit (negative) an operator made, with its reason. The idempotency key
-- is unique per operator, so a repeated request finds the first one instead of applying twice.
CREATE TABLE admin_adjustments (
  id TEXT PRIMARY KEY,
  entity_id TEXT NOT NULL REFERENCES entities (id),
  operator_id TEXT NOT NULL REFERENCES users (id),
  amount_kopecks INTEGER NOT NULL CHECK (amount_kopecks != 0),
  reason TEXT NOT NULL CHECK (length(reason) > 0),
  idempotency_key TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (operator_id, idempotency_key)
);
CREATE INDEX admin_adjustments_entity ON admin_adjustments (entity_id, created_at);

-- Every operator action: who, what, on what, when, and its details (JSON).
CREATE TABLE admin_audit (
  id TEXT PRIMARY KEY,
  operator_id TEXT NOT NULL,
  operator_email TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT NOT NULL,
  details TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL
);
CREATE INDEX admin_audit_created ON admin_audit (created_at);

-- What an operator changed of a catalogue model; NULL keeps the code's default.
CREATE TABLE model_overrides (
  model_id TEXT PRIMARY KEY,
  enabled INTEGER CHECK (enabled IN (0, 1)),
  name TEXT,
  input_kopecks_per_million INTEGER CHECK (input_kopecks_per_million >= 0),
  output_kopecks_per_million INTEGER CHECK (output_kopecks_per_million >= 0),
  kopecks_per_image INTEGER CHECK (kopecks_per_image >= 0),
  updated_at TEXT NOT NULL
);
