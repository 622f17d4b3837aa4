-- Thumbnails of stored images and Midjourney previews while a task runs (issue 10).
-- See docs/decisions/042-image-thumbnails.md and docs/decisions/043-midjourney-previews.md.

-- The R2 key of the image's smaller rendition (WebP, 320 px wide), made on its first request.
ALTER TABLE media ADD COLUMN thumb_key TEXT;

-- The newest preview of a running task copied into R2 (one object per task, replaced as the
-- grid fills in and deleted when the task ends), and the percent it shows.
ALTER TABLE mj_tasks ADD COLUMN preview_key TEXT;
ALTER TABLE mj_tasks ADD COLUMN preview_progress INTEGER;
