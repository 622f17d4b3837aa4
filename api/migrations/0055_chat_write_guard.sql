-- The guard every D1 write of a person's conversations is batched behind
-- (docs/decisions/218-one-sql-two-homes.md): a statement inserting NULL into this NOT NULL
-- column when the person's `chats` part has begun to move, which fails and so undoes its batch.
-- It never holds a row.
CREATE TABLE chat_write_guard (owner_id TEXT NOT NULL);
