-- Schema bookkeeping the api reads on /health: proves D1 is reachable and migrated.
CREATE TABLE IF NOT EXISTS app_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
INSERT OR REPLACE INTO app_meta (key, value) VALUES ('schema', '1');
