-- The move of each owner's rows from D1 into their Durable Object, one part at a time
-- (docs/decisions/203-person-objects-and-the-move.md). No row: the owner's part is served from
-- D1. 'copying': reads still come from D1, writes of that part answer 503 `storage_moving` (the
-- D1 writes check this table in the same statement, so none slips in); 'moved': served from the
-- object, the D1 rows stay as they were until a later migration drops the old tables.
CREATE TABLE storage_moves (
  -- 'person' (a user's object) or 'team' (an entity's object).
  owner_kind TEXT NOT NULL CHECK (owner_kind IN ('person', 'team')),
  owner_id TEXT NOT NULL,
  -- What moves: 'ratings' first; later chats, folders, memories, ledger...
  part TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('copying', 'moved')),
  -- The key of the last row copied; the next run goes on after it.
  cursor TEXT,
  rows_copied INTEGER NOT NULL DEFAULT 0,
  -- Checked once copied: rows and SHA-256 of the rows in key order, the same in D1 and the object.
  rows_verified INTEGER,
  content_hash TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  -- The last failure of a run, cleared when the move is verified.
  error TEXT,
  started_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (owner_kind, owner_id, part)
) WITHOUT ROWID;
CREATE INDEX storage_moves_state ON storage_moves (part, state);
