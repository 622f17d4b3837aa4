-- The text studio's history (docs/decisions/077-text-studio-history.md): which action a run
-- applied (`rewrite`, `tone:formal`, …), so a past run reopens with its action. NULL for chats
-- and for runs made before this column.
ALTER TABLE chats ADD COLUMN studio_action TEXT;
