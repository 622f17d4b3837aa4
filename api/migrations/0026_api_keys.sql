-- Personal API keys for the OpenAI-compatible endpoint (docs/decisions/138-personal-api-keys.md).
-- Only the key's SHA-256 is kept; `prefix` is what the cabinet shows to tell keys apart.
CREATE TABLE api_keys (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  name TEXT NOT NULL,
  prefix TEXT NOT NULL,
  key_hash TEXT NOT NULL UNIQUE,
  monthly_cap_kopecks INTEGER,
  created_at TEXT NOT NULL,
  last_used_at TEXT,
  revoked_at TEXT
);
CREATE INDEX api_keys_user ON api_keys (user_id, created_at);

-- One row per settled call made with a key; its id is the `usage` ledger row's ref
-- (`api-key/<key id>/<call id>`), so the ledger names the key and shows the model.
CREATE TABLE api_key_usage (
  id TEXT PRIMARY KEY,
  key_id TEXT NOT NULL REFERENCES api_keys (id),
  model TEXT NOT NULL,
  input_tokens INTEGER NOT NULL,
  output_tokens INTEGER NOT NULL,
  cost_kopecks INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX api_key_usage_key ON api_key_usage (key_id, created_at);
