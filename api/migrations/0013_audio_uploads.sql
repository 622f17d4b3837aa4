-- Long files on /transcription (issue 11): an R2 multipart upload driven through the api, part by
-- part, before it becomes a transcription job. See docs/decisions/061-long-audio-uploads-and-ranges.md.
CREATE TABLE audio_uploads (
  -- Also the id of the media row and the transcription the upload becomes.
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  r2_key TEXT NOT NULL,
  -- R2's multipart upload id (resumeMultipartUpload).
  r2_upload_id TEXT NOT NULL,
  title TEXT NOT NULL,
  -- The whole file's size, declared at the start and checked part by part.
  size INTEGER NOT NULL,
  -- Every part but the last is exactly this long (R2 wants equal parts).
  part_size INTEGER NOT NULL,
  model TEXT NOT NULL,
  requested_language TEXT,
  -- Sniffed from the first part's bytes; NULL until part 1 has arrived.
  content_type TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX audio_uploads_user ON audio_uploads (user_id, created_at);

-- The parts R2 has accepted: a part sent again replaces its row (a retry or a resume).
CREATE TABLE audio_upload_parts (
  upload_id TEXT NOT NULL REFERENCES audio_uploads (id) ON DELETE CASCADE,
  part_number INTEGER NOT NULL,
  etag TEXT NOT NULL,
  size INTEGER NOT NULL,
  PRIMARY KEY (upload_id, part_number)
);
