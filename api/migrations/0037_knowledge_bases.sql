-- Team knowledge bases (docs/decisions/163-knowledge-bases.md). A base belongs to a team: its
-- members use it, its creator and the team's owner edit it. Its passages, their keyword index
-- and their vectors live in the base's own Durable Object (KnowledgeIndex); D1 keeps what lists
-- and permissions need.
CREATE TABLE knowledge_bases (
  id TEXT PRIMARY KEY,
  entity_id TEXT NOT NULL REFERENCES entities (id),
  created_by TEXT NOT NULL REFERENCES users (id),
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX knowledge_bases_entity ON knowledge_bases (entity_id, created_at);

-- One uploaded document: its file in R2 (`r2_key`), and how its reading went. `chunks` grows as
-- the background ingestion stores passages; `error` is the reason a `failed` one gave.
CREATE TABLE knowledge_documents (
  id TEXT PRIMARY KEY,
  knowledge_base_id TEXT NOT NULL REFERENCES knowledge_bases (id) ON DELETE CASCADE,
  uploaded_by TEXT NOT NULL REFERENCES users (id),
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('pdf', 'docx', 'markdown', 'text', 'html', 'csv')),
  bytes INTEGER NOT NULL,
  r2_key TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'ready', 'failed')),
  error TEXT,
  chunks INTEGER NOT NULL DEFAULT 0,
  pages INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX knowledge_documents_base ON knowledge_documents (knowledge_base_id, created_at);

-- A folder's (project's) knowledge bases: every chat filed in it answers from them too.
CREATE TABLE folder_knowledge (
  folder_id TEXT NOT NULL REFERENCES chat_folders (id) ON DELETE CASCADE,
  knowledge_base_id TEXT NOT NULL REFERENCES knowledge_bases (id) ON DELETE CASCADE,
  PRIMARY KEY (folder_id, knowledge_base_id)
);
CREATE INDEX folder_knowledge_base ON folder_knowledge (knowledge_base_id);

-- The sources an answer was given (`event: citations`), as JSON, replayed on reload and resume.
ALTER TABLE messages ADD COLUMN citations TEXT;
