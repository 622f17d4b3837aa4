-- Top-ups through YooKassa (issue 12, docs/decisions/050-payments-and-ledger.md).
-- One row per payment we asked YooKassa to create; money in integer kopecks, times UTC ISO.
CREATE TABLE payments (
  id TEXT PRIMARY KEY,
  entity_id TEXT NOT NULL REFERENCES entities (id),
  user_id TEXT NOT NULL REFERENCES users (id),
  amount_kopecks INTEGER NOT NULL CHECK (amount_kopecks > 0),
  -- pending until YooKassa's answer is re-read as succeeded (credited) or canceled.
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'canceled')),
  -- YooKassa's payment id; NULL only between our insert and its answer.
  provider_id TEXT UNIQUE,
  confirmation_url TEXT,
  created_at TEXT NOT NULL,
  credited_at TEXT
);
CREATE INDEX payments_entity ON payments (entity_id, created_at);

-- A top-up is credited by one ledger row whose ref is the payment id: this index makes a second
-- credit of the same payment fail, whatever races between notifications.
CREATE UNIQUE INDEX ledger_top_up_once ON ledger (ref) WHERE kind = 'top_up';
