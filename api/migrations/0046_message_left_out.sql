-- The files of earlier turns an answer's prompt had no room for (docs/decisions/174-earlier-images-and-the-left-out-notice.md):
-- a JSON array of their names, so the "no longer fits" notice is shown again after a reload.
ALTER TABLE messages ADD COLUMN left_out TEXT;
