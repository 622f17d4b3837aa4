-- The guard every D1 write of a team's money is batched behind
-- (docs/decisions/224-team-money-served-by-its-object.md): a statement inserting NULL into this
-- NOT NULL column when the team's `money` part has begun to move, which fails and so undoes its
-- batch. It never holds a row.
CREATE TABLE money_write_guard (entity_id TEXT NOT NULL);
