-- Voice (issue 11): transcriptions of uploaded or dictated audio. See docs/decisions/060-voice.md.
-- The audio itself is a `media` row (migration 0007) served by GET /v1/media/{id}.
CREATE TABLE transcriptions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  entity_id TEXT NOT NULL REFERENCES entities (id),
  media_id TEXT REFERENCES media (id),
  -- `dictation` (the composer's microphone) or `file` (the /transcription page's history).
  source TEXT NOT NULL CHECK (source IN ('dictation', 'file')),
  title TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('running', 'done', 'failed')),
  -- What was asked: our model name (`nova`) and a language, or NULL to detect it.
  model TEXT NOT NULL DEFAULT 'nova',
  requested_language TEXT,
  language TEXT,
  duration_seconds REAL,
  cost_kopecks INTEGER NOT NULL DEFAULT 0,
  -- JSON {text, words[], paragraphs[]} once done.
  result TEXT,
  error_code TEXT,
  -- The provider's own words for a refusal (the {reason} of speech_provider_refused).
  error_reason TEXT,
  -- The billing hold of a running job (request_id in billing_holds), settled or released once.
  hold_request_id TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX transcriptions_user ON transcriptions (user_id, source, created_at);
