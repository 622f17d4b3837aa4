-- Long uploads (issue 25, docs/decisions/126-open-uploads-are-capped-and-cleaned.md): a completed
-- upload's parts are joined in R2 before its length is read and its hold placed; `assembled`
-- remembers that, so a retry after a 402 does not join them again and the cleanup deletes the
-- joined object rather than aborting a multipart upload that no longer exists.
ALTER TABLE audio_uploads ADD COLUMN assembled INTEGER NOT NULL DEFAULT 0;
-- The hourly cleanup looks for uploads older than a day.
CREATE INDEX audio_uploads_created ON audio_uploads (created_at);
