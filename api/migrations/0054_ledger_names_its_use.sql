-- A usage line names what it paid for itself (docs/decisions/213-ledger-names-its-use.md): the
-- model, the chat and its mode, the API key. The settler knows them and writes them with the line,
-- so the ledger no longer joins the payer's messages and summaries, which move into the person's
-- object (docs/storage-plan.md, slice P2). Lines of other kinds leave them NULL.
ALTER TABLE ledger ADD COLUMN model TEXT;
ALTER TABLE ledger ADD COLUMN chat_id TEXT;
ALTER TABLE ledger ADD COLUMN chat_mode TEXT;
ALTER TABLE ledger ADD COLUMN api_key_id TEXT;

-- Lines written before name the same things the ledger's joins named them by (`USAGE_JOINS` and
-- `USAGE_MODEL` in src/ledger/ledger-store.ts as they stood). A line whose ref leads nowhere keeps
-- NULLs, and its readers still try the joins.
UPDATE ledger
SET model = named.model, chat_id = named.chat_id, chat_mode = named.chat_mode,
  api_key_id = named.api_key_id
FROM (
  SELECT l.id,
    COALESCE(m.model, 'speech-to-text:' || t.model, ar.model, aku.model, cs.model,
      CASE WHEN l.ref LIKE 'tts/%' THEN 'text-to-speech'
        WHEN l.ref LIKE 'knowledge/%' THEN 'embeddings' END) AS model,
    COALESCE(m.chat_id, cs.chat_id) AS chat_id, c.mode AS chat_mode, aku.key_id AS api_key_id
  FROM ledger l
  LEFT JOIN messages m ON m.id = l.ref
  LEFT JOIN transcriptions t ON m.id IS NULL AND t.id = l.ref
  LEFT JOIN avatar_runs ar ON m.id IS NULL AND ar.id = l.ref
  LEFT JOIN api_key_usage aku ON m.id IS NULL AND aku.id = l.ref
  LEFT JOIN chat_summaries cs ON m.id IS NULL AND cs.id = l.ref
  LEFT JOIN chats c ON c.id = COALESCE(m.chat_id, cs.chat_id)
  WHERE l.kind = 'usage'
) AS named
WHERE ledger.id = named.id;
