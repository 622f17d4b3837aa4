-- The console's figures across teams whose money lives in their objects
-- (docs/decisions/231-operator-rollups.md): each such team sends what its ledger adds up to per
-- Moscow day. One row per team and day it had money moving, per model it spent on, per person who
-- spent: they grow with days of use, not with messages, and the console reads nothing else of them.
CREATE TABLE team_days (
  day TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  revenue_kopecks INTEGER NOT NULL DEFAULT 0,
  payments INTEGER NOT NULL DEFAULT 0,
  spend_kopecks INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, entity_id)
) WITHOUT ROWID;

CREATE TABLE team_day_models (
  day TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  model TEXT NOT NULL,
  spend_kopecks INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, entity_id, model)
) WITHOUT ROWID;

CREATE TABLE user_days (
  day TEXT NOT NULL,
  user_id TEXT NOT NULL,
  PRIMARY KEY (day, user_id)
) WITHOUT ROWID;

-- How far each team's ledger has been counted (its object's ledger `seq`).
CREATE TABLE rollup_marks (
  entity_id TEXT PRIMARY KEY,
  seq INTEGER NOT NULL
) WITHOUT ROWID;
